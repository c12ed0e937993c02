// Guards for protected calls. They run on every call, so a deleted user's token, a changed role or
// an ended session stops working at once. What a role may do is data: @store/shared/staff-roles.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Permission } from '@store/shared/staff-roles';
import type { AuthUser } from '../lib/auth-user.ts';
import { unauthenticated } from '../lib/app-error.ts';
import { assertPermission } from '../lib/staff-permissions.ts';

export { assertPermission, permissionDenied } from '../lib/staff-permissions.ts';

const BEARER = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*) *$/i;

/** The request's bearer token (not checked), or null without one. */
export function bearerTokenOf(request: FastifyRequest): string | null {
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

/** The user behind the request's bearer token, or null when there is none or it is not valid. */
export async function userFromBearer(request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerTokenOf(request);
  if (!token) return null;
  return request.server.accessTokens.userOf(token);
}

/** onRequest: 401 unless the request carries a valid bearer token of an existing user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await userFromBearer(request);
  if (!user) throw unauthenticated();
  request.user = user;
}

/** onRequest: 401 without a valid token, 403 unless the user's role (read now) holds `permission`. */
export function requirePermission(permission: Permission) {
  return async function requirePermissionGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await requireUser(request, reply);
    assertPermission(currentUser(request), permission);
  };
}

/**
 * @deprecated name the call's permission with requirePermission. Kept for code written before the staff
 * roles: the owner only, as "admin" meant every permission.
 */
export const requireAdmin = requirePermission('roles');

/** The user a guard has set on the request; use only in handlers behind requireUser/requirePermission. */
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
