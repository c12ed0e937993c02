// Paying through SSLCommerz, against a local double of its session, validation and refund APIs: the
// session carries the order's stored total and the buyer; an order becomes paid only after the
// validation API confirms the val_id for this order's tran_id, amount, currency and store, whether
// the IPN or the browser's return arrives first; forged, mismatched, replayed and unanswered
// notifications change nothing. Refunds go through the refund API and are read back with the refund query.
import { englishTexts } from '@store/shared/i18n/server';
import type { Order } from '@store/shared/schemas';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { eventsOf, placeOrder, readOrder, stockOf, transition } from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';
import { intentsOfOrder, orderPaymentState, setOrderStatus } from './testing/fixtures.ts';
import { type DoubleValidation, SslcommerzDouble, TEST_SSLCOMMERZ } from './testing/sslcommerz-double.ts';

const { PAYMENT_TEXT } = englishTexts('payments');

let ssl: SslcommerzDouble;
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ssl = await SslcommerzDouble.start();
  t = await buildTestApp({ env: ssl.env({ MAX_OPEN_UNPAID_ORDERS: '1000' }) });
  alice = await createUser(t, { name: 'Alice Rahman' });
  bob = await createUser(t, { name: 'Bob' });
  admin = await createUser(t, { name: 'Admin', role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await ssl.close();
});
beforeEach(() => {
  ssl.down = false;
  ssl.hangValidation = false;
  ssl.sessionFailures = 0;
  ssl.refundFailures = 0;
});
afterEach(() => {
  ssl.hangValidation = false;
});

const startSession = (user: TestUser, orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/sslcommerz/session',
    headers: user.headers,
    payload: { order: orderId },
  });

/** Places an order for `user` and opens its session; returns the order, its tran_id and the gateway page. */
async function orderWithSession(user: TestUser = alice) {
  const { orderId, productId } = await placeOrder(t, user);
  const res = await startSession(user, orderId);
  expect(res.statusCode, res.body).toBe(200);
  const gatewayUrl = res.json<{ gatewayUrl: string }>().gatewayUrl;
  const intents = await intentsOfOrder(t.store.db, orderId);
  const tranId = intents.at(-1)?.providerRef ?? '';
  return { orderId, productId, tranId, gatewayUrl };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const ipn = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/sslcommerz/ipn',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  });

const browserBack = (outcome: 'success' | 'fail' | 'cancel', fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/sslcommerz/return/${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  });

const unpaid = { status: 'unpaid', transactionId: null, paidAt: null };

describe('configuration', () => {
  it('lists the enabled methods in order, SSLCommerz in its sandbox mode, and cash on delivery with its limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toMatchObject({
      mode: 'test',
      methods: [
        { method: 'sslcommerz', mode: 'test' },
        { method: 'cod', mode: 'live' },
      ],
      cod: { maxTotal: 50_000, fee: 0 },
    });
    expect(res.body).not.toContain(TEST_SSLCOMMERZ.SSLCOMMERZ_STORE_PASSWORD);
  });

  it('refuses the card form when neither sandbox nor Stripe is enabled (404)', async () => {
    const { orderId } = await placeOrder(t, alice);
    const order = await readOrder(t, alice, orderId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: alice.headers,
      payload: { price: order.price, order: orderId },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(PAYMENT_TEXT.methodNotEnabled);
  });
});

