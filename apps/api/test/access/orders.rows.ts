// Access matrix rows for ordering and reviews: who may place, read and cancel orders and
// post reviews, and who may moderate store reviews. Refused cells must leave stock, orders, reviews
// and the review log exactly as they were.
import { newId, nowIso } from '../../src/lib/ids.ts';
import { createProduct } from '../factories.ts';
import { orderIn } from '../order-desk-helpers.ts';
import type { AccessContext, AccessRow, TestUser } from './types.ts';

function orderBody(productId: string, user: TestUser) {
  return {
    productId,
    productname: 'ignored',
    email: user.email,
    orderQuanty: 2,
    price: 1,
    address: 'House 1, Road 2, Dhaka',
    phone: '01711000000',
    orderId: '7',
  };
}

/** A fresh product and an unpaid order of user A for it, placed through the API. */
async function orderOfUserA(ctx: AccessContext): Promise<string> {
  const product = await createProduct(ctx.t.store.db, { maxQuantity: 50 });
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: ctx.userA.headers,
    payload: orderBody(product.id, ctx.userA),
  });
  if (res.statusCode !== 201) throw new Error(`placing user A's order failed: ${res.statusCode} ${res.body}`);
  return res.json<{ insertedId: string }>().insertedId;
}

/** Every product's stock and every order row. */
async function stockAndOrders(ctx: AccessContext) {
  const db = ctx.t.store.db;
  return {
    stock: await db.selectFrom('products').select(['id', 'stock']).orderBy('id').execute(),
    orders: await db.selectFrom('orders').selectAll().orderBy('id').execute(),
  };
}

/** Every order row, every event and every sandbox refund: what a transition could change. */
async function ordersEventsRefunds(ctx: AccessContext) {
  const db = ctx.t.store.db;
  return {
    ...(await stockAndOrders(ctx)),
    events: await db.selectFrom('orderEvents').selectAll().orderBy('id').execute(),
    refunds: await db.selectFrom('sandboxRefunds').selectAll().orderBy('id').execute(),
  };
}

/** A paid order of user A (paid with a sandbox card through the API). */
async function paidOrderOfUserA(ctx: AccessContext): Promise<string> {
  const { orderId } = await orderIn(ctx.t, { buyer: ctx.userA, admin: ctx.admin }, 'paid');
  return orderId;
}

const reviews = (ctx: AccessContext) => ctx.t.store.db.selectFrom('reviews').selectAll().orderBy('id').execute();
const reviewsAndLog = async (ctx: AccessContext) => ({
  reviews: await reviews(ctx),
  events: await ctx.t.store.db.selectFrom('reviewEvents').selectAll().orderBy('id').execute(),
});

/**
 * A store review by `author`, hidden when asked; its id. Written straight to the table: the rows
 * post many, and POST /api/review has its own hourly limit.
 */
async function storeReviewOf(ctx: AccessContext, author: TestUser, hidden = false): Promise<string> {
  const id = newId();
  const at = nowIso();
  await ctx.t.store.db
    .insertInto('reviews')
    .values({
      id,
      userId: author.id,
      userName: author.name,
      userEmail: author.email,
      description: 'spam test',
      rating: 1,
      createdAt: at,
      hiddenAt: hidden ? at : null,
      hiddenReason: hidden ? 'Spam' : null,
    })
    .execute();
  return id;
}

