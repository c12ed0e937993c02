// Orders of products with variants (decision 220): the variant's own stock is taken and given back,
// the product's stock stays the sum of its variants', and a spec client ordering a product with several
// variants without naming one gets a 400 on variantId.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { Order } from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, createTestDatabase, type TestApp, testDbKind } from '../../../test/build-test-app.ts';
import { createBuyers, DELIVERY } from '../../../test/cart-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { payOrder, readOrder, transition } from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';
import { releaseLapsedHold } from './order-hold.service.ts';
import { expireOrder } from './orders.service.ts';

const { VARIANT_TEXT } = englishTexts('products');
const { ORDER_TEXT } = englishTexts('orders');

const env = { MAX_OPEN_UNPAID_ORDERS: '1000', RATE_LIMITS: 'off' };
let t: TestApp;
let buyer: TestUser;
let admin: TestUser;

beforeEach(async () => {
  t = await buildTestApp({ env });
  [buyer, admin] = await Promise.all([createUser(t), createUser(t, { role: 'admin' })]);
});
afterEach(async () => {
  await t.close();
});

/** A chainring in 32T (৳1,500) and 34T (৳1,600), with these stocks. */
async function chainring(db: TestApp['store']['db'], stock32 = 10, stock34 = 20) {
  const product = await createProduct(db, {
    name: 'Chainring',
    options: [{ name: 'Size', values: ['32T', '34T'] }],
    variants: [
      { options: ['32T'], priceTaka: 1500, maxQuantity: stock32, sku: `CR-32-${Math.random()}` },
      { options: ['34T'], priceTaka: 1600, maxQuantity: stock34, sku: `CR-34-${Math.random()}` },
    ],
  });
  const [v32, v34] = product.variants as [(typeof product.variants)[0], (typeof product.variants)[0]];
  return { product, v32, v34 };
}

/** Each variant's stock and the product's, which must be their sum. */
async function stocks(app: TestApp, productId: string) {
  const db = app.store.db;
  const variants = await db
    .selectFrom('productVariants')
    .select(['id', 'stock'])
    .where('productId', '=', productId)
    .execute();
  const product = await db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow();
  expect(product.stock).toBe(variants.reduce((sum, v) => sum + v.stock, 0));
  return Object.fromEntries(variants.map((v) => [v.id, v.stock]));
}

function order(user: TestUser, body: Record<string, unknown>, app = t.app) {
  return app.inject({ method: 'POST', url: '/api/orders', headers: user.headers, payload: { ...DELIVERY, ...body } });
}

