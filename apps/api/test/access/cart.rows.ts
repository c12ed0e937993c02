// Access matrix rows for the cart, checkout and store configuration: the cart is always the caller's
// own, so another signed-in user reaches only their own (empty) cart; refused cells change nothing.
import { createProduct } from '../factories.ts';
import type { AccessContext, AccessRow } from './types.ts';

const DELIVERY = { address: 'House 1, Road 2, Dhaka', phone: '01711000000' };

/** A fresh product in user A's cart; returns its id. */
async function lineInCartOfUserA(ctx: AccessContext): Promise<string> {
  const product = await createProduct(ctx.t.store.db, { maxQuantity: 50 });
  const res = await ctx.t.app.inject({
    method: 'PUT',
    url: `/api/cart/lines/${product.id}`,
    headers: ctx.userA.headers,
    payload: { quantity: 2 },
  });
  if (res.statusCode !== 200) throw new Error(`filling user A's cart failed: ${res.statusCode} ${res.body}`);
  return product.id;
}

/** One size of a fresh product with two in user A's cart; returns `<productId>?variantId=<its id>`. */
async function variantLineOfUserA(ctx: AccessContext): Promise<string> {
  const product = await createProduct(ctx.t.store.db, {
    options: [{ name: 'Size', values: ['S', 'M'] }],
    variants: [{ options: ['S'] }, { options: ['M'] }],
  });
  const variantId = (product.variants[1] as { id: string }).id;
  const res = await ctx.t.app.inject({
    method: 'PUT',
    url: `/api/cart/lines/${product.id}`,
    headers: ctx.userA.headers,
    payload: { quantity: 2, variantId },
  });
  if (res.statusCode !== 200) throw new Error(`filling user A's cart failed: ${res.statusCode} ${res.body}`);
  return `${product.id}?variantId=${variantId}`;
}

/** An order of user A placed from the cart; returns its id. */
async function checkoutOfUserA(ctx: AccessContext): Promise<string> {
  await lineInCartOfUserA(ctx);
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: ctx.userA.headers,
    payload: DELIVERY,
  });
  if (res.statusCode !== 201) throw new Error(`user A's checkout failed: ${res.statusCode} ${res.body}`);
  return res.json<{ insertedId: string }>().insertedId;
}

async function everything(ctx: AccessContext) {
  const db = ctx.t.store.db;
  return {
    stock: await db.selectFrom('products').select(['id', 'stock']).orderBy('id').execute(),
    orders: await db.selectFrom('orders').selectAll().orderBy('id').execute(),
    variantStock: await db.selectFrom('productVariants').select(['id', 'stock']).orderBy('id').execute(),
    carts: await db.selectFrom('cartLines').selectAll().orderBy('userId').orderBy('variantId').execute(),
  };
}

export const rows: AccessRow[] = [
  {
    name: "GET /api/cart (the caller's own)",
    request: async (ctx) => {
      await lineInCartOfUserA(ctx);
      return { method: 'GET', url: '/api/cart' };
    },
    expect: { anonymous: 401, userA: 200, userB: 200, admin: 200 },
  },
  {
    name: 'PUT /api/cart/lines/{productId}',
    request: async (ctx) => {
      const product = await createProduct(ctx.t.store.db, { maxQuantity: 50 });
      return { method: 'PUT', url: `/api/cart/lines/${product.id}`, payload: { quantity: 1 } };
    },
    expect: { anonymous: 401, userA: 200, userB: 200, admin: 200 },
    snapshot: everything,
  },
  {
    name: "DELETE /api/cart/lines/{productId} (a line of user A's cart)",
    request: async (ctx) => ({ method: 'DELETE', url: `/api/cart/lines/${await lineInCartOfUserA(ctx)}` }),
    expect: { anonymous: 401, userA: 200, userB: 200, admin: 200 },
    snapshot: everything,
  },
  {
    name: "DELETE /api/cart/lines/{productId}?variantId= (a variant's line of user A's cart)",
    request: async (ctx) => ({ method: 'DELETE', url: `/api/cart/lines/${await variantLineOfUserA(ctx)}` }),
    expect: { anonymous: 401, userA: 200, userB: 200, admin: 200 },
    snapshot: everything,
  },
  {
    name: 'DELETE /api/cart',
    request: async (ctx) => {
      await lineInCartOfUserA(ctx);
      return { method: 'DELETE', url: '/api/cart' };
    },
    expect: { anonymous: 401, userA: 200, userB: 200, admin: 200 },
    snapshot: everything,
  },
  {
    // Another account checks out its own cart, which is empty: 400, and user A's cart is untouched.
    name: "POST /api/checkout (user A's cart filled)",
    request: async (ctx) => {
      await lineInCartOfUserA(ctx);
      return { method: 'POST', url: '/api/checkout', payload: DELIVERY };
    },
    expect: { anonymous: 401, userA: 201, userB: 400, admin: 400 },
    snapshot: everything,
  },
  {
    name: 'GET /api/orders/{id} (an order of user A placed from the cart)',
    request: async (ctx) => ({ method: 'GET', url: `/api/orders/${await checkoutOfUserA(ctx)}` }),
    expect: { anonymous: 401, userA: 200, userB: 403, admin: 200 },
    permission: 'orders',
  },
  {
    name: 'DELETE /api/myorders/{id} (an order of user A placed from the cart)',
    request: async (ctx) => ({ method: 'DELETE', url: `/api/myorders/${await checkoutOfUserA(ctx)}` }),
    expect: { anonymous: 401, userA: 200, userB: 403, admin: 403 },
    snapshot: everything,
  },
  {
    name: 'GET /api/store/config',
    request: async () => ({ method: 'GET', url: '/api/store/config' }),
    expect: { anonymous: 200, userA: 200, userB: 200, admin: 200 },
  },
];
