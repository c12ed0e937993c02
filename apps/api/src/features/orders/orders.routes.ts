import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteResultSchema,
  ErrorBodySchema,
  IdempotencyHeadersSchema,
  IdParamsSchema,
  InsertResultSchema,
  MyOrdersQuerySchema,
  OrderEventListSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderSchema,
  OrderTransitionInputSchema,
  PlaceOrderInputSchema,
} from '@store/shared/schemas';
import { currentUser, requireAdmin, requireUser } from '../../plugins/auth-guard.ts';
import { getOrderEvents, transitionOrder } from './order-lifecycle.service.ts';
import { orderRulesFrom } from './order-rules.ts';
import { browseOrders, cancelMyOrder, getMyOrders, getOrder, placeOrder } from './orders.service.ts';

const security = [{ bearer: [] }];

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const rules = orderRulesFrom(app.config);

  app.post(
    '/orders',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Place an order; product, unit price and email come from the server, the quantity leaves stock',
        tags: ['orders'],
        security,
        headers: IdempotencyHeadersSchema,
        body: PlaceOrderInputSchema,
        response: {
          200: InsertResultSchema,
          201: InsertResultSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { replayed, ...result } = await placeOrder(
        app.store,
        rules,
        currentUser(request),
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(replayed ? 200 : 201).send(result);
    },
  );

  app.get(
    '/myorders',
    {
      onRequest: requireUser,
      schema: {
        summary: "The caller's own orders, newest first, without cancelled ones unless include=cancelled",
        tags: ['orders'],
        security,
        querystring: MyOrdersQuerySchema,
        response: { 200: OrderListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => getMyOrders(app.db, currentUser(request), request.query.email, request.query.include),
  );

  app.delete(
    '/myorders/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: "Cancel one's own unpaid order; its quantity goes back to stock",
        tags: ['orders'],
        security,
        params: IdParamsSchema,
        response: {
          200: DeleteResultSchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      cancelMyOrder(app.db, currentUser(request), request.params.id, () => app.state.payments.cancelJob.wake()),
  );

  app.get(
    '/orders',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Every order, newest first (admin); paged when `limit` is given (total in X-Total-Count)',
        tags: ['orders'],
        security,
        querystring: OrderListQuerySchema,
        response: { 200: OrderListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await browseOrders(app.db, request.query);
      if (page.total !== undefined) reply.header('x-total-count', String(page.total));
      return page.items;
    },
  );

  app.get(
    '/orders/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'One order, for its owner or an admin',
        tags: ['orders'],
        security,
        params: IdParamsSchema,
        response: { 200: OrderSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => getOrder(app.db, currentUser(request), request.params.id),
  );

  app.post(
    '/orders/:id/transitions',
    {
      onRequest: requireAdmin,
      schema: {
        summary:
          'Move an order to another state as the order-state table allows an admin (admin); a refund goes through the payment provider first',
        tags: ['orders'],
        security,
        params: IdParamsSchema,
        body: OrderTransitionInputSchema,
        response: {
          200: OrderSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          502: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      transitionOrder(
        app.db,
        {
          providerFor: (method) => app.state.payments.providers.forMethod(method),
          trackingUrls: app.config.CARRIER_TRACKING_URLS,
          paymentClosed: () => app.state.payments.cancelJob.wake(),
        },
        currentUser(request),
        request.params.id,
        request.body,
      ),
  );

  app.get(
    '/orders/:id/events',
    {
      onRequest: requireUser,
      schema: {
        summary: "An order's timeline, oldest first, for its owner or an admin",
        tags: ['orders'],
        security,
        params: IdParamsSchema,
        response: { 200: OrderEventListSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => getOrderEvents(app.db, currentUser(request), request.params.id),
  );
};
