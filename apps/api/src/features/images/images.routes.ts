// POST /images and image serving (issue 4).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const imagesRoutes: FastifyPluginAsyncZod = async (_app) => {};
