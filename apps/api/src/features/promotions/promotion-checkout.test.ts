// Promotions at placement: checkout and the spec's POST /api/orders recompute every discount on the server, write
// the order's discounts and each line's share, count the uses by a conditional update (exactly the limit under 50
// concurrent checkouts), refuse a promotion that ended since the cart with nothing placed, give uses back on
// cancel and expiry, and bind an online-only discount to online payment.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { Cart, Promotion } from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  addLine,
  createBuyers,
  DELIVERY,
  getCart,
  postCheckout,
  stockOf,
  storeSnapshot,
} from '../../../test/cart-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { createUser } from '../../../test/users.ts';
import type { ProductRow } from '../catalog/catalog.repository.ts';
import { expireOrder } from '../orders/orders.service.ts';

/** A message with values (the catalogue is not `as const`, so its type does not say it takes them). */
const withValues = (message: unknown, values: Record<string, unknown>): string =>
  (message as (v: Record<string, unknown>) => string)(values);

const { PROMOTION_ERRORS } = englishTexts('promotions');

let t: TestApp;
let buyer: TestUser;
let admin: TestUser;
let chain: ProductRow;
let brake: ProductRow;

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function promotion(body: object): Promise<Promotion> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/promotions',
    headers: admin.headers,
    payload: { name: 'Eid', startsAt: ago(HOUR), ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Promotion>();
}