async function placed(body: Record<string, unknown>): Promise<string> {
  const res = await order(buyer, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

describe('POST /api/orders with variants', () => {
  it('orders the named variant at its price, takes its stock only, and the order names it', async () => {
    const { product, v32, v34 } = await chainring(t.store.db);
    const id = await placed({ productId: product.id, variantId: v34.id, orderQuanty: 2 });
    expect(await stocks(t, product.id)).toEqual({ [v32.id]: 10, [v34.id]: 18 });
    const got = await readOrder(t, buyer, id);
    expect(got).toMatchObject({
      productId: product.id,
      productname: 'Chainring — 34T',
      unitPrice: 1600,
      orderQuanty: 2,
    });
    expect(got.lines).toEqual([
      {
        productId: product.id,
        variantId: v34.id,
        variantTitle: '34T',
        sku: v34.sku,
        productname: 'Chainring',
        unitPrice: 1600,
        quantity: 2,
        lineTotal: 3200,
      },
    ]);
  });

  it("orders a product's only variant without variantId, as the spec's client does, with the spec's shapes", async () => {
    const single = await createProduct(t.store.db, { name: 'Spoke Key', priceTaka: 250, maxQuantity: 5 });
    const id = await placed({ productId: single.id, orderQuanty: 2, productname: 'Spoke Key', price: 500 });
    const got = await readOrder(t, buyer, id);
    expect(got).toMatchObject({ productname: 'Spoke Key', unitPrice: 250, orderQuanty: 2 });
    expect(got.lines).toEqual([expect.objectContaining({ variantId: single.id, variantTitle: '', sku: null })]);
    expect(await stocks(t, single.id)).toEqual({ [single.id]: 3 });
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${single.id}` });
    expect(page.json()).toMatchObject({ _id: single.id, price: 250, minQuantity: 1, maxQuantity: 3 });
  });

  it('answers 400 on variantId for a product with several when none is named, or one of another product, and takes nothing', async () => {
    const { product, v32, v34 } = await chainring(t.store.db);
    const other = await chainring(t.store.db);
    for (const [variantId, message] of [
      [undefined, VARIANT_TEXT.variantRequired],
      [other.v32.id, VARIANT_TEXT.unknownVariant],
      ['no-such-variant', VARIANT_TEXT.unknownVariant],
    ] as const) {
      const res = await order(buyer, { productId: product.id, orderQuanty: 1, ...(variantId && { variantId }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ variantId: message });
    }
    expect(await stocks(t, product.id)).toEqual({ [v32.id]: 10, [v34.id]: 20 });
    expect(await t.store.db.selectFrom('orders').select('id').execute()).toEqual([]);
  });

  it("refuses more than the variant's own stock with 409, though the product has more in all", async () => {
    const { product, v32 } = await chainring(t.store.db, 2, 20);
    const res = await order(buyer, { productId: product.id, variantId: v32.id, orderQuanty: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ORDER_TEXT.notEnoughStock);
  });

  it('answers 401 without a token and takes nothing', async () => {
    const { product, v32, v34 } = await chainring(t.store.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...DELIVERY, productId: product.id, variantId: v32.id, orderQuanty: 1 },
    });
    expect(res.statusCode).toBe(401);
    expect(await stocks(t, product.id)).toEqual({ [v32.id]: 10, [v34.id]: 20 });
  });
});

describe('stock back to the variant ordered', () => {
  it('a cancel and an expiry give back to each order its variant, and the product keeps the sum', async () => {
    const { product, v32, v34 } = await chainring(t.store.db);
    const cancelled = await placed({ productId: product.id, variantId: v32.id, orderQuanty: 3 });
    const expired = await placed({ productId: product.id, variantId: v34.id, orderQuanty: 4 });
    expect(await stocks(t, product.id)).toEqual({ [v32.id]: 7, [v34.id]: 16 });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/myorders/${cancelled}`, headers: buyer.headers });
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(await stocks(t, product.id)).toEqual({ [v32.id]: 10, [v34.id]: 16 });
    expect(await expireOrder(t.store.db, expired, new Date(Date.now() + 1000))).toBe(true);
    expect(await stocks(t, product.id)).toEqual({ [v32.id]: 10, [v34.id]: 20 });
  });

  it('a lapsed hold gives the variant back, and paying takes it again from the same variant', async () => {
    const { product, v32, v34 } = await chainring(t.store.db);
    const id = await placed({ productId: product.id, variantId: v34.id, orderQuanty: 5 });
    expect(await releaseLapsedHold(t.store.db, id, new Date(Date.now() + 48 * 3_600_000))).toBe(true);
    expect(await stocks(t, product.id)).toEqual({ [v32.id]: 10, [v34.id]: 20 });
    await payOrder(t, buyer, id);
    expect(await stocks(t, product.id)).toEqual({ [v32.id]: 10, [v34.id]: 15 });
  });

  it('a partial refund restocks the refunded line’s variant only, and a refund of the rest the others', async () => {
    const { product, v32, v34 } = await chainring(t.store.db);
    await t.app.inject({
      method: 'PUT',
      url: `/api/cart/lines/${product.id}`,
      headers: buyer.headers,
      payload: { quantity: 2, variantId: v32.id },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/cart/lines/${product.id}`,
      headers: buyer.headers,
      payload: { quantity: 3, variantId: v34.id },
    });
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: buyer.headers,
      payload: DELIVERY,
    });
    expect(checkout.statusCode, checkout.body).toBe(201);
    const id = checkout.json<{ insertedId: string }>().insertedId;
    await payOrder(t, buyer, id);
    expect(await stocks(t, product.id)).toEqual({ [v32.id]: 8, [v34.id]: 17 });
    const lines = (await readOrder(t, admin, id)).lines;
    const line34 = lines.findIndex((l) => l.variantId === v34.id) + 1;
    const partial = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/refunds`,
      headers: { ...admin.headers, 'idempotency-key': 'variant-refund' },
      payload: { lines: [{ lineNo: line34, quantity: 1 }] },
    });
    expect(partial.statusCode, partial.body).toBe(201);
    // The refund's record names the size given back.
    expect(partial.json().refund.lines).toEqual([
      { lineNo: line34, productname: `${product.name} — 34T`, quantity: 1 },
    ]);
    expect(await stocks(t, product.id)).toEqual({ [v32.id]: 8, [v34.id]: 18 });
    const refunded = await transition(t, admin, id, { to: 'refunded', restock: true });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<Order>().status).toBe('refunded');
    expect(await stocks(t, product.id)).toEqual({ [v32.id]: 10, [v34.id]: 20 });
  });
});

describe('concurrent orders for the last pieces of one variant', () => {
  async function raceForLastFive(apps: TestApp[]) {
    const first = apps[0] as TestApp;
    const { product, v32, v34 } = await chainring(first.store.db, 5, 20);
    const buyers = await createBuyers(first, 50);
    const results = await Promise.all(
      buyers.map((user, i) =>
        order(
          user,
          { productId: product.id, variantId: v32.id, orderQuanty: 1 },
          (apps[i % apps.length] as TestApp).app,
        ),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    // The other size is untouched; the product's stock is the sum, never below it.
    expect(await stocks(first, product.id)).toEqual({ [v32.id]: 0, [v34.id]: 20 });
    const lines = await first.store.db.selectFrom('orderLines').select('variantId').execute();
    expect(lines).toEqual(Array.from({ length: 5 }, () => ({ variantId: v32.id })));
  }

  it('sells exactly the 5 pieces of 32T left to 50 simultaneous buyers; 34T keeps its 20', async () => {
    await raceForLastFive([t]);
  });

  it('does the same with two server instances on two connections to one database', async () => {
    const database = await createTestDatabase(testDbKind(), { shared: true });
    const first = await buildTestApp({ database, env });
    const second = await buildTestApp({ database, store: database.openAnother(), env });
    try {
      await raceForLastFive([first, second]);
    } finally {
      await second.close();
      await first.close();
      await database.drop();
    }
  });
});
