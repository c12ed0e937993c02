// Access matrix rows for card payment: who may open an intent, confirm a sandbox card and
// report a payment for user A's order. Refused cells must leave orders and intents as they were.
import { insertOrder, insertSucceededSandboxIntent } from '../../src/features/payments/testing/fixtures.ts';
import type { AccessContext, AccessRow } from './types.ts';

const nextYear = new Date().getUTCFullYear() + 1;

/** Every order's payment state and every payment intent. */
async function ordersAndIntents(ctx: AccessContext) {
  const db = ctx.t.store.db;
  return {
    orders: await db.selectFrom('orders').select(['id', 'status', 'transactionId', 'paidAt']).orderBy('id').execute(),
    intents: await db.selectFrom('paymentIntents').selectAll().orderBy('id').execute(),
  };
}

/** A fresh unpaid order of user A, and its client secret opened by user A. */
async function openIntentOfUserA(ctx: AccessContext) {
  const order = await insertOrder(ctx.t.store.db, ctx.userA);
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: ctx.userA.headers,
    payload: { price: order.priceTaka, order: order.id },
  });
  if (res.statusCode !== 200) throw new Error(`opening user A's intent failed: ${res.statusCode} ${res.body}`);
  return { order, clientSecret: res.json<{ clientSecret: string }>().clientSecret };
}

export const rows: AccessRow[] = [
  {
    name: 'GET /api/payments/config',
    request: async () => ({ method: 'GET', url: '/api/payments/config' }),
    expect: { anonymous: 200, userA: 200, userB: 200, admin: 200 },
  },
  {
    name: 'POST /api/create-payment-intent (order of user A)',
    request: async (ctx) => {
      const order = await insertOrder(ctx.t.store.db, ctx.userA);
      return {
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { price: order.priceTaka, order: order.id },
      };
    },
    expect: { anonymous: 401, userA: 200, userB: 403, admin: 403 },
    snapshot: ordersAndIntents,
  },
  {
    name: 'POST /api/payments/sandbox/confirm (intent of user A, card 4242)',
    request: async (ctx) => {
      const { clientSecret } = await openIntentOfUserA(ctx);
      return {
        method: 'POST',
        url: '/api/payments/sandbox/confirm',
        payload: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: nextYear, cvc: '123' } },
      };
    },
    expect: { anonymous: 401, userA: 200, userB: 403, admin: 403 },
    snapshot: ordersAndIntents,
  },
  {
    name: 'PATCH /api/orders/{id} (order of user A, with its succeeded payment)',
    request: async (ctx) => {
      const order = await insertOrder(ctx.t.store.db, ctx.userA);
      const transactionId = await insertSucceededSandboxIntent(ctx.t.store.db, order);
      return { method: 'PATCH', url: `/api/orders/${order.id}`, payload: { order: order.id, transactionId } };
    },
    expect: { anonymous: 401, userA: 200, userB: 403, admin: 403 },
    snapshot: ordersAndIntents,
  },
  {
    name: 'POST /api/payments/webhook (sandbox provider: there is no webhook)',
    request: async () => ({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded' }),
    }),
    expect: { anonymous: 404, userA: 404, userB: 404, admin: 404 },
    snapshot: ordersAndIntents,
  },
];
