import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlaceOrderInputSchema } from '@store/shared/schemas';
import { englishTexts, resolveMessageIn } from '@store/shared/i18n/server';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, createTestDatabase, type TestApp, testDbKind } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { createUser } from '../../../test/users.ts';
import type { ProductRow } from '../catalog/catalog.repository.ts';

const { ORDER_TEXT } = englishTexts('orders');
const { PHONE_TEXT } = englishTexts('delivery');
const { quantityAboveStock, quantityBelowMinimum } = englishTexts('feedback').MESSAGES;

let t: TestApp;
let userA: TestUser;
let userB: TestUser;
let admin: TestUser;
let product: ProductRow;

// The hoarding limit (MAX_OPEN_UNPAID_ORDERS) has its own tests (cart/checkout.test.ts); here two
// accounts place many orders.
const env = { MAX_OPEN_UNPAID_ORDERS: '1000' };

beforeEach(async () => {
  t = await buildTestApp({ env });
  [userA, userB, admin] = await Promise.all([createUser(t), createUser(t), createUser(t, { role: 'admin' })]);
  product = await createProduct(t.store.db, {
    name: 'Disc Brake Rotor',
    priceTaka: 1250.5,
    minQuantity: 2,
    maxQuantity: 10,
  });
});
afterEach(async () => {
  await t.close();
});

function orderBody(user: TestUser, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    productId: product.id,
    productname: product.name,
    email: user.email,
    orderQuanty: 3,
    price: 3 * 1250.5,
    address: 'House 12, Road 5, Dhanmondi, Dhaka',
    phone: '+880 1711-000000',
    orderId: '42',
    ...overrides,
  };
}

async function placeOrder(user: TestUser | null, body: unknown, app = t.app) {
  return app.inject({ method: 'POST', url: '/api/orders', headers: user?.headers ?? {}, payload: body as object });
}

