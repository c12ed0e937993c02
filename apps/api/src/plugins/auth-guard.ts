// Guards for protected calls: identity from a verified bearer token, role from the database.
// NOTE: placeholder contract; the accounts feature fills in verification (issue 3).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated, forbidden } from '../lib/app-error.ts';

export type Role = 'admin' | 'user';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/** preHandler: 401 unless the request carries a valid bearer token of an existing user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthenticated();
}

/** preHandler: 401 without a valid token, 403 unless the user's role in the database is admin. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (request.user?.role !== 'admin') throw forbidden();
}
