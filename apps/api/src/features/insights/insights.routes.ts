import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, InsightsQuerySchema, InsightsSchema } from '@store/shared/schemas';
import { requireAdmin } from '../../plugins/auth-guard.ts';
import { getInsights } from './insights.service.ts';

export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/insights',
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Sales, orders and new customers for the store's days from..to, beside the period before (admin)",
        tags: ['insights'],
        security: [{ bearer: [] }],
        querystring: InsightsQuerySchema,
        response: { 200: InsightsSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await getInsights(app.db, app.store.dialect, request.query)),
  );
};
