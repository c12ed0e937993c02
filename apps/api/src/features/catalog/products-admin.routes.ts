// Admin product writes: POST /products, PATCH and DELETE /products/{id} (issue 4).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const productsAdminRoutes: FastifyPluginAsyncZod = async (_app) => {};
