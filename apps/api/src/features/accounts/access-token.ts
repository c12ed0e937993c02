// The app's bearer token (spec §4: stored by the web app as accessToken): a short-lived JWT,
// HS256 only, holding the user's id (sub), email and the better-auth session it came from (sid).
// Roles are never read from it; the guard checks on every call that the session still lives.
import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessTokenClaims {
  userId: string;
  email: string;
  /** The better-auth session the token was exchanged for; the token dies with it. */
  sessionId: string;
}

export interface AccessTokens {
  sign(claims: AccessTokenClaims): Promise<string>;
  /** The claims of a valid token, or null for a missing, malformed, forged or expired one. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

export const ACCESS_TOKEN_ISSUER = 'bicycle-parts-store';

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
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
  };
}
