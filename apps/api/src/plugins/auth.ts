// Identity: better-auth at /api/auth and bearer-token verification for the guards (issue 3).
import type { FastifyInstance } from 'fastify';

export async function registerAuth(_app: FastifyInstance): Promise<void> {}
