// PUT /user/{email}, GET /admin/{email}, PUT /user/admin/{email}, GET /user (issue 3).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const accountsRoutes: FastifyPluginAsyncZod = async (_app) => {};