const putCoupon = async (code: string, user = buyer) => {
  const res = await t.app.inject({ method: 'PUT', url: '/api/cart/coupon', headers: user.headers, payload: { code } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Cart>();
};
const cart = async (user = buyer) => (await getCart(t.app, user)).json<Cart>();
const promotionRow = (id: string) =>
  t.store.db.selectFrom('promotions').select(['uses', 'discountGiven']).where('id', '=', id).executeTakeFirstOrThrow();
const orderOf = (id: string) =>
  t.store.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const linesOf = (id: string) =>
  t.store.db.selectFrom('orderLines').selectAll().where('orderId', '=', id).orderBy('lineNo').execute();
const discountsOf = (id: string) =>
  t.store.db
    .selectFrom('orderDiscounts')
    .selectAll()
    .where('orderId', '=', id)
    .orderBy('amount', 'desc')
    .orderBy('name')
    .execute();

async function checkout(body: object = {}, user = buyer) {
  const res = await postCheckout(t.app, user, { ...DELIVERY, ...body });
  return res;
}

beforeEach(async () => {
  t = await buildTestApp({
    env: { AUTH_RATE_LIMIT: '100000', RATE_LIMIT_SCALE: '2000', PAYMENT_PROVIDERS: 'sandbox,cod' },
  });
  [buyer, admin] = await Promise.all([createUser(t), createUser(t, { role: 'admin' })]);
  chain = await createProduct(t.store.db, { name: 'Chain', priceTaka: 500 });
  brake = await createProduct(t.store.db, { name: 'Brake', priceTaka: 1000 });
});
afterEach(async () => {
  await t.close();
});

describe('checkout with promotions', () => {
  it('charges what the cart showed: discount lines, each line’s share, the order’s discount and total, one use each', async () => {
    const sale = await promotion({
      name: 'Chain sale',
      kind: 'items_percent',
      percent: 10,
      targets: { productIds: [chain.id] },
    });
    const eid = await promotion({ name: 'Eid', kind: 'order_amount', amount: 100, code: 'EID' });
    const free = await promotion({ name: 'Free delivery', kind: 'free_shipping' });
    await addLine(t.app, buyer, chain.id, 2);
    await addLine(t.app, buyer, brake.id, 1);
    const shown = await putCoupon('EID');
    expect(shown.discount).toBe(100 + 100 + shown.shipping);
    const res = await checkout({ expectedTotal: shown.total });
    expect(res.statusCode, res.body).toBe(201);
    const { insertedId, total } = res.json<{ insertedId: string; total: number }>();
    expect(total).toBe(shown.total);
    const order = await orderOf(insertedId);
    expect(order.discount).toBe((200 + shown.shipping) * 100);
    expect(order.total).toBe(order.subtotal + order.shipping - order.discount);
    const lines = await linesOf(insertedId);
    // The chain line: its sale (100) and its share of the 100 off the order (900 of 1900 left → 47.37).
    expect(lines.map((l) => l.discount)).toEqual([100_00 + 47_37, 52_63]);
    expect((await discountsOf(insertedId)).map((d) => [d.name, d.code, d.amount])).toEqual([
      ['Free delivery', null, shown.shipping * 100],
      ['Chain sale', null, 100_00],
      ['Eid', 'EID', 100_00],
    ]);
    for (const p of [sale, eid, free]) expect((await promotionRow(p._id)).uses).toBe(1);
    // The order's answer carries them, in taka.
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${insertedId}`, headers: buyer.headers });
    expect(read.json()).toMatchObject({ discount: 200 + shown.shipping, total: shown.total });
    expect(read.json().discounts).toHaveLength(3);
    expect(read.json().discounts).toContainEqual({
      promotionId: eid._id,
      name: 'Eid',
      code: 'EID',
      kind: 'order_amount',
      amount: 100,
    });
    expect(await promotionRow(eid._id)).toEqual({ uses: 1, discountGiven: 100_00 });
    // The coupon went with the cart.
    expect((await cart()).coupon).toBeNull();
  });

  it('ignores prices and discounts a client sends', async () => {
    await promotion({ kind: 'order_percent', percent: 10 });
    await addLine(t.app, buyer, brake.id, 1);
    const res = await checkout({
      discount: 900,
      total: 1,
      discounts: [{ promotionId: 'x', amount: 900 }],
      unitPrice: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = await orderOf(res.json().insertedId);
    expect(order.discount).toBe(100_00);
  });

  it('refuses with 409 totalChanged when the total the buyer saw is not the server’s, placing nothing', async () => {
    const p = await promotion({ kind: 'order_percent', percent: 10 });
    await addLine(t.app, buyer, brake.id, 1);
    const shown = await cart();
    await t.store.db
      .updateTable('promotions')
      .set({ endsAt: ago(1) })
      .where('id', '=', p._id)
      .execute();
    const before = await storeSnapshot(t);
    const res = await checkout({ expectedTotal: shown.total });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('TOTAL_CHANGED');
    expect(res.json().error.message).toBe(withValues(PROMOTION_ERRORS.totalChanged, { total: shown.total + 100 }));
    expect(await storeSnapshot(t)).toEqual(before);
  });

  it('refuses a kept coupon that ended between the cart and checkout: 409 naming it, no order, stock and uses unchanged', async () => {
    const p = await promotion({ kind: 'order_percent', percent: 10, code: 'FLASH' });
    await addLine(t.app, buyer, brake.id, 1);
    await putCoupon('FLASH');
    await t.store.db
      .updateTable('promotions')
      .set({ endsAt: ago(1) })
      .where('id', '=', p._id)
      .execute();
    const before = await storeSnapshot(t);
    const res = await checkout();
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'PROMOTION_ENDED',
      message: withValues(PROMOTION_ERRORS.promotionEnded, { name: 'FLASH' }),
    });
    expect(await storeSnapshot(t)).toEqual(before);
    expect(await stockOf(t, brake.id)).toBe(100);
    expect(await promotionRow(p._id)).toEqual({ uses: 0, discountGiven: 0 });
  });

  it('applies a first-order promotion once: the second order of the account, or of the phone, has none', async () => {
    await promotion({ kind: 'order_amount', amount: 50, firstOrderOnly: true });
    await addLine(t.app, buyer, brake.id, 1);
    const first = await checkout();
    expect((await orderOf(first.json().insertedId)).discount).toBe(50_00);
    await addLine(t.app, buyer, brake.id, 1);
    const second = await checkout();
    expect((await orderOf(second.json().insertedId)).discount).toBe(0);
    const other = await createUser(t);
    await addLine(t.app, other, brake.id, 1);
    const samePhone = await checkout({}, other);
    expect((await orderOf(samePhone.json().insertedId)).discount).toBe(0);
  });

  it('limits uses per customer by account and by phone', async () => {
    const p = await promotion({ kind: 'order_amount', amount: 50, code: 'ONCE', maxUsesPerCustomer: 1 });
    await addLine(t.app, buyer, brake.id, 1);
    await putCoupon('ONCE');
    expect((await checkout()).statusCode).toBe(201);
    // The same account: the code is refused when kept again.
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/coupon',
      headers: buyer.headers,
      payload: { code: 'ONCE' },
    });
    expect(again.statusCode).toBe(400);
    // Another account with the same phone: kept in the cart (its phone is not known yet), refused at checkout.
    const other = await createUser(t);
    await addLine(t.app, other, brake.id, 1);
    await putCoupon('ONCE', other);
    const res = await checkout({}, other);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PROMOTION_ENDED');
    expect((await promotionRow(p._id)).uses).toBe(1);
  });

  it('gives a non-combinable coupon alone when it is worth more than the automatic ones together', async () => {
    await promotion({ name: 'Everyday', kind: 'order_percent', percent: 5 });
    await promotion({ name: 'Big', kind: 'order_percent', percent: 20, code: 'BIG', combinable: false });
    await addLine(t.app, buyer, brake.id, 1);
    await putCoupon('BIG');
    const res = await checkout();
    expect((await discountsOf(res.json().insertedId)).map((d) => [d.name, d.amount])).toEqual([['Big', 200_00]]);
  });

  it('applies only automatic promotions to the spec’s one-line order', async () => {
    await promotion({ kind: 'order_amount', amount: 100 });
    await promotion({ kind: 'order_amount', amount: 300, code: 'NOTHERE' });
    await putCoupon('NOTHERE');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: { productId: brake.id, orderQuanty: 2, ...DELIVERY },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = await orderOf(res.json().insertedId);
    expect(order.discount).toBe(100_00);
    expect(order.total).toBe(order.subtotal + order.shipping - 100_00);
  });
});

describe('uses', () => {
  it('gives exactly the limit of 10 uses to 50 concurrent checkouts; the others are refused with promotionEnded', async () => {
    const p = await promotion({ kind: 'order_amount', amount: 100, code: 'TEN', maxUses: 10 });
    const buyers = await createBuyers(t, 50);
    await Promise.all(
      buyers.map(async (b) => {
        await addLine(t.app, b, brake.id, 1);
        await putCoupon('TEN', b);
      }),
    );
    const results = await Promise.all(
      buyers.map((b, i) => postCheckout(t.app, b, { ...DELIVERY, phone: `0171100${String(i).padStart(4, '0')}` })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.json().error.code).toBe('PROMOTION_ENDED');
    expect(await promotionRow(p._id)).toEqual({ uses: 10, discountGiven: 10 * 100_00 });
    expect(await t.store.db.selectFrom('orders').select('id').execute()).toHaveLength(10);
    expect(await t.store.db.selectFrom('promotionUses').select('orderId').execute()).toHaveLength(10);
    expect(await stockOf(t, brake.id)).toBe(90);
  });

  it('gives a once-per-customer coupon once to 10 accounts of one phone checking out at the same time', async () => {
    const p = await promotion({ kind: 'order_amount', amount: 100, code: 'ONCE', maxUsesPerCustomer: 1 });
    const buyers = await createBuyers(t, 10);
    await Promise.all(
      buyers.map(async (b) => {
        await addLine(t.app, b, brake.id, 1);
        await putCoupon('ONCE', b);
      }),
    );
    const results = await Promise.all(buyers.map((b) => postCheckout(t.app, b, { ...DELIVERY, phone: '01711009999' })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.code).toBe('PROMOTION_ENDED');
    }
    expect(await promotionRow(p._id)).toEqual({ uses: 1, discountGiven: 100_00 });
    expect(await t.store.db.selectFrom('orders').select('id').execute()).toHaveLength(1);
    expect(await stockOf(t, brake.id)).toBe(99);
  });

  it('gives a first-order coupon to one of 10 new accounts of one phone checking out at the same time', async () => {
    const p = await promotion({ kind: 'order_amount', amount: 100, code: 'FIRST', firstOrderOnly: true });
    const buyers = await createBuyers(t, 10);
    await Promise.all(
      buyers.map(async (b) => {
        await addLine(t.app, b, brake.id, 1);
        await putCoupon('FIRST', b);
      }),
    );
    const results = await Promise.all(buyers.map((b) => postCheckout(t.app, b, { ...DELIVERY, phone: '01711008888' })));
    // One order has the discount. A checkout priced after it committed is placed at the full price (the code no
    // longer applies, as its cart says); one priced before and finished after is refused and places nothing.
    const placed = results.filter((r) => r.statusCode === 201).map((r) => r.json<{ insertedId: string }>().insertedId);
    for (const r of results.filter((r) => r.statusCode !== 201)) expect(r.json().error.code).toBe('PROMOTION_ENDED');
    expect(await t.store.db.selectFrom('orderDiscounts').select('orderId').execute()).toHaveLength(1);
    expect(await promotionRow(p._id)).toEqual({ uses: 1, discountGiven: 100_00 });
    expect(await stockOf(t, brake.id)).toBe(100 - placed.length);
  });

  it('gives the uses back once when the order is cancelled or expires unpaid', async () => {
    const p = await promotion({ kind: 'order_amount', amount: 100, code: 'BACK', maxUses: 1 });
    await addLine(t.app, buyer, brake.id, 1);
    await putCoupon('BACK');
    const placed = (await checkout()).json<{ insertedId: string }>().insertedId;
    expect(await promotionRow(p._id)).toEqual({ uses: 1, discountGiven: 100_00 });
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/myorders/${placed}`, headers: buyer.headers });
    expect(cancel.statusCode).toBe(200);
    expect(await promotionRow(p._id)).toEqual({ uses: 0, discountGiven: 0 });
    await t.app.inject({ method: 'DELETE', url: `/api/myorders/${placed}`, headers: buyer.headers });
    expect(await promotionRow(p._id)).toEqual({ uses: 0, discountGiven: 0 });

    await addLine(t.app, buyer, brake.id, 1);
    await putCoupon('BACK');
    const second = (await checkout()).json<{ insertedId: string }>().insertedId;
    expect((await promotionRow(p._id)).uses).toBe(1);
    expect(await expireOrder(t.store.db, second, new Date())).toBe(true);
    expect(await promotionRow(p._id)).toEqual({ uses: 0, discountGiven: 0 });
    const uses = await t.store.db.selectFrom('promotionUses').select(['orderId', 'releasedAt']).execute();
    expect(uses).toHaveLength(2);
    expect(uses.every((u) => u.releasedAt !== null)).toBe(true);
  });
});

