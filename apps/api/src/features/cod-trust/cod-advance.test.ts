// Rule (b) of the COD rules, on SQLite and PostgreSQL: the delivery fee paid online before a cash-on-delivery
// order is confirmed (outside Dhaka, a number's first COD order, a number with a refusal), paid through the
// sandbox's card form, refused for any other amount, the confirmation held until it is paid, the cash to
// collect and the courier's COD amount less the advance, delivery paying the order, and the advance
// refunded once after a cancel.
import { englishTexts } from '@store/shared/i18n/server';
import type { CashToCollect, CodEligibility, CodQueue, CodRules, Order } from '@store/shared/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { DHANMONDI, defineZones, postOrder, saveAddress } from '../../../test/delivery-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { readOrder, transition } from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';
import { nowIso } from '../../lib/ids.ts';
import { settleSucceededPayment } from '../payments/payment-settlement.service.ts';
import { COURIER_ENV } from '../courier/testing/courier-fixtures.ts';
import { SteadfastDouble } from '../courier/testing/steadfast-double.ts';

const { COD_ADVANCE_TEXT } = englishTexts('cod-trust');

let double: SteadfastDouble;
let t: TestApp;
let alice: TestUser;
let admin: TestUser;

beforeAll(async () => {
  double = await SteadfastDouble.start();
  t = await buildTestApp({ env: { ...COURIER_ENV, ...double.env(), COD_FEE: '60', COD_MAX_TOTAL: '5000' } });
  alice = await createUser(t, { name: 'Alice' });
  admin = await createUser(t, { name: 'Admin', role: 'admin' });
});
afterAll(async () => {
  await t?.close();
  await double?.close();
});

const RULES_OFF = {
  onlyZoneIds: null,
  newNumberMaxTotal: null,
  refuseAfter: null,
  advanceOutsideDhaka: false,
  advanceFirstTime: false,
  advancePastRefusal: false,
};
const putRules = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/cod-rules', headers: admin.headers, payload });
afterEach(async () => {
  expect((await putRules(RULES_OFF)).statusCode).toBe(200);
});

let numbers = 0;
function freshNumber(): string {
  numbers += 1;
  return `0181${String(numbers).padStart(7, '0')}`;
}

