import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  changeVariant,
  addLine,
  createBuyers,
  DELIVERY,
  getCart,
  postCheckout,
  putLine,
  stockOf,
  storeSnapshot,
} from '../../../test/cart-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { createUser } from '../../../test/users.ts';
import type { ProductRow } from '../catalog/catalog.repository.ts';

const { CART_TEXT, ORDER_PAGE_TEXT } = englishTexts('cart');
const { ORDER_TEXT } = englishTexts('orders');
const { PHONE_TEXT } = englishTexts('delivery');
const { quantityAboveStock, quantityBelowMinimum } = englishTexts('feedback').MESSAGES;

let t: TestApp;
let userA: TestUser;
let userB: TestUser;
let admin: TestUser;
let rotor: ProductRow;
let chain: ProductRow;
let pads: ProductRow;

beforeEach(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
  [userA, userB, admin] = await Promise.all([createUser(t), createUser(t), createUser(t, { role: 'admin' })]);
  rotor = await createProduct(t.store.db, {
    name: 'Disc Brake Rotor',
    priceTaka: 1250.5,
    minQuantity: 2,
    maxQuantity: 10,
  });
  chain = await createProduct(t.store.db, { name: 'Chain 11-speed', priceTaka: 900, minQuantity: 1, maxQuantity: 20 });
  pads = await createProduct(t.store.db, { name: 'Brake Pads', priceTaka: 300, minQuantity: 1, maxQuantity: 30 });
});
afterEach(async () => {
  await t.close();
});

async function fillCart(user: TestUser = userA) {
  await addLine(t.app, user, rotor.id, 3);
  await addLine(t.app, user, chain.id, 2);
  await addLine(t.app, user, pads.id, 4);
}

const getOrder = async (id: string, user: TestUser = userA) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: user.headers })).json();

