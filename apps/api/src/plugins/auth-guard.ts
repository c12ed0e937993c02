// Guards for protected calls. Both run on every call, so a deleted user's token, a removed role or
// an ended session stops working at once.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../lib/auth-user.ts';
import { forbidden, unauthenticated } from '../lib/app-error.ts';

const BEARER = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*) *$/i;

/** The user behind the request's bearer token, or null when there is none or it is not valid. */
export async function userFromBearer(request: FastifyRequest): Promise<AuthUser | null> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return null;
  return request.server.accessTokens.userOf(match[1]);
}

/** onRequest: 401 unless the request carries a valid bearer token of an existing user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await userFromBearer(request);
  if (!user) throw unauthenticated();
  request.user = user;
}

/** onRequest: 401 without a valid token, 403 unless the user's role in the database is admin. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (request.user?.role !== 'admin') throw forbidden();
}

/** The user a guard has set on the request; use only in handlers behind requireUser/requireAdmin. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** Route options for one tag's calls behind `guard`: its OpenAPI entry says a bearer token is needed. */
export const guarded =
  (guard: typeof requireUser, tag: string) =>
  <S extends object>(summary: string, schema: S) => ({
    onRequest: guard,
    schema: { summary, tags: [tag], security: [{ bearer: [] }], ...schema },
  });