/** 2 pieces at ৳300 to a free-text address (৳120 shipping). */
async function placeFreeText(phone = freshNumber()): Promise<string> {
  const product = await createProduct(t.store.db, { maxQuantity: 50, priceTaka: 300 });
  const res = await postOrder(t, alice, { productId: product.id, orderQuanty: 2, address: 'House 1, Dhaka', phone });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

const chooseCod = (orderId: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/cod', headers: alice.headers, payload: { order: orderId } });
async function codOrder(phone?: string): Promise<Order> {
  const id = await placeFreeText(phone);
  const res = await chooseCod(id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Order>();
}
const eligibility = async (orderId: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/cod`, headers: alice.headers })
  ).json<CodEligibility>();

const intent = (orderId: string, price: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: alice.headers,
    payload: { price, order: orderId },
  });
const CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123' };
const confirmCard = (clientSecret: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    headers: alice.headers,
    payload: { clientSecret, card: CARD },
  });
async function payAdvance(orderId: string, advance: number) {
  const opened = await intent(orderId, advance);
  expect(opened.statusCode, opened.body).toBe(200);
  const paid = await confirmCard(opened.json<{ clientSecret: string }>().clientSecret);
  expect(paid.statusCode, paid.body).toBe(200);
  return opened.json<{ clientSecret: string }>().clientSecret;
}

async function moveTo(orderId: string, ...steps: Record<string, unknown>[]) {
  for (const body of steps) {
    const res = await transition(t, admin, orderId, body);
    expect(res.statusCode, res.body).toBe(200);
  }
}
const CONFIRM = { to: 'processing' };
const SHIP = { to: 'shipped', carrier: 'Pathao', trackingNumber: 'PTH-1' };
const queue = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/cod-queue', headers: admin.headers })).json<CodQueue>();
const cashToCollect = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/admin/cash-to-collect', headers: admin.headers })
  ).json<CashToCollect>();

describe('the advance rules', () => {
  it('are off by default and saved with the other rules', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/admin/cod-rules', headers: admin.headers });
    expect(before.json<CodRules>()).toMatchObject({
      advanceOutsideDhaka: false,
      advanceFirstTime: false,
      advancePastRefusal: false,
    });
    const order = await codOrder();
    expect(order.codAdvance).toBe(0);
    expect(order.cashToCollect).toBe(0);
    expect(await eligibility(order._id)).toMatchObject({ advance: null, advanceReason: null });

    const saved = await putRules({ ...RULES_OFF, advanceFirstTime: true, advancePastRefusal: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CodRules>()).toMatchObject({
      advanceOutsideDhaka: false,
      advanceFirstTime: true,
      advancePastRefusal: true,
    });
    expect((await putRules({ ...RULES_OFF, advanceFirstTime: 'yes' })).statusCode).toBe(400);
  });

  it('outside Dhaka: a free-text address counts as outside; the eligibility tells before choosing', async () => {
    expect((await putRules({ ...RULES_OFF, advanceOutsideDhaka: true })).statusCode).toBe(200);
    const id = await placeFreeText();
    expect(await eligibility(id)).toMatchObject({ allowed: true, advance: 120, advanceReason: 'outsideDhaka' });
    const res = await chooseCod(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Order>()).toMatchObject({ codAdvance: 120, codAdvanceReason: 'outsideDhaka' });
    expect(await eligibility(id)).toMatchObject({ advance: 120, advanceReason: 'outsideDhaka', advancePaidAt: null });
  });

  it('first time: a number without a delivered COD order pays it, one with a delivery does not', async () => {
    const known = freshNumber();
    const first = await codOrder(known);
    await moveTo(first._id, CONFIRM, SHIP, { to: 'delivered', cashCollected: true });
    expect((await putRules({ ...RULES_OFF, advanceFirstTime: true })).statusCode).toBe(200);
    expect((await codOrder(known)).codAdvance).toBe(0);
    expect(await codOrder()).toMatchObject({ codAdvance: 120, codAdvanceReason: 'firstTime' });
  });

  it('past refusal: a number with a refused parcel pays it, a fresh one does not', async () => {
    const refusing = freshNumber();
    const refused = await codOrder(refusing);
    await moveTo(refused._id, CONFIRM, SHIP, { to: 'cancelled', note: 'Refused at the door' });
    expect((await putRules({ ...RULES_OFF, advancePastRefusal: true })).statusCode).toBe(200);
    expect(await codOrder(refusing)).toMatchObject({ codAdvance: 120, codAdvanceReason: 'pastRefusal' });
    expect((await codOrder()).codAdvance).toBe(0);
  });
});

describe('paying the advance', () => {
  it('is the only online payment; it leaves the order unpaid, lets the admin confirm, and lowers the cash', async () => {
    expect((await putRules({ ...RULES_OFF, advanceOutsideDhaka: true })).statusCode).toBe(200);
    const order = await codOrder();
    const total = order.total;
    expect(total).toBe(780);

    // Not confirmed while the advance is due.
    const early = await transition(t, admin, order._id, CONFIRM);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ error: { message: string } }>().error.message).toBe(
      COD_ADVANCE_TEXT.confirmBeforeAdvance({ advance: 120 }),
    );
    expect((await queue()).items.find((i) => i.id === order._id)).toMatchObject({ advance: 120, advancePaid: false });

    // Any other amount is refused: the total is not what is due.
    expect((await intent(order._id, total)).statusCode).toBe(400);
    const secret = await payAdvance(order._id, 120);
    expect((await confirmCard(secret)).statusCode).toBe(409);
    const after = await readOrder(t, alice, order._id);
    expect(after).toMatchObject({ paid: false, status: 'unpaid', paymentMethod: 'cod', transactionId: null });
    expect(after.codAdvancePaidAt).toEqual(expect.any(String));
    expect(await eligibility(order._id)).toMatchObject({ advance: 120, advancePaidAt: after.codAdvancePaidAt });
    // Paid: no further online payment of the order.
    expect((await intent(order._id, 120)).statusCode).toBe(409);
    expect((await queue()).items.find((i) => i.id === order._id)).toMatchObject({ advancePaid: true });

    const cashBefore = await cashToCollect();
    await moveTo(order._id, CONFIRM);
    expect((await readOrder(t, alice, order._id)).cashToCollect).toBe(660);
    const cashAfter = await cashToCollect();
    expect(cashAfter.orders).toBe(cashBefore.orders + 1);
    expect(Math.round(cashAfter.amount * 100)).toBe(Math.round(cashBefore.amount * 100) + 66000);

    // The courier collects the rest only.
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/courier/bookings',
      headers: admin.headers,
      payload: { orderIds: [order._id] },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(double.byInvoice(order._id)?.cod_amount).toBe(660);

    // Delivered with the cash: the order is paid, its invoice for the whole total.
    await moveTo(order._id, { to: 'delivered', cashCollected: true });
    const delivered = await readOrder(t, alice, order._id);
    expect(delivered).toMatchObject({ paid: true, status: 'delivered', total: 780, cashToCollect: 0 });
    expect(delivered.invoiceNumber).toEqual(expect.any(String));
  });

  it('is recorded once for the same verified payment, and a payment of another amount changes nothing', async () => {
    expect((await putRules({ ...RULES_OFF, advanceOutsideDhaka: true })).statusCode).toBe(200);
    const order = await codOrder();
    const settle = (id: string, amount: number) =>
      t.store.db
        .transaction()
        .execute((trx) =>
          settleSucceededPayment(
            trx,
            order._id,
            { id, orderId: order._id, status: 'succeeded', amount, currency: 'bdt', cardBrand: null, cardLast4: null },
            'sandbox',
            nowIso(),
          ),
        );
    expect(await settle('pi_wrong_amount', 5000)).toBe('mismatch');
    expect((await readOrder(t, alice, order._id)).codAdvancePaidAt).toBeNull();
    expect(await settle('pi_advance_1', 12000)).toBe('advance_paid');
    expect(await settle('pi_advance_1', 12000)).toBe('recorded_already');
    const events = await t.store.db
      .selectFrom('orderEvents')
      .select('note')
      .where('orderId', '=', order._id)
      .where('note', 'like', '%paid in advance%')
      .execute();
    expect(events).toHaveLength(1);
    expect(await readOrder(t, alice, order._id)).toMatchObject({ paid: false, status: 'unpaid' });
  });
});

describe('an advance to give back', () => {
  it('a cancel after the advance lists it; the admin refunds it once through the provider that took it', async () => {
    expect((await putRules({ ...RULES_OFF, advanceOutsideDhaka: true })).statusCode).toBe(200);
    const order = await codOrder();
    const refund = (user: TestUser) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/cod-advance/refund`, headers: user.headers });
    // Nothing paid yet: nothing to refund.
    expect((await refund(admin)).statusCode).toBe(409);
    await payAdvance(order._id, 120);
    // Not closed: still owed to the delivery, not to the buyer.
    expect((await refund(admin)).statusCode).toBe(409);
    await moveTo(order._id, { to: 'cancelled', note: 'Buyer changed mind' });
    expect((await queue()).advanceRefunds.find((r) => r.id === order._id)).toMatchObject({
      advance: 120,
      provider: 'sandbox',
      status: 'cancelled',
    });

    expect((await refund(alice)).statusCode).toBe(403);
    // The audit trail (decision 242): no entry for the refusals above, one for the refund, none for its repeat.
    const audited = () =>
      t.store.db
        .selectFrom('auditEntries')
        .select(['kind', 'actorId', 'before', 'after'])
        .where('objectId', '=', order._id)
        .where('kind', '=', 'order.refund')
        .execute();
    expect(await audited()).toEqual([]);
    const first = await refund(admin);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Order>().codAdvanceRefundedAt).toEqual(expect.any(String));
    expect((await refund(admin)).statusCode).toBe(200);
    const [entry, ...more] = await audited();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ kind: 'order.refund', actorId: admin.id });
    expect(JSON.parse(entry?.before ?? 'null')).toEqual({ codAdvanceRefundedAt: null });
    expect(JSON.parse(entry?.after ?? 'null')).toEqual({
      kind: 'codAdvance',
      refundId: expect.any(String),
      amount: 12000,
      provider: 'sandbox',
      codAdvanceRefundedAt: first.json<Order>().codAdvanceRefundedAt,
    });
    const { codAdvanceRef } = await t.store.db
      .selectFrom('orders')
      .select('codAdvanceRef')
      .where('id', '=', order._id)
      .executeTakeFirstOrThrow();
    const refunds = await t.store.db
      .selectFrom('sandboxRefunds')
      .select('amount')
      .where('paymentRef', '=', codAdvanceRef ?? '')
      .execute();
    expect(refunds).toEqual([{ amount: 12000 }]);
    expect((await queue()).advanceRefunds.find((r) => r.id === order._id)).toBeUndefined();
  });
});

// NOTE: last: once zones exist, a free-text address is in none of them.
describe('outside Dhaka with a structured address', () => {
  it('a Dhaka district pays no advance; another district does', async () => {
    await defineZones(t, admin);
    expect((await putRules({ ...RULES_OFF, advanceOutsideDhaka: true })).statusCode).toBe(200);
    const product = await createProduct(t.store.db, { maxQuantity: 50, priceTaka: 300 });
    const place = async (address: object) => {
      const saved = await saveAddress(t, alice, address);
      const res = await postOrder(t, alice, { productId: product.id, orderQuanty: 1, addressId: saved.id });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ insertedId: string }>().insertedId;
    };
    const dhaka = await place(DHANMONDI);
    const gazipur = await place({
      recipientName: 'Selim Mia',
      phone: '01611000000',
      districtId: 'gazipur',
      areaId: 'gazipur/kaliganj',
      street: 'Station Road 2',
    });
    expect((await chooseCod(dhaka)).json<Order>().codAdvance).toBe(0);
    const outside = (await chooseCod(gazipur)).json<Order>();
    expect(outside.codAdvance).toBeGreaterThan(0);
    expect(outside).toMatchObject({ codAdvance: outside.shipping, codAdvanceReason: 'outsideDhaka' });
  });
});
