import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type CourierParcel,
  DeleteResultSchema,
  ErrorBodySchema,
  IdempotencyHeadersSchema,
  IdParamsSchema,
  InsertResultSchema,
  LowStockSchema,
  MyOrdersQuerySchema,
  OrderEventListSchema,
  OrderExportQuerySchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderRefundsSchema,
  OrderTransitionInputSchema,
  PartialRefundInputSchema,
  PartialRefundResultSchema,
  PlaceOrderInputSchema,
  StaffOrderListSchema,
  StaffOrderSchema,
  TrackedOrderSchema,
  TrackKeyParamsSchema,
} from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { currentUser, guarded, requirePermission, requireUser } from '../../plugins/auth-guard.ts';
import type { Permission } from '@store/shared/staff-roles';
import { storeDay } from '../../lib/store-time.ts';
import { assertMaySort, orderAsSeenBy, seesAmounts } from './order-amounts.ts';
import { exportOrdersCsv } from './order-export.service.ts';
import { getOrderEvents, transitionOrder } from './order-lifecycle.service.ts';
import { getOrderRefunds, refundPartOfOrder } from './order-refunds.service.ts';
import { getTrackedOrder } from './order-tracking.service.ts';
import { orderRulesFrom } from './order-placement.service.ts';
import { browseOrders, cancelMyOrder, getLowStock, getMyOrders, orderSeenBy, placeOrder } from './orders.service.ts';

const E = ErrorBodySchema;

/** A signed-in call's options: its guard, and its schema documented under `orders`. */
const refusals = { 400: E, 401: E, 403: E, 404: E, 409: E };
const asUser = guarded(requireUser, 'orders');
/** The order desk's calls, each behind the permission it needs (staff-roles.ts). */
const asStaff = (permission: Permission) => guarded(requirePermission(permission), 'orders');

/** `parcelOf`: the courier's parcel of an order (the courier feature), shown on GET /orders/{id}. */
type OrdersRoutesOptions = { parcelOf?: (db: DB, orderId: string) => Promise<CourierParcel | null> };