describe('payment method', () => {
  it('binds an order with an online-only discount to online payment: cash on delivery is 409', async () => {
    await promotion({ kind: 'order_amount', amount: 100, paymentMethod: 'online' });
    await addLine(t.app, buyer, brake.id, 1);
    const placed = (await checkout()).json<{ insertedId: string }>().insertedId;
    expect(await orderOf(placed)).toMatchObject({ discount: 100_00, paymentMethodRequired: 'online' });
    const cod = await t.app.inject({
      method: 'POST',
      url: '/api/payments/cod',
      headers: buyer.headers,
      payload: { order: placed },
    });
    expect(cod.statusCode).toBe(409);
    expect(cod.json().error.message).toBe(PROMOTION_ERRORS.paymentMethodBound);
  });

  it('binds an order with a cash-on-delivery discount to cash on delivery: paying online is 409, cash on delivery is taken', async () => {
    await promotion({ kind: 'order_amount', amount: 100, paymentMethod: 'cod' });
    await addLine(t.app, buyer, brake.id, 1);
    const placed = (await checkout({ paymentMethod: 'cod' })).json<{ insertedId: string }>().insertedId;
    const order = await orderOf(placed);
    expect(order).toMatchObject({ discount: 100_00, paymentMethodRequired: 'cod' });
    const online = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: buyer.headers,
      payload: { order: placed, price: order.total / 100 },
    });
    expect(online.statusCode).toBe(409);
    expect(online.json().error.message).toBe(PROMOTION_ERRORS.paymentMethodBoundCod);
    expect(await t.store.db.selectFrom('paymentIntents').select('id').where('orderId', '=', placed).execute()).toEqual(
      [],
    );
    const cod = await t.app.inject({
      method: 'POST',
      url: '/api/payments/cod',
      headers: buyer.headers,
      payload: { order: placed },
    });
    expect(cod.statusCode).toBe(200);
  });

  it('leaves an online-only discount out when the buyer chooses cash on delivery at checkout', async () => {
    await promotion({ kind: 'order_amount', amount: 100, paymentMethod: 'online' });
    await addLine(t.app, buyer, brake.id, 1);
    const placed = (await checkout({ paymentMethod: 'cod' })).json<{ insertedId: string }>().insertedId;
    expect(await orderOf(placed)).toMatchObject({ discount: 0, paymentMethodRequired: null });
  });
});
