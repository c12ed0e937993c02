// Forged and spoiled bearer tokens for the "bad token → 401" cells of the access matrix.
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_ISSUER } from '../src/features/accounts/access-tokens.service.ts';
import type { TestApp } from './build-test-app.ts';
import type { TestUser } from './access/types.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The claims a real token of `user` holds. */
export function claimsOf(user: Pick<TestUser, 'id' | 'email'>, expiresInSeconds = 600): Record<string, unknown> {
  return {
    email: user.email,
    sub: user.id,
    iss: ACCESS_TOKEN_ISSUER,
    iat: nowSeconds(),
    exp: nowSeconds() + expiresInSeconds,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `alg: none`, no signature. */
export function unsignedToken(claims: Record<string, unknown>): string {
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
}

/** Signed with any secret and any HMAC algorithm (default HS256). */
export async function signedToken(
  secret: string,
  claims: Record<string, unknown>,
  alg: 'HS256' | 'HS384' | 'HS512' = 'HS256',
): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

/** A real token whose payload was replaced (the signature no longer matches). */
export function withEditedPayload(token: string, claims: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  return `${header}.${b64(claims)}.${signature}`;
}

/** Signed with the app's own secret, but expired a minute ago. */
export async function expiredToken(t: TestApp, user: Pick<TestUser, 'id' | 'email'>): Promise<string> {
  const secret = t.app.config.JWT_SECRET;
  if (!secret) throw new Error('tests run with a JWT_SECRET');
  return signedToken(secret, { ...claimsOf(user), iat: nowSeconds() - 3600, exp: nowSeconds() - 60 });
}