async function placedOrderId(user: TestUser, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await placeOrder(user, orderBody(user, overrides));
  expect(res.statusCode).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

async function stockOf(id: string): Promise<number> {
  const row = await t.store.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow();
  return row.stock;
}

/**
 * The message the shared contract gives for `field` of this body, as the API must answer it: in
 * English (the schema names its messages by catalogue reference).
 */
function schemaMessage(body: Record<string, unknown>, field: string): string | undefined {
  const message = PlaceOrderInputSchema.safeParse(body).error?.issues.find(
    (issue) => issue.path.join('.') === field,
  )?.message;
  return message === undefined ? undefined : resolveMessageIn('en', message);
}

/** Stock of the test product and every order row: what a refused call must leave unchanged. */
async function snapshot() {
  return {
    stock: await stockOf(product.id),
    orders: await t.store.db.selectFrom('orders').selectAll().orderBy('id').execute(),
  };
}

async function markPaid(orderId: string, status: 'paid' | 'refund_due' = 'paid') {
  await t.store.db
    .updateTable('orders')
    .set({ status, transactionId: 'pi_test_123', paidAt: new Date().toISOString() })
    .where('id', '=', orderId)
    .execute();
}

describe('POST /api/orders', () => {
  it('places an order at the catalog unit price, takes the quantity out of stock and records when', async () => {
    const before = Date.now();
    const res = await placeOrder(userA, orderBody(userA));
    expect(res.statusCode).toBe(201);
    const { acknowledged, insertedId } = res.json();
    expect(acknowledged).toBe(true);
    expect(insertedId).toEqual(expect.any(String));
    expect(await stockOf(product.id)).toBe(7);

    const row = await t.store.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', insertedId)
      .executeTakeFirstOrThrow();
    // Under ৳10,000 of parts: the ৳120 shipping fee is on the bill.
    expect(row).toMatchObject({
      unitPrice: 125050,
      quantity: 3,
      subtotal: 375150,
      shipping: 12000,
      total: 387150,
      status: 'unpaid',
      userId: userA.id,
    });
    expect(Date.parse(row.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const order = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${insertedId}`, headers: userA.headers })
    ).json();
    expect(order).toMatchObject({
      _id: insertedId,
      productId: product.id,
      productname: 'Disc Brake Rotor',
      email: userA.email,
      orderQuanty: 3,
      price: 3871.5,
      unitPrice: 1250.5,
      subtotal: 3751.5,
      shipping: 120,
      total: 3871.5,
      lines: [
        { productId: product.id, productname: 'Disc Brake Rotor', unitPrice: 1250.5, quantity: 3, lineTotal: 3751.5 },
      ],
      address: 'House 12, Road 5, Dhanmondi, Dhaka',
      phone: '+8801711000000',
      orderId: '42',
      paid: false,
      transactionId: null,
      status: 'unpaid',
      paidAt: null,
    });
  });

  it('ignores a tampered price and product name: the total comes from the catalog', async () => {
    const id = await placedOrderId(userA, { price: 0.01, productname: 'Free Bike', orderQuanty: 2 });
    const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: userA.headers })).json();
    expect(order).toMatchObject({ price: 2621, subtotal: 2501, unitPrice: 1250.5, productname: 'Disc Brake Rotor' });
  });

  it('takes the email from the account when the body has none, and accepts it in another case', async () => {
    const id = await placedOrderId(userA, { email: undefined });
    const upper = await placedOrderId(userA, { email: userA.email.toUpperCase() });
    for (const orderId of [id, upper]) {
      const order = (
        await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: userA.headers })
      ).json();
      expect(order.email).toBe(userA.email);
    }
  });

  it('takes the whole stock when the quantity equals it, and the minimum when it equals that', async () => {
    await placedOrderId(userA, { orderQuanty: 2 });
    await placedOrderId(userA, { orderQuanty: 8 });
    expect(await stockOf(product.id)).toBe(0);
  });

  it.each([
    ['-1', -1, 400, quantityBelowMinimum({ min: 2 })],
    ['0', 0, 400, quantityBelowMinimum({ min: 2 })],
    ['1 (below the minimum of 2)', 1, 400, quantityBelowMinimum({ min: 2 })],
    ['1.5', 1.5, 400, ORDER_TEXT.quantityWhole],
    ['"1" (a string)', '1', 400, ORDER_TEXT.quantityWhole],
    ['null', null, 400, ORDER_TEXT.quantityWhole],
    ['missing', undefined, 400, ORDER_TEXT.quantityWhole],
    ['11 (above the stock of 10)', 11, 409, quantityAboveStock({ n: 11, max: 10 })],
    ['1e9', 1e9, 409, quantityAboveStock({ n: 1e9, max: 10 })],
  ])(
    'refuses a quantity of %s with the field message and changes nothing',
    async (_name, quantity, status, message) => {
      const before = await snapshot();
      const res = await placeOrder(userA, orderBody(userA, { orderQuanty: quantity }));
      expect(res.statusCode).toBe(status);
      expect(res.json().error.fields.orderQuanty).toBe(message);
      if (status === 409) expect(res.json().error.message).toBe(ORDER_TEXT.notEnoughStock);
      expect(await snapshot()).toEqual(before);
    },
  );

  it("refuses an email that is not the caller's with 400 and changes nothing", async () => {
    const before = await snapshot();
    const res = await placeOrder(userA, orderBody(userA, { email: userB.email }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: ORDER_TEXT.notYourEmail });
    expect(await snapshot()).toEqual(before);
  });

  it.each(['6f1b2c3d-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1"])(
    'answers 404 for an unknown or malformed product id (%s) and changes nothing',
    async (productId) => {
      const before = await snapshot();
      const res = await placeOrder(userA, orderBody(userA, { productId }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Product not found.' } });
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each([
    ['address', { address: 'x'.repeat(301) }, ORDER_TEXT.addressTooLong({ max: 300 })],
    ['address', { address: '   ' }, ORDER_TEXT.addressRequired],
    ['address', { address: undefined }, ORDER_TEXT.addressRequired],
    ['phone', { phone: '1'.repeat(31) }, PHONE_TEXT.invalid],
    ['phone', { phone: '' }, ORDER_TEXT.phoneRequired],
    ['phone', { phone: '<script>' }, PHONE_TEXT.invalid],
    ['phone', { phone: '02-9660000' }, PHONE_TEXT.invalid],
    ['orderId', { orderId: 'x'.repeat(61) }, ORDER_TEXT.orderRefTooLong({ max: 60 })],
    ['productname', { productname: 'x'.repeat(121) }, undefined],
    ['email', { email: `${'x'.repeat(250)}@example.com` }, undefined],
    ['productId', { productId: 'x'.repeat(101) }, undefined],
    ['productId', { productId: undefined }, ORDER_TEXT.productIdRequired],
    ['price', { price: 'free' }, undefined],
  ])('refuses a bad or oversized %s with 400 and changes nothing (%j)', async (field, overrides, message) => {
    const before = await snapshot();
    const res = await placeOrder(userA, orderBody(userA, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    // Without a message of our own, the field carries the shared schema's message for it.
    const expected = message ?? schemaMessage(orderBody(userA, overrides), field);
    expect(expected).toEqual(expect.any(String));
    expect(res.json().error.fields[field]).toBe(expected);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a body that is not an object, and a body over 1 MB, and changes nothing', async () => {
    const before = await snapshot();
    const notObject = await placeOrder(userA, [orderBody(userA)]);
    expect(notObject.statusCode).toBe(400);
    const huge = await placeOrder(userA, orderBody(userA, { address: 'x'.repeat(1_100_000) }));
    expect(huge.statusCode).toBe(413);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 401 without a token, and with a forged one, and changes nothing', async () => {
    const before = await snapshot();
    expect((await placeOrder(null, orderBody(userA))).statusCode).toBe(401);
    // The guard runs before the body is read: a caller without a token learns nothing from a 400.
    expect((await placeOrder(null, orderBody(userA, { orderQuanty: 'x', address: '' }))).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `${userA.headers.authorization}x` },
      payload: orderBody(userA),
    });
    expect(forged.statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('stores the optional order id and free text as typed', async () => {
    const id = await placedOrderId(userA, { orderId: undefined, address: '<b>Road</b> & "7"' });
    const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: userA.headers })).json();
    expect(order).toMatchObject({ orderId: '', address: '<b>Road</b> & "7"' });
  });
});

describe('concurrent orders for the last pieces', () => {
  async function raceForLastFive(apps: TestApp[], users: TestUser[]) {
    const db = (apps[0] as TestApp).store.db;
    const last = await createProduct(db, { minQuantity: 1, maxQuantity: 5 });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const user = users[i % users.length] as TestUser;
        const app = (apps[i % apps.length] as TestApp).app;
        return placeOrder(user, orderBody(user, { productId: last.id, orderQuanty: 1 }), app);
      }),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().error.message).toBe(ORDER_TEXT.notEnoughStock);
    }
    const stock = await db.selectFrom('products').select('stock').where('id', '=', last.id).executeTakeFirstOrThrow();
    expect(stock.stock).toBe(0);
    const orders = await db.selectFrom('orders').select('id').where('productId', '=', last.id).execute();
    expect(orders).toHaveLength(5);
  }

  it('sells exactly the 5 pieces left to 50 simultaneous orders; stock ends at 0, never below', async () => {
    await raceForLastFive([t], [userA, userB]);
  });

  it('does the same with two server instances on two connections to one database', async () => {
    // Each instance has its own connection (pool), as a second server process would: on SQLite two
    // connections to one temporary file, on PostgreSQL two pools on one schema.
    const database = await createTestDatabase(testDbKind(), { shared: true });
    const first = await buildTestApp({ database, env });
    const second = await buildTestApp({ database, store: database.openAnother(), env });
    try {
      expect(second.store.db).not.toBe(first.store.db);
      const users = [await createUser(first), await createUser(first)];
      await raceForLastFive([first, second], users);
    } finally {
      await second.close();
      await first.close();
      await database.drop();
    }
  });
});

describe('GET /api/myorders?email=', () => {
  it("returns the caller's own orders newest first, without cancelled ones or anyone else's", async () => {
    const first = await placedOrderId(userA, { orderQuanty: 2 });
    const second = await placedOrderId(userA, { orderQuanty: 2 });
    const cancelled = await placedOrderId(userA, { orderQuanty: 2 });
    await placedOrderId(userB, { orderQuanty: 2 });
    await t.app.inject({ method: 'DELETE', url: `/api/myorders/${cancelled}`, headers: userA.headers });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/myorders?email=${encodeURIComponent(userA.email)}`,
      headers: userA.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((o: { _id: string }) => o._id)).toEqual([second, first]);
  });

  it("keeps the cancelled orders, marked cancelled, with include=cancelled; the spec's list stays without them", async () => {
    const first = await placedOrderId(userA, { orderQuanty: 2 });
    const cancelled = await placedOrderId(userA, { orderQuanty: 2 });
    await t.app.inject({ method: 'DELETE', url: `/api/myorders/${cancelled}`, headers: userA.headers });
    const base = `/api/myorders?email=${encodeURIComponent(userA.email)}`;
    const all = await t.app.inject({ method: 'GET', url: `${base}&include=cancelled`, headers: userA.headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((o: { _id: string; status: string }) => [o._id, o.status])).toEqual([
      [cancelled, 'cancelled'],
      [first, 'unpaid'],
    ]);
    const spec = await t.app.inject({ method: 'GET', url: base, headers: userA.headers });
    expect(spec.json().map((o: { _id: string }) => o._id)).toEqual([first]);
    const other = await t.app.inject({ method: 'GET', url: `${base}&include=cancelled`, headers: userB.headers });
    expect(other.statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'GET', url: `${base}&include=everything`, headers: userA.headers });
    expect(bad.statusCode).toBe(400);
  });

  it("answers 403 for another user's email, also for an admin, and 401 without a token", async () => {
    await placedOrderId(userA);
    const url = `/api/myorders?email=${encodeURIComponent(userA.email)}`;
    expect((await t.app.inject({ method: 'GET', url, headers: userB.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('answers 400 without the email', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/myorders', headers: userA.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toEqual(expect.any(String));
  });
});

describe('GET /api/orders/{id}', () => {
  it('shows an order to its owner and to an admin', async () => {
    const id = await placedOrderId(userA);
    for (const user of [userA, admin]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: user.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()._id).toBe(id);
    }
  });

  it("answers 403 for another user's order and 401 without a token", async () => {
    const id = await placedOrderId(userA);
    const other = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: userB.headers });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain(userA.email);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${id}` })).statusCode).toBe(401);
  });

  it.each(['6f1b2c3d-0000-4000-8000-000000000000', 'not-an-id'])(
    'answers 404 for an unknown or malformed id (%s)',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: admin.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Order not found.');
    },
  );
});

describe('GET /api/orders (admin)', () => {
  it("lists every user's orders newest first, the whole list without limit", async () => {
    const a = await placedOrderId(userA);
    const b = await placedOrderId(userB);
    const res = await t.app.inject({ method: 'GET', url: '/api/orders', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBeUndefined();
    expect(res.json().map((o: { _id: string }) => o._id)).toEqual([b, a]);
  });

  it('pages with limit and page and reports the total in X-Total-Count', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await placedOrderId(i % 2 ? userA : userB, { orderQuanty: 2 }));
    const res = await t.app.inject({ method: 'GET', url: '/api/orders?limit=2&page=2', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.json().map((o: { _id: string }) => o._id)).toEqual([ids[2], ids[1]]);
  });

  it('shows paid and refund-due orders as paid with their transaction id', async () => {
    const paid = await placedOrderId(userA);
    const refund = await placedOrderId(userB);
    await markPaid(paid);
    await markPaid(refund, 'refund_due');
    const list = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: admin.headers })).json();
    expect(list).toEqual([
      expect.objectContaining({ _id: refund, paid: true, status: 'refund_due', transactionId: 'pi_test_123' }),
      expect.objectContaining({ _id: paid, paid: true, status: 'paid', transactionId: 'pi_test_123' }),
    ]);
  });

  it('answers 403 to a user and 401 without a token', async () => {
    await placedOrderId(userA);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: userA.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });

  it.each(['limit=0', 'limit=101', 'limit=x', 'limit=2&page=0'])('answers 400 for %s', async (qs) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/orders?${qs}`, headers: admin.headers });
    expect(res.statusCode).toBe(400);
  });
});

describe('DELETE /api/myorders/{id}', () => {
  it("cancels the owner's unpaid order and puts its quantity back in stock", async () => {
    const id = await placedOrderId(userA, { orderQuanty: 4 });
    expect(await stockOf(product.id)).toBe(6);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/myorders/${id}`, headers: userA.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(await stockOf(product.id)).toBe(10);
    const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: userA.headers })).json();
    expect(order.status).toBe('cancelled');
  });

  it('answers { deletedCount: 0 } when the order is already cancelled, and returns the stock once', async () => {
    const id = await placedOrderId(userA, { orderQuanty: 4 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'DELETE', url: `/api/myorders/${id}`, headers: userA.headers }),
      ),
    );
    expect(results.map((r) => r.json().deletedCount).sort()).toEqual([0, 0, 0, 0, 1]);
    expect(await stockOf(product.id)).toBe(10);
  });

  it.each(['paid', 'refund_due'] as const)(
    'refuses to cancel a %s order with 409 and changes nothing',
    async (status) => {
      const id = await placedOrderId(userA);
      await markPaid(id, status);
      const before = await snapshot();
      const res = await t.app.inject({ method: 'DELETE', url: `/api/myorders/${id}`, headers: userA.headers });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(ORDER_TEXT.orderPaidCannotCancel);
      expect(await snapshot()).toEqual(before);
    },
  );

  it("refuses someone else's order with 403 (also to an admin) and 401 without a token, changing nothing", async () => {
    const id = await placedOrderId(userA);
    const before = await snapshot();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/myorders/${id}`, headers: userB.headers })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/myorders/${id}`, headers: admin.headers })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/myorders/${id}` })).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it.each(['6f1b2c3d-0000-4000-8000-000000000000', 'not-an-id'])(
    'answers 404 for an unknown or malformed id (%s)',
    async (id) => {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/myorders/${id}`, headers: userA.headers });
      expect(res.statusCode).toBe(404);
    },
  );

  it('cancels an order whose product was deleted, keeping its name and prices', async () => {
    const id = await placedOrderId(userA);
    await t.store.db.updateTable('orders').set({ productId: null }).where('productId', '=', product.id).execute();
    await t.store.db.updateTable('orderLines').set({ productId: null }).where('productId', '=', product.id).execute();
    await t.store.db.deleteFrom('products').where('id', '=', product.id).execute();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/myorders/${id}`, headers: userA.headers });
    expect(res.json()).toEqual({ deletedCount: 1 });
    const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: userA.headers })).json();
    expect(order).toMatchObject({ status: 'cancelled', productname: 'Disc Brake Rotor', price: 3871.5 });
  });
});