export const rows: AccessRow[] = [
  {
    name: "POST /api/orders (an order in user A's name)",
    request: async (ctx) => {
      const product = await createProduct(ctx.t.store.db, { maxQuantity: 50 });
      return { method: 'POST', url: '/api/orders', payload: orderBody(product.id, ctx.userA) };
    },
    // Someone else signed in sending user A's email: 400 (the email must be the caller's own).
    expect: { anonymous: 401, userA: 201, userB: 400, admin: 400 },
    snapshot: stockAndOrders,
  },
  {
    name: "GET /api/myorders?email= (user A's email)",
    request: async (ctx) => {
      await orderOfUserA(ctx);
      return { method: 'GET', url: `/api/myorders?email=${encodeURIComponent(ctx.userA.email)}` };
    },
    expect: { anonymous: 401, userA: 200, userB: 403, admin: 403 },
  },
  {
    name: 'GET /api/orders/{id} (order of user A)',
    request: async (ctx) => ({ method: 'GET', url: `/api/orders/${await orderOfUserA(ctx)}` }),
    expect: { anonymous: 401, userA: 200, userB: 403, admin: 200 },
    permission: 'orders',
  },
  {
    name: 'GET /api/orders (every order, paged)',
    request: async (ctx) => {
      await orderOfUserA(ctx);
      return { method: 'GET', url: '/api/orders?limit=10&page=1' };
    },
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'orders',
  },
  {
    name: 'GET /api/orders/export.csv (the order desk as CSV)',
    request: async (ctx) => {
      await orderOfUserA(ctx);
      return { method: 'GET', url: '/api/orders/export.csv?paid=false' };
    },
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'orders',
  },
  {
    name: 'GET /api/orders?promotion= (orders that received a promotion)',
    request: async (ctx) => {
      await orderOfUserA(ctx);
      return { method: 'GET', url: '/api/orders?promotion=promo-eid&limit=10' };
    },
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'orders',
  },
  {
    name: 'GET /api/orders/export.csv?promotion= (their CSV)',
    request: async (ctx) => {
      await orderOfUserA(ctx);
      return { method: 'GET', url: '/api/orders/export.csv?promotion=promo-eid' };
    },
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'orders',
  },
  {
    name: 'GET /api/admin/low-stock',
    request: async (ctx) => {
      await createProduct(ctx.t.store.db, { maxQuantity: 2 });
      return { method: 'GET', url: '/api/admin/low-stock' };
    },
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'catalog',
  },
  {
    name: 'POST /api/orders/{id}/refunds (a partial refund of a paid order of user A)',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/orders/${await paidOrderOfUserA(ctx)}/refunds`,
      headers: { 'idempotency-key': 'matrix-refund' },
      payload: { lines: [{ lineNo: 1, quantity: 1 }] },
    }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 201 },
    permission: 'refunds',
    snapshot: async (ctx) => ({
      ...(await ordersEventsRefunds(ctx)),
      ledger: await ctx.t.store.db.selectFrom('orderRefunds').selectAll().orderBy('id').execute(),
    }),
  },
  {
    name: 'GET /api/orders/{id}/refunds (paid order of user A)',
    request: async (ctx) => ({ method: 'GET', url: `/api/orders/${await paidOrderOfUserA(ctx)}/refunds` }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'refunds',
  },
  ...(['invoice', 'invoice.pdf'] as const).flatMap((what): AccessRow[] => [
    {
      name: `GET /api/orders/{id}/${what} (paid order of user A)`,
      request: async (ctx) => ({ method: 'GET', url: `/api/orders/${await paidOrderOfUserA(ctx)}/${what}` }),
      expect: { anonymous: 401, userA: 200, userB: 403, admin: 200 },
      permission: 'invoices',
    },
    {
      name: `GET /api/orders/{id}/${what} (unpaid order of user A: no invoice)`,
      request: async (ctx) => ({ method: 'GET', url: `/api/orders/${await orderOfUserA(ctx)}/${what}` }),
      expect: { anonymous: 401, userA: 404, userB: 403, admin: 404 },
      permission: 'invoices',
    },
  ]),
  {
    name: 'DELETE /api/myorders/{id} (unpaid order of user A)',
    request: async (ctx) => ({ method: 'DELETE', url: `/api/myorders/${await orderOfUserA(ctx)}` }),
    expect: { anonymous: 401, userA: 200, userB: 403, admin: 403 },
    snapshot: stockAndOrders,
  },
  {
    name: 'DELETE /api/myorders/{id} (paid order of user A)',
    request: async (ctx) => {
      const id = await orderOfUserA(ctx);
      await ctx.t.store.db
        .updateTable('orders')
        .set({ status: 'paid', transactionId: 'pi_matrix', paidAt: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      return { method: 'DELETE', url: `/api/myorders/${id}` };
    },
    expect: { anonymous: 401, userA: 409, userB: 403, admin: 403 },
    snapshot: stockAndOrders,
  },
  {
    name: 'POST /api/orders/{id}/transitions (paid order of user A → processing)',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/orders/${await paidOrderOfUserA(ctx)}/transitions`,
      payload: { to: 'processing' },
    }),
    // Only an admin runs the order desk; the owner may not move their own order either.
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'dispatch',
    snapshot: ordersEventsRefunds,
  },
  {
    name: 'POST /api/orders/{id}/transitions (paid order of user A → refunded)',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/orders/${await paidOrderOfUserA(ctx)}/transitions`,
      payload: { to: 'refunded' },
    }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'refunds',
    snapshot: ordersEventsRefunds,
  },
  {
    name: 'POST /api/orders/{id}/transitions (unpaid order of user A → cancelled)',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/orders/${await orderOfUserA(ctx)}/transitions`,
      payload: { to: 'cancelled' },
    }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'cancels',
    snapshot: ordersEventsRefunds,
  },
  {
    name: 'POST /api/orders/{id}/transitions (unpaid order of user A → shipped: not in the table)',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/orders/${await orderOfUserA(ctx)}/transitions`,
      payload: { to: 'shipped', carrier: 'Pathao', trackingNumber: 'P1' },
    }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 409 },
    snapshot: ordersEventsRefunds,
  },
  {
    name: 'POST /api/orders/{id}/transitions (unknown order)',
    request: async () => ({
      method: 'POST',
      url: '/api/orders/6f1b2c3d-0000-4000-8000-000000000000/transitions',
      payload: { to: 'processing' },
    }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 404 },
    snapshot: ordersEventsRefunds,
  },
  {
    name: 'GET /api/orders/{id}/events (order of user A)',
    request: async (ctx) => ({ method: 'GET', url: `/api/orders/${await paidOrderOfUserA(ctx)}/events` }),
    expect: { anonymous: 401, userA: 200, userB: 403, admin: 200 },
    permission: 'orders',
  },
  {
    name: 'GET /api/orders/{id}/events (unknown order)',
    request: async () => ({ method: 'GET', url: '/api/orders/6f1b2c3d-0000-4000-8000-000000000000/events' }),
    expect: { anonymous: 401, userA: 404, userB: 404, admin: 404 },
  },
  {
    name: 'POST /api/review',
    request: async () => ({ method: 'POST', url: '/api/review', payload: { number: 5, des: 'Great chain.' } }),
    expect: { anonymous: 401, userA: 201, userB: 201, admin: 201 },
    snapshot: reviews,
  },
  {
    name: 'GET /api/review',
    request: async () => ({ method: 'GET', url: '/api/review' }),
    expect: { anonymous: 200, userA: 200, userB: 200, admin: 200 },
  },
  {
    name: 'GET /api/store-reviews',
    request: async () => ({ method: 'GET', url: '/api/store-reviews?hidden=true' }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'reviews',
  },
  {
    name: 'POST /api/store-reviews/{id}/hide (user A’s review)',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/store-reviews/${await storeReviewOf(ctx, ctx.userA)}/hide`,
      payload: { reason: 'Spam' },
    }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'reviews',
    snapshot: reviewsAndLog,
  },
  {
    name: 'POST /api/store-reviews/{id}/show (a hidden review of user A)',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/store-reviews/${await storeReviewOf(ctx, ctx.userA, true)}/show`,
      payload: { reason: 'Appeal accepted' },
    }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'reviews',
    snapshot: reviewsAndLog,
  },
  {
    name: 'DELETE /api/store-reviews/{id} (user A’s review)',
    request: async (ctx) => ({ method: 'DELETE', url: `/api/store-reviews/${await storeReviewOf(ctx, ctx.userA)}` }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'reviews',
    snapshot: reviewsAndLog,
  },
];
