// POST /create-payment-intent, PATCH /orders/{id}, POST /payments/webhook (issue 5).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const paymentsRoutes: FastifyPluginAsyncZod = async (_app) => {};
