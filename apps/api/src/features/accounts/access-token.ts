// The app's bearer token (spec §4: stored by the web app as accessToken): a short-lived JWT,
// HS256 only, holding the user's id (sub) and email. Roles are never read from it.
import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessTokenClaims {
  userId: string;
  email: string;
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
    sign: ({ userId, email }) =>
      new SignJWT({ email })
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
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || payload.exp === undefined) return null;
        return { userId: payload.sub, email: payload.email };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