describe('POST /api/checkout', () => {
  it('turns the cart into one unpaid order with a line per cart line, shipping and total, takes the stock and empties the cart', async () => {
    await fillCart();
    const before = Date.now();
    const res = await postCheckout(t.app, userA, { ...DELIVERY, orderId: 'PO-17' });
    expect(res.statusCode).toBe(201);
    // 3 × 1250.50 + 2 × 900 + 4 × 300 = 6751.50, under ৳10,000: ৳120 shipping.
    const { insertedId } = res.json();
    expect(res.json()).toEqual({ acknowledged: true, insertedId: expect.any(String), total: 6871.5 });
    expect([await stockOf(t, rotor.id), await stockOf(t, chain.id), await stockOf(t, pads.id)]).toEqual([7, 18, 26]);
    expect((await getCart(t.app, userA)).json().lines).toEqual([]);

    const order = await getOrder(insertedId);
    expect(order).toMatchObject({
      _id: insertedId,
      productId: null,
      productname: 'Disc Brake Rotor and 2 more',
      email: userA.email,
      orderQuanty: 9,
      price: 6871.5,
      unitPrice: 0,
      address: DELIVERY.address,
      phone: '+8801711000000',
      orderId: 'PO-17',
      paid: false,
      status: 'unpaid',
      subtotal: 6751.5,
      shipping: 120,
      total: 6871.5,
      lines: [
        { productId: rotor.id, productname: 'Disc Brake Rotor', unitPrice: 1250.5, quantity: 3, lineTotal: 3751.5 },
        { productId: chain.id, productname: 'Chain 11-speed', unitPrice: 900, quantity: 2, lineTotal: 1800 },
        { productId: pads.id, productname: 'Brake Pads', unitPrice: 300, quantity: 4, lineTotal: 1200 },
      ],
    });
    // The deadline: UNPAID_ORDER_TTL_HOURS (48) after it was placed.
    const deadline = Date.parse(order.expiresAt);
    expect(deadline - before).toBeGreaterThanOrEqual(48 * 3_600_000 - 1000);
    expect(deadline - Date.now()).toBeLessThanOrEqual(48 * 3_600_000);
  });

  it('lists the order with its lines in My Orders and for the admin', async () => {
    await fillCart();
    const { insertedId } = (await postCheckout(t.app, userA)).json();
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/myorders?email=${encodeURIComponent(userA.email)}`,
      headers: userA.headers,
    });
    expect(mine.json()[0]).toMatchObject({ _id: insertedId, total: 6871.5, shipping: 120 });
    expect(mine.json()[0].lines).toHaveLength(3);
    const all = await t.app.inject({ method: 'GET', url: '/api/orders?limit=10', headers: admin.headers });
    expect(all.json()[0]).toMatchObject({ _id: insertedId, productname: 'Disc Brake Rotor and 2 more' });
    expect(all.json()[0].lines).toHaveLength(3);
  });

  it('ships free from ৳10,000 of parts', async () => {
    await addLine(t.app, userA, chain.id, 12); // ৳10,800
    const res = await postCheckout(t.app, userA);
    const order = await getOrder(res.json().insertedId);
    expect(order).toMatchObject({ subtotal: 10800, shipping: 0, total: 10800, price: 10800 });
    // A one-line order keeps the spec's meaning of its fields.
    expect(order).toMatchObject({
      productId: chain.id,
      productname: 'Chain 11-speed',
      orderQuanty: 12,
      unitPrice: 900,
    });
  });

  it("is paid for the order's total including shipping", async () => {
    await fillCart();
    const { insertedId, total } = (await postCheckout(t.app, userA)).json();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: userA.headers,
      payload: { price: 6751.5, order: insertedId },
    });
    expect(wrong.statusCode).toBe(400);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: userA.headers,
      payload: { price: total, order: insertedId },
    });
    expect(right.statusCode).toBe(200);
    const intent = await t.store.db
      .selectFrom('paymentIntents')
      .selectAll()
      .where('orderId', '=', insertedId)
      .executeTakeFirstOrThrow();
    expect(intent.amount).toBe(687150);
  });

  it('refuses an empty cart with 400 and changes nothing', async () => {
    const before = await storeSnapshot(t);
    const res = await postCheckout(t.app, userA);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(CART_TEXT.cartEmpty);
    expect(await storeSnapshot(t)).toEqual(before);
  });

  describe('a line that cannot be served fails the whole checkout with 409 naming it, and nothing changes', () => {
    it.each([
      [
        'its stock fell below the quantity',
        async () => {
          await changeVariant(t, chain.id, { stock: 1 });
        },
        () => chain,
        () => quantityAboveStock({ n: 2, max: 1 }),
      ],
      [
        'its product was deleted',
        async () => {
          await t.store.db.deleteFrom('products').where('id', '=', pads.id).execute();
        },
        () => pads,
        () => CART_TEXT.productGone({ name: 'Brake Pads' }),
      ],
      [
        'its price changed',
        async () => {
          await changeVariant(t, chain.id, { price: 99_00 });
        },
        () => chain,
        () => CART_TEXT.priceChanged({ name: 'Chain 11-speed' }),
      ],
      [
        'its minimum was raised',
        async () => {
          await changeVariant(t, rotor.id, { minQuantity: 4 });
        },
        () => rotor,
        () => quantityBelowMinimum({ min: 4 }),
      ],
    ])('when %s', async (_name, change, product, message) => {
      await fillCart();
      await change();
      const before = await storeSnapshot(t);
      const res = await postCheckout(t.app, userA);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.fields).toEqual({ [`lines.${product().id}`]: message() });
      expect(res.json().error.message).toContain(product().name);
      expect(await storeSnapshot(t)).toEqual(before);
    });
  });

  it.each([
    ['address', { address: '' }, ORDER_TEXT.addressRequired],
    ['address', { address: 'x'.repeat(301) }, ORDER_TEXT.addressTooLong({ max: 300 })],
    ['phone', { phone: undefined }, ORDER_TEXT.phoneRequired],
    ['phone', { phone: 'call me' }, PHONE_TEXT.invalid],
    ['orderId', { orderId: 'x'.repeat(61) }, ORDER_TEXT.orderRefTooLong({ max: 60 })],
  ])('refuses a bad %s with 400 and changes nothing (%j)', async (field, overrides, message) => {
    await fillCart();
    const before = await storeSnapshot(t);
    const res = await postCheckout(t.app, userA, { ...DELIVERY, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await storeSnapshot(t)).toEqual(before);
  });

  it('answers 401 without a token, before reading the body, and changes nothing', async () => {
    await fillCart();
    const before = await storeSnapshot(t);
    expect((await postCheckout(t.app, null)).statusCode).toBe(401);
    expect((await postCheckout(t.app, null, { address: '' })).statusCode).toBe(401);
    expect(await storeSnapshot(t)).toEqual(before);
  });

  it("checks out only the caller's own cart", async () => {
    await fillCart(userA);
    await addLine(t.app, userB, pads.id, 1);
    const { insertedId } = (await postCheckout(t.app, userB)).json();
    expect((await getOrder(insertedId, userB)).lines).toHaveLength(1);
    expect((await getCart(t.app, userA)).json().lines).toHaveLength(3);
  });
});

describe('a cart changed while it is checked out', () => {
  it('keeps a line put in during the checkout: it is ordered or stays in the cart, never lost', async () => {
    // Each round, a second tab adds the brake pads while the first checks the rotor and chain out.
    for (let round = 0; round < 12; round += 1) {
      await addLine(t.app, userA, rotor.id, 2);
      await addLine(t.app, userA, chain.id, 1);
      const [placed, added] = await Promise.all([
        postCheckout(t.app, userA),
        // Later each round, so that some land in the middle of the checkout's transaction.
        new Promise((resolve) => setTimeout(resolve, round * 2)).then(() => putLine(t.app, userA, pads.id, 1)),
      ]);
      expect(placed.statusCode, placed.body).toBe(201);
      expect(added.statusCode, added.body).toBe(200);
      const order = await getOrder(placed.json<{ insertedId: string }>().insertedId);
      const ordered = (order.lines as { productId: string }[]).some((l) => l.productId === pads.id);
      const inCart = (await getCart(t.app, userA)).json<{ lines: { productId: string }[] }>().lines;
      expect({ round, kept: ordered || inCart.some((l) => l.productId === pads.id) }).toEqual({ round, kept: true });
      // The rotor and chain were ordered: they left the cart.
      expect(inCart.filter((l) => l.productId !== pads.id)).toEqual([]);
      await t.store.db.deleteFrom('cartLines').execute();
      // Cancelled, so that stock and the unpaid-order limit last every round.
      const cancelled = await t.app.inject({
        method: 'DELETE',
        url: `/api/myorders/${order._id}`,
        headers: userA.headers,
      });
      expect(cancelled.statusCode).toBe(200);
    }
  });
});

describe('unpaid orders per account (MAX_OPEN_UNPAID_ORDERS)', () => {
  const orderBody = (productId: string) => ({ productId, orderQuanty: 1, ...DELIVERY });

  it('refuses a sixth unpaid order with 409 saying to pay or cancel one, from the cart and the order form', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: userA.headers,
        payload: orderBody(pads.id),
      });
      expect(res.statusCode).toBe(201);
    }
    await addLine(t.app, userA, chain.id, 1);
    const before = await storeSnapshot(t);
    const fromCart = await postCheckout(t.app, userA);
    expect(fromCart.statusCode).toBe(409);
    expect(fromCart.json().error).toMatchObject({
      code: 'TOO_MANY_UNPAID_ORDERS',
      message: ORDER_PAGE_TEXT.tooManyUnpaid({ max: 5 }),
      messageId: '@i18n:cart.ORDER_PAGE_TEXT.tooManyUnpaid?max=5',
    });
    const fromForm = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: userA.headers,
      payload: orderBody(pads.id),
    });
    expect(fromForm.statusCode).toBe(409);
    expect(await storeSnapshot(t)).toEqual(before);
    // Another account is not held back.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/orders', headers: userB.headers, payload: orderBody(pads.id) }))
        .statusCode,
    ).toBe(201);
  });

  it('counts only unpaid orders: after cancelling one or paying one, the next is accepted', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: userA.headers,
        payload: orderBody(pads.id),
      });
      ids.push(res.json().insertedId);
    }
    await t.app.inject({ method: 'DELETE', url: `/api/myorders/${ids[0]}`, headers: userA.headers });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/orders', headers: userA.headers, payload: orderBody(pads.id) }))
        .statusCode,
    ).toBe(201);
    await t.store.db
      .updateTable('orders')
      .set({ status: 'paid', transactionId: 'pi_x' })
      .where('id', '=', ids[1] as string)
      .execute();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/orders', headers: userA.headers, payload: orderBody(pads.id) }))
        .statusCode,
    ).toBe(201);
  });

  it('cannot be raced past: 12 orders of one account at once leave exactly 5 unpaid', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({ method: 'POST', url: '/api/orders', headers: userA.headers, payload: orderBody(pads.id) }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await stockOf(t, pads.id)).toBe(25);
  });

  it('follows MAX_OPEN_UNPAID_ORDERS from the configuration', async () => {
    const other = await buildTestApp({ env: { MAX_OPEN_UNPAID_ORDERS: '1', AUTH_RATE_LIMIT: '100000' } });
    try {
      const buyer = await createUser(other);
      const p = await createProduct(other.store.db, { maxQuantity: 10 });
      const place = () =>
        other.app.inject({ method: 'POST', url: '/api/orders', headers: buyer.headers, payload: orderBody(p.id) });
      expect((await place()).statusCode).toBe(201);
      const second = await place();
      expect(second.statusCode).toBe(409);
      expect(second.json().error.message).toBe(ORDER_PAGE_TEXT.tooManyUnpaid({ max: 1 }));
    } finally {
      await other.close();
    }
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated checkout with the same key and body with the same order (200), taking stock once', async () => {
    await fillCart();
    const first = await postCheckout(t.app, userA, DELIVERY, 'key-1');
    expect(first.statusCode).toBe(201);
    const after = await storeSnapshot(t);
    const again = await postCheckout(t.app, userA, DELIVERY, 'key-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await storeSnapshot(t)).toEqual(after);
  });

  it('refuses the same key with another body with 422, and changes nothing', async () => {
    await fillCart();
    await postCheckout(t.app, userA, DELIVERY, 'key-2');
    await fillCart();
    const before = await storeSnapshot(t);
    const res = await postCheckout(t.app, userA, { ...DELIVERY, address: 'Another Road 9, Khulna' }, 'key-2');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(ORDER_PAGE_TEXT.idempotencyMismatch);
    expect(await storeSnapshot(t)).toEqual(before);
  });

  it('makes one order of two checkouts with one key arriving at once', async () => {
    await fillCart();
    const [a, b] = await Promise.all([
      postCheckout(t.app, userA, DELIVERY, 'key-race'),
      postCheckout(t.app, userA, DELIVERY, 'key-race'),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 201]);
    expect(a?.json().insertedId).toBe(b?.json().insertedId);
    expect(await t.store.db.selectFrom('orders').select('id').execute()).toHaveLength(1);
    expect(await stockOf(t, rotor.id)).toBe(7);
  });

  it('does the same for the order form (POST /api/orders), also when the two requests arrive at once', async () => {
    const body = { productId: chain.id, orderQuanty: 2, ...DELIVERY };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...userA.headers, 'idempotency-key': 'form-1' },
        payload: body,
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().insertedId).toBe(b.json().insertedId);
    expect(await stockOf(t, chain.id)).toBe(18);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...userA.headers, 'idempotency-key': 'form-1' },
      payload: { ...body, orderQuanty: 3 },
    });
    expect(other.statusCode).toBe(422);
  });

  it("keeps one account's keys apart from another's", async () => {
    await fillCart(userA);
    await fillCart(userB);
    const a = await postCheckout(t.app, userA, DELIVERY, 'shared-key');
    const b = await postCheckout(t.app, userB, DELIVERY, 'shared-key');
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().insertedId).not.toBe(b.json().insertedId);
  });

  it('forgets a key after 24 hours: the same key then makes a new order', async () => {
    await fillCart();
    const first = (await postCheckout(t.app, userA, DELIVERY, 'old-key')).json();
    await t.store.db
      .updateTable('idempotencyKeys')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('key', '=', 'old-key')
      .execute();
    await fillCart();
    const second = await postCheckout(t.app, userA, DELIVERY, 'old-key');
    expect(second.statusCode).toBe(201);
    expect(second.json().insertedId).not.toBe(first.insertedId);
  });

  it('does not keep a key whose checkout failed: fixing the cart and retrying with it places the order', async () => {
    await fillCart();
    await changeVariant(t, chain.id, { stock: 1 });
    expect((await postCheckout(t.app, userA, DELIVERY, 'retry-key')).statusCode).toBe(409);
    await addLine(t.app, userA, chain.id, 1);
    expect((await postCheckout(t.app, userA, DELIVERY, 'retry-key')).statusCode).toBe(201);
  });

  it.each([
    ['over 200 characters', 'k'.repeat(201)],
    ['with a space', 'my key'],
    ['empty', ''],
  ])('refuses a key %s with 400 and changes nothing', async (_name, key) => {
    await fillCart();
    const before = await storeSnapshot(t);
    const res = await postCheckout(t.app, userA, DELIVERY, key);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['idempotency-key']).toBe(ORDER_PAGE_TEXT.idempotencyKeyInvalid({ max: 200 }));
    expect(await storeSnapshot(t)).toEqual(before);
  });
});

describe('50 buyers checking out carts that share the last 5 pieces of one product', () => {
  async function race(apps: TestApp['app'][]) {
    const last = await createProduct(t.store.db, { name: 'Last Hub', minQuantity: 1, maxQuantity: 5 });
    const buyers = await createBuyers(t, 50);
    const own = await Promise.all(buyers.map(() => createProduct(t.store.db, { priceTaka: 100, maxQuantity: 3 })));
    const shared = await createProduct(t.store.db, { priceTaka: 50, maxQuantity: 1000 });
    // Every cart: one of the last hubs, two of a product of its own, one of a product all share plentifully.
    // The lines are added in different orders so that stock is requested in different orders.
    await Promise.all(
      buyers.map(async (buyer, i) => {
        const lines: [string, number][] = [
          [last.id, 1],
          [(own[i] as ProductRow).id, 2],
          [shared.id, 1],
        ];
        if (i % 2) lines.reverse();
        for (const [id, q] of lines) await addLine(t.app, buyer, id, q);
      }),
    );
    const results = await Promise.all(
      buyers.map((buyer, i) => postCheckout(apps[i % apps.length] as TestApp['app'], buyer)),
    );
    const won = results.map((r, i) => [r.statusCode, i] as const).filter(([s]) => s === 201);
    expect(won).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(45);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().error.fields).toEqual({ [`lines.${last.id}`]: quantityAboveStock({ n: 1, max: 0 }) });
    }
    expect(await stockOf(t, last.id)).toBe(0);
    expect(await stockOf(t, shared.id)).toBe(995);
    // Nothing partial: only the winners' own products lost stock, each exactly 2.
    for (const [i, p] of own.entries()) {
      expect(await stockOf(t, p.id)).toBe(won.some(([, w]) => w === i) ? 1 : 3);
    }
    const orders = await t.store.db.selectFrom('orders').select(['id', 'quantity']).execute();
    expect(orders).toHaveLength(5);
    expect(orders.every((o) => o.quantity === 4)).toBe(true);
    expect(await t.store.db.selectFrom('orderLines').select('orderId').execute()).toHaveLength(15);
    // The losers keep their carts; the winners' are empty.
    const carts = await t.store.db.selectFrom('cartLines').select('userId').distinct().execute();
    expect(carts).toHaveLength(45);
  }

  it('sells exactly the 5 pieces, nothing partial', async () => {
    await race([t.app]);
  });

  it('does the same on two server instances sharing the database', async () => {
    const store = t.store.dialect === 'postgres' ? t.database.openAnother() : t.store;
    const second = await buildTestApp({ database: t.database, store, env: { AUTH_RATE_LIMIT: '100000' } });
    try {
      await race([t.app, second.app]);
    } finally {
      await second.close();
    }
  });
});
