import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InsightsQuerySchema, InsightsSchema } from '@store/shared/schemas';
import { guarded, requirePermission } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import { getInsights } from './insights.service.ts';

export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/insights',
    guarded(requirePermission('insights'), 'insights')(
      "Sales, orders and new customers for the store's days from..to, beside the period before (admin)",
      { querystring: InsightsQuerySchema, response: { 200: InsightsSchema, ...errorBodies(400, 401, 403) } },
    ),
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await getInsights(app.db, app.store.dialect, request.query)),
  );
};
