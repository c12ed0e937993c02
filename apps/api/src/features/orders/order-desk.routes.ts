// The order desk's admin routes beside GET /orders: GET /orders/export.csv and GET /admin/low-stock.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, LowStockSchema, OrderExportQuerySchema } from '@store/shared/schemas';
import { requireAdmin } from '../../plugins/auth-guard.ts';
import { exportFileName, exportOrdersCsv } from './order-export.ts';
import { getLowStock } from './order-desk.service.ts';

const security = [{ bearer: [] }];

export const orderDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/export.csv',
    {
      onRequest: requireAdmin,
      schema: {
        summary: "The order desk's filter as CSV, one row per order line (admin); streamed",
        tags: ['orders'],
        security,
        description: 'Answers text/csv; refusals are JSON error bodies (400, 401, 403).',
        querystring: OrderExportQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .header('content-disposition', `attachment; filename=${exportFileName(new Date())}`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(exportOrdersCsv(app.db, request.query)),
  );

  app.get(
    '/admin/low-stock',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Products whose stock is under LOW_STOCK_AT, fewest first (admin)',
        tags: ['orders'],
        security,
        response: { 200: LowStockSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => getLowStock(app.db, app.config.LOW_STOCK_AT),
  );
};
