// Access matrix rows for SSLCommerz and cash on delivery, on a store that offers the sandbox,
// SSLCommerz (a local double) and cash on delivery: who may open a session or choose cash on delivery
// for user A's order, the public IPN and browser return (anyone may call them; only SSLCommerz's
// validation API can make them change an order), the admin's cash-on-delivery transitions, the
// cash to collect and a refund's state.
import { insertOrder } from '../../src/features/payments/testing/fixtures.ts';
import { SslcommerzDouble } from '../../src/features/payments/testing/sslcommerz-double.ts';
import { orderIn, placeOrder } from '../order-desk-helpers.ts';
import type { AccessContext, AccessRow } from './types.ts';

let double: SslcommerzDouble | undefined;

export async function environment() {
  double = await SslcommerzDouble.start();
  return {
    env: double.env({ PAYMENT_PROVIDERS: 'sandbox,sslcommerz,cod', RATE_LIMIT_SCALE: '2000' }),
    close: async () => {
      await double?.close();
      double = undefined;
    },
  };
}

function theDouble(): SslcommerzDouble {
  if (!double) throw new Error('the SSLCommerz double is not running');
  return double;
}

/** Every order's state and payment, every payment intent. */
async function ordersAndIntents(ctx: AccessContext) {
  const db = ctx.t.store.db;
  return {
    orders: await db
      .selectFrom('orders')
      .select(['id', 'status', 'transactionId', 'paidAt', 'paymentMethod', 'total', 'refundId'])
      .orderBy('id')
      .execute(),
    intents: await db.selectFrom('paymentIntents').selectAll().orderBy('id').execute(),
  };
}

/** User A's order with an open SSLCommerz session; returns the order id and its tran_id. */
async function sessionOfUserA(ctx: AccessContext) {
  const order = await insertOrder(ctx.t.store.db, ctx.userA);
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/payments/sslcommerz/session',
    headers: ctx.userA.headers,
    payload: { order: order.id },
  });
  if (res.statusCode !== 200) throw new Error(`opening user A's session failed: ${res.statusCode} ${res.body}`);
  const intent = await ctx.t.store.db
    .selectFrom('paymentIntents')
    .select('providerRef')
    .where('orderId', '=', order.id)
    .executeTakeFirstOrThrow();
  return { orderId: order.id, tranId: intent.providerRef };
}

/** A confirmed cash-on-delivery order of user A. */
async function confirmedCodOrderOfUserA(ctx: AccessContext, ship: boolean) {
  const { orderId } = await placeOrder(ctx.t, ctx.userA);
  const call = (url: string, payload: Record<string, unknown>) =>
    ctx.t.app.inject({ method: 'POST', url, headers: ctx.admin.headers, payload });
  const steps = [
    await ctx.t.app.inject({
      method: 'POST',
      url: '/api/payments/cod',
      headers: ctx.userA.headers,
      payload: { order: orderId },
    }),
    await call(`/api/orders/${orderId}/transitions`, { to: 'processing' }),
    ...(ship
      ? [await call(`/api/orders/${orderId}/transitions`, { to: 'shipped', carrier: 'Pathao', trackingNumber: 'P1' })]
      : []),
  ];
  const failed = steps.find((r) => r.statusCode !== 200);
  if (failed) throw new Error(`preparing the COD order failed: ${failed.statusCode} ${failed.body}`);
  return orderId;
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

export const rows: AccessRow[] = [
  {
    name: 'POST /api/payments/sslcommerz/session (order of user A)',
    request: async (ctx) => {
      const order = await insertOrder(ctx.t.store.db, ctx.userA);
      return { method: 'POST', url: '/api/payments/sslcommerz/session', payload: { order: order.id } };
    },
    expect: { anonymous: 401, userA: 200, userB: 403, admin: 403 },
    snapshot: ordersAndIntents,
  },
  {
    name: 'POST /api/payments/cod (order of user A)',
    request: async (ctx) => {
      const order = await insertOrder(ctx.t.store.db, ctx.userA);
      return { method: 'POST', url: '/api/payments/cod', payload: { order: order.id } };
    },
    expect: { anonymous: 401, userA: 200, userB: 403, admin: 403 },
    snapshot: ordersAndIntents,
  },
  {
    name: 'POST /api/payments/sslcommerz/ipn (a payment SSLCommerz validates: public)',
    request: async (ctx) => {
      const { tranId } = await sessionOfUserA(ctx);
      return { method: 'POST', url: '/api/payments/sslcommerz/ipn', ...form(theDouble().pay(tranId)) };
    },
    expect: { anonymous: 200, userA: 200, userB: 200, admin: 200 },
  },
  {
    name: 'POST /api/payments/sslcommerz/ipn (a forged one: nobody can pay an order with it)',
    request: async (ctx) => {
      const { tranId } = await sessionOfUserA(ctx);
      return {
        method: 'POST',
        url: '/api/payments/sslcommerz/ipn',
        ...form({ status: 'VALID', val_id: 'made-up', tran_id: tranId, amount: '1.00' }),
      };
    },
    expect: { anonymous: 400, userA: 400, userB: 400, admin: 400 },
    snapshot: ordersAndIntents,
  },
  {
    name: 'POST /api/payments/sslcommerz/return/{outcome} (the browser back: public)',
    request: async (ctx) => {
      const { tranId } = await sessionOfUserA(ctx);
      return { method: 'POST', url: '/api/payments/sslcommerz/return/cancel', ...form({ tran_id: tranId }) };
    },
    expect: { anonymous: 303, userA: 303, userB: 303, admin: 303 },
    snapshot: ordersAndIntents,
  },
  {
    name: 'POST /api/orders/{id}/transitions (confirm a cash-on-delivery order of user A)',
    request: async (ctx) => {
      const { orderId } = await placeOrder(ctx.t, ctx.userA);
      const chosen = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/payments/cod',
        headers: ctx.userA.headers,
        payload: { order: orderId },
      });
      if (chosen.statusCode !== 200) throw new Error(`choosing COD failed: ${chosen.body}`);
      return { method: 'POST', url: `/api/orders/${orderId}/transitions`, payload: { to: 'processing' } };
    },
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'dispatch',
    snapshot: ordersAndIntents,
  },
  {
    name: 'POST /api/orders/{id}/transitions (cash collected for a shipped cash-on-delivery order of user A)',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/orders/${await confirmedCodOrderOfUserA(ctx, true)}/transitions`,
      payload: { to: 'delivered', cashCollected: true },
    }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'cash',
    snapshot: ordersAndIntents,
  },
  {
    name: 'GET /api/admin/cash-to-collect',
    request: async (ctx) => {
      await confirmedCodOrderOfUserA(ctx, false);
      return { method: 'GET', url: '/api/admin/cash-to-collect' };
    },
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'cash',
  },
  {
    name: 'GET /api/orders/{id}/refund (a refunded order of user A)',
    request: async (ctx) => {
      const { orderId } = await orderIn(ctx.t, { buyer: ctx.userA, admin: ctx.admin }, 'refunded');
      return { method: 'GET', url: `/api/orders/${orderId}/refund` };
    },
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'refunds',
  },
];