describe('POST /api/payments/sslcommerz/session', () => {
  it("opens a session for the order's stored total in BDT, with the buyer, a tran_id of this order and the store's URLs", async () => {
    const { orderId, tranId, gatewayUrl } = await orderWithSession();
    const order = await readOrder(t, alice, orderId);
    const session = ssl.sessionOf(tranId);
    expect(gatewayUrl).toBe(`${ssl.url}/gateway/${session?.sessionKey}`);
    expect(session?.fields).toMatchObject({
      store_id: TEST_SSLCOMMERZ.SSLCOMMERZ_STORE_ID,
      total_amount: order.price.toFixed(2),
      currency: 'BDT',
      tran_id: tranId,
      cus_name: 'Alice Rahman',
      cus_email: alice.email,
      cus_phone: '+8801711000000',
      cus_add1: 'House 1, Road 2, Dhaka',
      success_url: 'http://store.test/api/payments/sslcommerz/return/success',
      fail_url: 'http://store.test/api/payments/sslcommerz/return/fail',
      cancel_url: 'http://store.test/api/payments/sslcommerz/return/cancel',
      ipn_url: 'http://store.test/api/payments/sslcommerz/ipn',
      value_a: orderId,
    });
    expect(tranId.startsWith(`O${orderId.replaceAll('-', '').slice(0, 12)}`)).toBe(true);
    expect(await intentsOfOrder(t.store.db, orderId)).toMatchObject([
      { provider: 'sslcommerz', providerRef: tranId, status: 'open', amount: Math.round(order.price * 100) },
    ]);
  });

  it('a second Pay opens a new attempt and closes the first in our records', async () => {
    const { orderId, tranId } = await orderWithSession();
    const again = await startSession(alice, orderId);
    expect(again.statusCode).toBe(200);
    const intents = await intentsOfOrder(t.store.db, orderId);
    expect(intents.map((i) => i.status).sort()).toEqual(['canceled', 'open']);
    expect(intents.find((i) => i.status === 'open')?.providerRef).not.toBe(tranId);
  });

  it("refuses someone else's order (403), an unknown one (404), a paid one (409), without calling SSLCommerz", async () => {
    const { orderId } = await placeOrder(t, alice);
    const before = ssl.requests.length;
    expect((await startSession(bob, orderId)).statusCode).toBe(403);
    expect((await startSession(alice, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(ssl.requests.length).toBe(before);
  });

  it('answers 502 when SSLCommerz is down or refuses the session, and records nothing', async () => {
    const { orderId } = await placeOrder(t, alice);
    ssl.down = true;
    expect((await startSession(alice, orderId)).statusCode).toBe(502);
    ssl.down = false;
    ssl.sessionFailures = 1;
    const res = await startSession(alice, orderId);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(PAYMENT_TEXT.providerUnavailable);
    expect(await intentsOfOrder(t.store.db, orderId)).toEqual([]);
  });
});

describe('the IPN and the browser return: one check', () => {
  it('the IPN marks the order paid after the validation API confirms it; the browser then finds it paid', async () => {
    const { orderId, tranId } = await orderWithSession();
    const fields = ssl.pay(tranId);
    const res = await ipn(fields);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, paid: true });
    const order = await readOrder(t, alice, orderId);
    expect(order).toMatchObject({ paid: true, status: 'paid', transactionId: tranId, paymentMethod: 'sslcommerz' });
    expect(order.invoiceNumber).toMatch(/^INV-/);
    expect(
      ssl.requests.some((r) => r.path.endsWith('validationserverAPI.php') && r.query.val_id === fields.val_id),
    ).toBe(true);

    const back = await browserBack('success', fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/dashboard/payment/${orderId}?gateway=paid`);
    expect(await readOrder(t, alice, orderId)).toEqual(order);
  });

  it('the browser return first marks it paid; the IPN after it changes nothing', async () => {
    const { orderId, tranId } = await orderWithSession();
    const fields = ssl.pay(tranId);
    const back = await browserBack('success', fields);
    expect(back.headers.location).toBe(`/dashboard/payment/${orderId}?gateway=paid`);
    const paid = await orderPaymentState(t.store.db, orderId);
    expect(paid).toMatchObject({ status: 'paid', transactionId: tranId });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await ipn(fields)).json()).toEqual({ received: true, paid: true });
    expect(await orderPaymentState(t.store.db, orderId)).toEqual(paid);
  });

  it('both at once: the order is paid exactly once (one event, one invoice number)', async () => {
    const { orderId, tranId } = await orderWithSession();
    const fields = ssl.pay(tranId);
    const answers = await Promise.all([
      ipn(fields),
      browserBack('success', fields),
      ipn(fields),
      browserBack('success', fields),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 303, 200, 303]);
    const events = (await eventsOf(t, orderId)).filter((e) => e.toStatus === 'paid');
    expect(events).toHaveLength(1);
  });

  it('a forged IPN (a val_id SSLCommerz does not know, whatever the form claims) is refused and changes nothing', async () => {
    const { orderId, tranId } = await orderWithSession();
    const order = await readOrder(t, alice, orderId);
    const res = await ipn({
      status: 'VALID',
      val_id: '2611221234abcdef',
      tran_id: tranId,
      amount: order.price.toFixed(2),
      currency: 'BDT',
      store_id: TEST_SSLCOMMERZ.SSLCOMMERZ_STORE_ID,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(PAYMENT_TEXT.paymentNotVerified);
    expect(await orderPaymentState(t.store.db, orderId)).toEqual(unpaid);
    // A form without a val_id is refused too; a failed payment's IPN is acknowledged and does nothing.
    expect((await ipn({ status: 'VALID', tran_id: tranId })).statusCode).toBe(400);
    expect((await ipn({ status: 'FAILED', tran_id: tranId })).json()).toEqual({ received: true, paid: false });
    expect(await orderPaymentState(t.store.db, orderId)).toEqual(unpaid);
  });

  const tampers: [string, (total: string) => Partial<DoubleValidation>][] = [
    ['a smaller amount', () => ({ amount: '1.00', currency_amount: '1.00' })],
    ['another currency', (total) => ({ currency_type: 'USD', currency_amount: total })],
    ['a settlement currency other than BDT', (total) => ({ currency: 'USD', amount: total })],
    ['another store', () => ({ store_id: 'someone-else' })],
    ['a status that is not VALID', () => ({ status: 'FAILED' })],
  ];
  it.each(tampers)('refuses a validated payment with %s', async (_name, tamper) => {
    const { orderId, tranId } = await orderWithSession();
    const session = ssl.sessionOf(tranId);
    const fields = ssl.pay(tranId, tamper(session?.totalAmount ?? ''));
    expect((await ipn(fields)).statusCode).toBe(400);
    const back = await browserBack('success', fields);
    expect(back.headers.location).toBe(`/dashboard/payment/${orderId}?gateway=unverified`);
    expect(await orderPaymentState(t.store.db, orderId)).toEqual(unpaid);
  });

  it("refuses another order's payment sent with this order's tran_id, and a payment the store never opened", async () => {
    const a = await orderWithSession();
    const b = await orderWithSession(bob);
    const paidForB = ssl.pay(b.tranId);
    // B's val_id with A's tran_id in the form: SSLCommerz validates B's transaction, not A's.
    expect((await ipn({ ...paidForB, tran_id: a.tranId })).statusCode).toBe(400);
    expect(await orderPaymentState(t.store.db, a.orderId)).toEqual(unpaid);
    expect(await orderPaymentState(t.store.db, b.orderId)).toEqual(unpaid);
    // A session opened at SSLCommerz outside the store, for A's amount.
    ssl.sessions.set('OUTSIDE', {
      sessionKey: 'OUTSIDE',
      tranId: 'O000000000000aaaaaaaaaaaaaaaa',
      totalAmount: ssl.sessionOf(a.tranId)?.totalAmount ?? '',
      currency: 'BDT',
      fields: { store_id: TEST_SSLCOMMERZ.SSLCOMMERZ_STORE_ID, value_a: a.orderId },
    });
    expect((await ipn(ssl.pay('O000000000000aaaaaaaaaaaaaaaa'))).statusCode).toBe(400);
    expect(await orderPaymentState(t.store.db, a.orderId)).toEqual(unpaid);
    // B's own payment still pays B.
    expect((await ipn(paidForB)).json()).toEqual({ received: true, paid: true });
  });

  it('a replayed IPN of a paid order changes nothing', async () => {
    const { orderId, tranId } = await orderWithSession();
    const fields = ssl.pay(tranId);
    await ipn(fields);
    const after = await orderPaymentState(t.store.db, orderId);
    const eventsAfter = await eventsOf(t, orderId);
    for (let i = 0; i < 3; i += 1) expect((await ipn(fields)).statusCode).toBe(200);
    expect(await orderPaymentState(t.store.db, orderId)).toEqual(after);
    expect(await eventsOf(t, orderId)).toEqual(eventsAfter);
  });

  it('a validation API that hangs: 502 after the timeout, the order stays unpaid, and the same IPN pays it later', async () => {
    const { orderId, tranId } = await orderWithSession();
    const fields = ssl.pay(tranId);
    ssl.hangValidation = true;
    const started = Date.now();
    const res = await ipn(fields);
    expect(res.statusCode).toBe(502);
    expect(Date.now() - started).toBeLessThan(5000);
    const back = await browserBack('success', fields);
    expect(back.headers.location).toBe(`/dashboard/payment/${orderId}?gateway=unverified`);
    expect(await orderPaymentState(t.store.db, orderId)).toEqual(unpaid);
    ssl.hangValidation = false;
    expect((await ipn(fields)).json()).toEqual({ received: true, paid: true });
  });

  it('a validation API that is down: 502, unpaid', async () => {
    const { orderId, tranId } = await orderWithSession();
    const fields = ssl.pay(tranId);
    ssl.down = true;
    expect((await ipn(fields)).statusCode).toBe(502);
    expect(await orderPaymentState(t.store.db, orderId)).toEqual(unpaid);
  });

  it('fail and cancel returns change nothing and lead back to the payment page; Pay works again', async () => {
    const { orderId, tranId } = await orderWithSession();
    const failed = await browserBack('fail', { status: 'FAILED', tran_id: tranId });
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe(`/dashboard/payment/${orderId}?gateway=failed`);
    const cancelled = await browserBack('cancel', { status: 'CANCELLED', tran_id: tranId });
    expect(cancelled.headers.location).toBe(`/dashboard/payment/${orderId}?gateway=cancelled`);
    expect((await browserBack('cancel', {})).headers.location).toBe('/dashboard/myorders?gateway=cancelled');
    expect(await orderPaymentState(t.store.db, orderId)).toEqual(unpaid);
    expect((await startSession(alice, orderId)).statusCode).toBe(200);
  });

  it('a payment confirmed after the order was cancelled is kept: refund_due', async () => {
    const { orderId, tranId } = await orderWithSession();
    const fields = ssl.pay(tranId);
    await setOrderStatus(t.store.db, orderId, 'cancelled');
    expect((await ipn(fields)).json()).toEqual({ received: true, paid: true });
    expect(await orderPaymentState(t.store.db, orderId)).toMatchObject({ status: 'refund_due', transactionId: tranId });
  });

  it('parses the form body only on these routes: the rest of the API refuses forms', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/cod',
      headers: { ...alice.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'order=x',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('refunds through SSLCommerz', () => {
  async function paidOrder() {
    const placed = await orderWithSession();
    const fields = ssl.pay(placed.tranId);
    expect((await ipn(fields)).statusCode).toBe(200);
    return placed;
  }

  it("the order desk's refund calls the refund API once with the payment's bank_tran_id; its state is read back", async () => {
    const { orderId, tranId, productId } = await paidOrder();
    const stock = await stockOf(t, productId);
    const res = await transition(t, admin, orderId, { to: 'refunded' });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<Order>();
    expect(order.status).toBe('refunded');
    const refund = [...ssl.refunds.values()].at(-1);
    const validation = [...ssl.validations.values()].find((v) => v.tran_id === tranId);
    expect(refund).toMatchObject({
      bank_tran_id: validation?.bank_tran_id,
      amount: ssl.sessionOf(tranId)?.totalAmount,
      refe_id: `refund-${orderId}`,
    });
    expect(order.refundId).toBe(refund?.refund_ref_id);
    expect(await stockOf(t, productId)).toBe(stock + 2);

    const state = () => t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/refund`, headers: admin.headers });
    expect((await state()).json()).toEqual({
      refundId: refund?.refund_ref_id,
      provider: 'sslcommerz',
      status: 'pending',
    });
    if (refund) refund.status = 'refunded';
    expect((await state()).json()).toMatchObject({ status: 'succeeded' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/refund`, headers: alice.headers })).statusCode,
    ).toBe(403);
  });

  it('a refused refund changes nothing (502) and can be retried; a retry never refunds twice', async () => {
    const { orderId } = await paidOrder();
    ssl.refundFailures = 1;
    const refused = await transition(t, admin, orderId, { to: 'refunded' });
    expect(refused.statusCode).toBe(502);
    expect((await orderPaymentState(t.store.db, orderId)).status).toBe('paid');
    const before = ssl.refunds.size;
    const [first, second] = await Promise.all([
      transition(t, admin, orderId, { to: 'refunded' }),
      transition(t, admin, orderId, { to: 'refunded' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toContain(200);
    expect(ssl.refunds.size).toBe(before + 1);
  });

  it('an order without a refund has no refund state (404)', async () => {
    const { orderId } = await paidOrder();
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/refund`, headers: admin.headers });
    expect(res.statusCode).toBe(404);
  });
});
