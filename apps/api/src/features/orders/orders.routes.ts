// Orders: POST /orders, GET /myorders, DELETE /myorders/{id}, GET /orders, GET /orders/{id} (issue 4).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const ordersRoutes: FastifyPluginAsyncZod = async (_app) => {};