export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, { parcelOf }) => {
  const rules = orderRulesFrom(app.config);
  const lifecycle = {
    providerFor: (method: string | null) => app.state.payments.providers.forMethod(method),
    trackingUrls: app.config.CARRIER_TRACKING_URLS,
  };

  app.post(
    '/orders',
    asUser('Place an order; product, unit price and email come from the server, the quantity leaves stock', {
      headers: IdempotencyHeadersSchema,
      body: PlaceOrderInputSchema,
      response: { 200: InsertResultSchema, 201: InsertResultSchema, 400: E, 401: E, 404: E, 409: E, 422: E },
    }),
    async (request, reply) => {
      const user = currentUser(request);
      const key = request.headers['idempotency-key'];
      const { replayed, ...result } = await placeOrder(app.store, rules, user, request.body, key);
      return reply.status(replayed ? 200 : 201).send(result);
    },
  );

  app.get(
    '/myorders',
    asUser("The caller's own orders, newest first, without cancelled ones unless include=cancelled", {
      querystring: MyOrdersQuerySchema,
      response: { 200: OrderListSchema, 400: E, 401: E, 403: E },
    }),
    async (request) => getMyOrders(app.db, currentUser(request), request.query.email, request.query.include),
  );

  app.delete(
    '/myorders/:id',
    asUser("Cancel one's own unpaid order; its quantity goes back to stock", {
      params: IdParamsSchema,
      response: { 200: DeleteResultSchema, 401: E, 403: E, 404: E, 409: E },
    }),
    async (request) => cancelMyOrder(app.db, currentUser(request), request.params.id),
  );

  app.get(
    '/orders',
    asStaff('orders')(
      'Every order, newest first (staff); paged when `limit` is given (total in X-Total-Count); without prices, totals and payments for a role without `amounts`',
      {
        querystring: OrderListQuerySchema,
        response: { 200: StaffOrderListSchema, 400: E, 401: E, 403: E },
      },
    ),
    async (request, reply) => {
      const user = currentUser(request);
      assertMaySort(user, request.query.sort);
      const page = await browseOrders(app.db, request.query);
      if (page.total !== undefined) reply.header('x-total-count', String(page.total));
      return page.items.map((order) => orderAsSeenBy(user, order));
    },
  );

  app.get(
    '/orders/:id',
    asUser('One order, for its owner or staff (without its amounts for a role without `amounts`)', {
      params: IdParamsSchema,
      response: { 200: StaffOrderSchema, 401: E, 403: E, 404: E },
    }),
    async (request) => {
      const order = await orderSeenBy(app.db, request.params.id, currentUser(request));
      return parcelOf ? { ...order, parcel: await parcelOf(app.db, order._id) } : order;
    },
  );

  app.get(
    '/track/:key',
    {
      schema: {
        tags: ['orders'],
        summary: "An order as its tracking link (the buyer's SMS) shows it, to anyone holding the link",
        params: TrackKeyParamsSchema,
        response: { 200: TrackedOrderSchema, 400: E, 404: E },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getTrackedOrder(app.db, request.params.key, parcelOf);
    },
  );

  app.post(
    '/orders/:id/transitions',
    asStaff('orders')(
      'Move an order to another state as the order-state table allows staff; the step needs its permission (a refund `refunds`, shipping `dispatch`); a refund goes through the payment provider first',
      {
        params: IdParamsSchema,
        body: OrderTransitionInputSchema,
        response: { 200: StaffOrderSchema, ...refusals, 502: E },
      },
    ),
    async (request) => {
      const user = currentUser(request);
      return orderAsSeenBy(user, await transitionOrder(app.db, lifecycle, user, request.params.id, request.body));
    },
  );

  app.get(
    '/orders/:id/events',
    asUser("An order's timeline, oldest first, for its owner or an admin", {
      params: IdParamsSchema,
      response: { 200: OrderEventListSchema, 401: E, 403: E, 404: E },
    }),
    async (request) => getOrderEvents(app.db, currentUser(request), request.params.id),
  );

  // The order desk's other calls (admin): the CSV export, products running low, partial refunds.
  app.get(
    '/orders/export.csv',
    asStaff('orders')("The order desk's filter as CSV, one row per order with its lines summarised (admin); streamed", {
      description:
        'Answers text/csv; refusals are JSON error bodies (400, 401, 403). Without `amounts`, the money columns are left out.',
      querystring: OrderExportQuerySchema,
    }),
    async (request, reply) => {
      const user = currentUser(request);
      assertMaySort(user, request.query.sort);
      return reply
        .header('content-disposition', `attachment; filename=orders-${storeDay(new Date())}.csv`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(exportOrdersCsv(app.db, request.query, seesAmounts(user)));
    },
  );

  app.get(
    '/admin/low-stock',
    asStaff('catalog')('Products whose stock is under LOW_STOCK_AT, fewest first (staff with catalog)', {
      response: { 200: LowStockSchema, 401: E, 403: E },
    }),
    async () => getLowStock(app.db, app.config.LOW_STOCK_AT),
  );

  app.post(
    '/orders/:id/refunds',
    asStaff('refunds')(
      'Refund chosen lines and quantities, or an amount, through the provider (staff with refunds); Idempotency-Key required',
      {
        params: IdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: PartialRefundInputSchema,
        response: { 200: PartialRefundResultSchema, 201: PartialRefundResultSchema, ...refusals, 502: E },
      },
    ),
    async (request, reply) => {
      const { replayed, ...result } = await refundPartOfOrder(
        app.db,
        lifecycle.providerFor,
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
    asStaff('refunds')(
      "An order's refunds and what can still be given back, per line and in all (staff with refunds)",
      {
        params: IdParamsSchema,
        response: { 200: OrderRefundsSchema, 401: E, 403: E, 404: E },
      },
    ),
    async (request) => getOrderRefunds(app.db, request.params.id),
  );
};
