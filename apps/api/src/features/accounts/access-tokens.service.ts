// The app's bearer token: a short-lived HS256 JWT of the user's id, email and better-auth session.
// Roles are never read from it; every call checks that the session still lives.
import { errors, jwtVerify, SignJWT } from 'jose';
import type { StoreDatabase } from '../../db/database.ts';
import { findUserInLiveSession } from './accounts.repository.ts';
import type { AuthUser } from '../../lib/auth-user.ts';

export interface AccessTokenClaims {
  userId: string;
  email: string;
  /** The better-auth session the token was exchanged for; the token dies with it. */
  sessionId: string;
}

export interface AccessTokens {
  sign(claims: AccessTokenClaims): Promise<string>;
  verify(token: string): Promise<AccessTokenClaims | null>;
  /** The user of a valid token, with their role read now, while the token's session lives. */
  userOf(token: string): Promise<AuthUser | null>;
}

export const ACCESS_TOKEN_ISSUER = 'bicycle-parts-store';

export function createAccessTokens(secret: string, ttlSeconds: number, store: StoreDatabase): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const tokens: AccessTokens = {
    sign: ({ userId, email, sessionId }) =>
      new SignJWT({ email, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        // NOTE: the algorithm is pinned; "none" and every other alg are refused by jose.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ACCESS_TOKEN_ISSUER });
        const { sub, email, sid, exp } = payload;
        if (typeof sub !== 'string' || typeof email !== 'string' || typeof sid !== 'string' || exp === undefined)
          return null;
        return { userId: sub, email, sessionId: sid };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
    userOf: async (token) => {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const user = await findUserInLiveSession(store, claims.userId, claims.sessionId);
      return user && user.email === claims.email ? user : null;
    },
  };
  return tokens;
}
