// GET and PUT /myprofil/{email} (issue 3).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const profilesRoutes: FastifyPluginAsyncZod = async (_app) => {};
