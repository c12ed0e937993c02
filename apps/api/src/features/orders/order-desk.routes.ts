import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  IdempotencyHeadersSchema,
  IdParamsSchema,
  LowStockSchema,
  OrderExportQuerySchema,
  OrderRefundsSchema,
  PartialRefundInputSchema,
  PartialRefundResultSchema,
} from '@store/shared/schemas';
import { currentUser, requireAdmin } from '../../plugins/auth-guard.ts';
import { getOrderRefunds, refundPartOfOrder } from './order-refunds.service.ts';
import { exportFileName, exportOrdersCsv } from './order-export.service.ts';
import { getLowStock } from './order-desk.service.ts';

const security = [{ bearer: [] }];

export const orderDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/export.csv',
    {
      onRequest: requireAdmin,
      schema: {
        summary: "The order desk's filter as CSV, one row per order with its lines summarised (admin); streamed",
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

  app.post(
    '/orders/:id/refunds',
    {
      onRequest: requireAdmin,
      schema: {
        summary:
          'Refund chosen lines and quantities, or an amount, through the provider (admin); Idempotency-Key required',
        tags: ['orders'],
        security,
        params: IdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: PartialRefundInputSchema,
        response: {
          200: PartialRefundResultSchema,
          201: PartialRefundResultSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          502: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { replayed, ...result } = await refundPartOfOrder(
        app.db,
        (method) => app.state.payments.providers.forMethod(method),
        currentUser(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(replayed ? 200 : 201).send(result);
    },
  );

  app.get(
    '/orders/:id/refunds',
    {
      onRequest: requireAdmin,
      schema: {
        summary: "An order's refunds and what can still be given back, per line and in all (admin)",
        tags: ['orders'],
        security,
        params: IdParamsSchema,
        response: { 200: OrderRefundsSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => getOrderRefunds(app.db, request.params.id),
  );
};
