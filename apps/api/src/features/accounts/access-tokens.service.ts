// The app's bearer token: a short-lived HS256 JWT of the user's id, email and better-auth session.
// Roles are never read from it; every call checks that the session still lives.
import { errors, jwtVerify, SignJWT } from 'jose';
import type { StoreDatabase } from '../../db/database.ts';
import { findUserInLiveSession } from './accounts.repository.ts';
import type { AuthUser } from '../../lib/auth-user.ts';

interface AccessTokenClaims {
  userId: string;
  email: string;
  /** The better-auth session the token was exchanged for; the token dies with it. */
  sessionId: string;
}

export const ACCESS_TOKEN_ISSUER = 'bicycle-parts-store';

export function createAccessTokens(secret: string, ttlSeconds: number, store: StoreDatabase) {
  // Imported once: given the secret's bytes, jose imports a key on every call (about half of a verification).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verify = async (token: string): Promise<AccessTokenClaims | null> => {
    try {
      // NOTE: the algorithm is pinned; "none" and every other alg are refused by jose.
      const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'], issuer: ACCESS_TOKEN_ISSUER });
      const { sub, email, sid, exp } = payload;
      if (typeof sub !== 'string' || typeof email !== 'string' || typeof sid !== 'string' || exp === undefined)
        return null;
      return { userId: sub, email, sessionId: sid };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  };
  return {
    sign: async ({ userId, email, sessionId }: AccessTokenClaims) =>
      new SignJWT({ email, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key),
    verify,
    /** The user of a valid token, with their role read now, while the token's session lives. */
    userOf: async (token: string): Promise<AuthUser | null> => {
      const claims = await verify(token);
      if (!claims) return null;
      const user = await findUserInLiveSession(store, claims.userId, claims.sessionId);
      return user && user.email === claims.email ? user : null;
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
