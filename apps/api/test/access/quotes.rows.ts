// Access rows for Request For Quote: anyone may ask; a request is read and answered by its requester (or the
// holder of its link's key), read by an admin, and quoted, closed or reopened only by an admin; anyone else is
// told it does not exist. Refused cells change nothing.
import { createProduct } from '../factories.ts';
import { inDays } from '../quote-helpers.ts';
import type { AccessContext, AccessRow } from './types.ts';

const DELIVERY = { address: 'House 1, Road 2, Dhaka', phone: '01711000000' };
const REQUESTER = { name: 'Rahim Uddin', email: 'rahim@example.com' };

/** A fresh request for 5 pieces of a fresh product, of user A (or a guest's); its id, key and variant. */
async function requestOf(ctx: AccessContext, owner: 'userA' | 'guest') {
  const product = await createProduct(ctx.t.store.db, { maxQuantity: 50 });
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    headers: owner === 'userA' ? ctx.userA.headers : {},
    payload: { ...REQUESTER, lines: [{ productId: product.id, quantity: 5 }] },
  });
  if (res.statusCode !== 201) throw new Error(`the request for quote failed: ${res.statusCode} ${res.body}`);
  return { ...res.json<{ id: string; key: string }>(), variantId: product.id };
}

const versionOf = (variantId: string) => ({
  lines: [{ variantId, quantity: 5, unitPrice: 40_000 }],
  shipping: 10_000,
  validUntil: inDays(7),
});

/** User A's request, quoted by the admin. */
async function quotedOfUserA(ctx: AccessContext) {
  const request = await requestOf(ctx, 'userA');
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: `/api/admin/quotes/${request.id}/versions`,
    headers: ctx.admin.headers,
    payload: versionOf(request.variantId),
  });
  if (res.statusCode !== 201) throw new Error(`quoting failed: ${res.statusCode} ${res.body}`);
  return request;
}

const quotes = ({ t }: AccessContext) =>
  t.store.db
    .selectFrom('quoteRequests')
    .select(['id', 'status', 'latestVersion', 'userId', 'orderId'])
    .orderBy('id')
    .execute();
const versions = ({ t }: AccessContext) =>
  t.store.db.selectFrom('quoteVersions').select(['requestId', 'version']).orderBy('requestId').execute();
const orders = ({ t }: AccessContext) => t.store.db.selectFrom('orders').select('id').orderBy('id').execute();

export const rows: AccessRow[] = [
  {
    name: 'POST /api/quotes',
    request: async ({ t }) => {
      const product = await createProduct(t.store.db);
      return {
        method: 'POST',
        url: '/api/quotes',
        payload: { ...REQUESTER, lines: [{ productId: product.id, quantity: 1 }] },
      };
    },
    expect: { anonymous: 201, userA: 201, userB: 201, admin: 201 },
  },
  {
    name: 'GET /api/quotes/mine',
    request: async () => ({ method: 'GET', url: '/api/quotes/mine' }),
    expect: { anonymous: 401, userA: 200, userB: 200, admin: 200 },
  },
  {
    name: 'GET /api/quotes/{id} (request of user A, without the key)',
    request: async (ctx) => ({ method: 'GET', url: `/api/quotes/${(await requestOf(ctx, 'userA')).id}` }),
    expect: { anonymous: 404, userA: 200, userB: 404, admin: 200 },
    permission: 'inbox',
    refused: 404,
  },
  {
    name: 'GET /api/quotes/{id}?key= (a guest request, with its key)',
    request: async (ctx) => {
      const { id, key } = await requestOf(ctx, 'guest');
      return { method: 'GET', url: `/api/quotes/${id}?key=${key}` };
    },
    expect: { anonymous: 200, userA: 200, userB: 200, admin: 200 },
  },
  {
    name: 'POST /api/quotes/{id}/accept (quote of user A)',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/quotes/${(await quotedOfUserA(ctx)).id}/accept`,
      payload: { ...DELIVERY, version: 1 },
    }),
    expect: { anonymous: 401, userA: 201, userB: 404, admin: 404 },
    snapshot: async (ctx) => [await quotes(ctx), await orders(ctx)],
  },
  {
    name: 'POST /api/quotes/{id}/accept (a guest quote, with its key)',
    request: async (ctx) => {
      const request = await requestOf(ctx, 'guest');
      await ctx.t.app.inject({
        method: 'POST',
        url: `/api/admin/quotes/${request.id}/versions`,
        headers: ctx.admin.headers,
        payload: versionOf(request.variantId),
      });
      return {
        method: 'POST',
        url: `/api/quotes/${request.id}/accept`,
        payload: { ...DELIVERY, version: 1, key: request.key },
      };
    },
    expect: { anonymous: 401, userA: 201, userB: 201, admin: 201 },
    snapshot: async (ctx) => [await quotes(ctx), await orders(ctx)],
  },
  {
    name: 'POST /api/quotes/{id}/decline (quote of user A, without the key)',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/quotes/${(await quotedOfUserA(ctx)).id}/decline`,
      payload: {},
    }),
    expect: { anonymous: 404, userA: 200, userB: 404, admin: 404 },
    snapshot: quotes,
  },
  {
    name: 'POST /api/quotes/{id}/decline (with the key)',
    request: async (ctx) => {
      const { id, key } = await quotedOfUserA(ctx);
      return { method: 'POST', url: `/api/quotes/${id}/decline`, payload: { key } };
    },
    expect: { anonymous: 200, userA: 200, userB: 200, admin: 200 },
  },
  {
    name: 'GET /api/admin/quotes',
    request: async () => ({ method: 'GET', url: '/api/admin/quotes?status=expired' }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'inbox',
  },
  {
    name: 'GET /api/admin/quotes/{id}',
    request: async (ctx) => ({ method: 'GET', url: `/api/admin/quotes/${(await requestOf(ctx, 'userA')).id}` }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'inbox',
  },
  {
    name: 'POST /api/admin/quotes/{id}/versions',
    request: async (ctx) => {
      const request = await requestOf(ctx, 'userA');
      return { method: 'POST', url: `/api/admin/quotes/${request.id}/versions`, payload: versionOf(request.variantId) };
    },
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 201 },
    permission: 'inbox',
    snapshot: async (ctx) => [await quotes(ctx), await versions(ctx)],
  },
  {
    name: 'PUT /api/admin/quotes/{id}/status',
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/admin/quotes/${(await requestOf(ctx, 'userA')).id}/status`,
      payload: { status: 'closed' },
    }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'inbox',
    snapshot: quotes,
  },
];
