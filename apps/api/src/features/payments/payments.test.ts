// Card payment with the sandbox provider (the default): intents, card confirmation, PATCH /orders/{id},
// and a cancel racing a payment. The Stripe path is in payments-stripe.test.ts.
import { englishTexts } from '@store/shared/i18n/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import type { TestUser } from '../../../test/access/types.ts';
import { createUser } from '../../../test/users.ts';
import { newId } from '../../lib/ids.ts';
import {
  insertOrder,
  insertSucceededSandboxIntent,
  intentsOfOrder,
  type OrderFixture,
  orderPaymentState,
} from './testing/fixtures.ts';

const { CARD_ERROR, PAYMENT_TEXT } = englishTexts('payments');

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeEach(async () => {
  t = await buildTestApp();
  alice = await createUser(t, { name: 'Alice' });
  bob = await createUser(t, { name: 'Bob' });
});
afterEach(async () => {
  await t.close();
});

const nextYear = new Date().getUTCFullYear() + 1;

function card(number: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) {
  return { number, expMonth: 12, expYear: nextYear, cvc: '123', postalCode: '1207', ...overrides };
}

async function createIntent(user: TestUser, order: OrderFixture, price = order.priceTaka) {
  return t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: user.headers,
    payload: { price, order: order.id },
  });
}

async function clientSecretFor(user: TestUser, order: OrderFixture): Promise<string> {
  const res = await createIntent(user, order);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ clientSecret: string }>().clientSecret;
}

async function confirm(user: TestUser, clientSecret: string, number = '4242 4242 4242 4242', overrides = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    headers: user.headers,
    payload: { clientSecret, card: card(number, overrides) },
  });
}

async function patchOrder(user: TestUser, orderId: string, transactionId: string, bodyOrder = orderId) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}`,
    headers: user.headers,
    payload: { order: bodyOrder, transactionId },
  });
}

const succeededIntent = (order: OrderFixture, overrides: { amount?: number } = {}) =>
  insertSucceededSandboxIntent(t.store.db, order, overrides);

describe('GET /api/payments/config', () => {
  it('names the sandbox provider and hands out no key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      provider: 'sandbox',
      mode: 'test',
      methods: [{ method: 'sandbox', mode: 'test' }],
      cod: null,
    });
  });
});

describe('POST /api/create-payment-intent', () => {
  it("opens an intent for the owner's unpaid order, for the order's stored total in poisha", async () => {
    const order = await insertOrder(t.store.db, alice, { unitPriceTaka: 19.99, quantity: 3 });
    const res = await createIntent(alice, order, 59.97);
    expect(res.statusCode, res.body).toBe(200);
    const { clientSecret } = res.json<{ clientSecret: string }>();
    expect(clientSecret).toMatch(/^pi_sandbox_[0-9a-f]{32}_secret_/);
    const intents = await intentsOfOrder(t.store.db, order.id);
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({
      amount: 5997,
      currency: 'bdt',
      status: 'open',
      provider: 'sandbox',
      clientSecret,
    });
  });

  it('reuses the open intent: the same secret again, still one intent, also for 10 calls at once', async () => {
    const order = await insertOrder(t.store.db, alice);
    const first = await clientSecretFor(alice, order);
    expect(await clientSecretFor(alice, order)).toBe(first);
    const other = await insertOrder(t.store.db, alice);
    const secrets = await Promise.all(Array.from({ length: 10 }, () => createIntent(alice, other)));
    expect(secrets.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(secrets.map((r) => r.json<{ clientSecret: string }>().clientSecret)).size).toBe(1);
    expect(await intentsOfOrder(t.store.db, order.id)).toHaveLength(1);
    expect((await intentsOfOrder(t.store.db, other.id)).filter((i) => i.status === 'open')).toHaveLength(1);
  });

  it("refuses someone else's order with 403 and opens nothing", async () => {
    const order = await insertOrder(t.store.db, alice);
    const res = await createIntent(bob, order);
    expect(res.statusCode).toBe(403);
    expect(await intentsOfOrder(t.store.db, order.id)).toEqual([]);
  });

  it('refuses a paid order with 409 and a cancelled one with 409', async () => {
    const paid = await insertOrder(t.store.db, alice, { status: 'paid', transactionId: 'pi_sandbox_x' });
    const res = await createIntent(alice, paid);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      message: PAYMENT_TEXT.orderAlreadyPaid,
      messageId: '@i18n:payments.PAYMENT_TEXT.orderAlreadyPaid',
    });
    const cancelled = await insertOrder(t.store.db, alice, { status: 'cancelled' });
    const res2 = await createIntent(alice, cancelled);
    expect(res2.statusCode).toBe(409);
    expect(res2.json().error.message).toBe(PAYMENT_TEXT.orderCancelled);
    expect(await intentsOfOrder(t.store.db, paid.id)).toEqual([]);
  });

  it.each([
    ['lower than the order total', (p: number) => p - 1],
    ['higher than the order total by one poisha', (p: number) => p + 0.01],
    ['1 taka', () => 1],
  ])('answers 400 when the price is %s, and opens nothing', async (_name, tamper) => {
    const order = await insertOrder(t.store.db, alice);
    const res = await createIntent(alice, order, tamper(order.priceTaka));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.price).toBe(PAYMENT_TEXT.priceMismatch);
    expect(await intentsOfOrder(t.store.db, order.id)).toEqual([]);
  });

  it.each([
    ['a price with three decimals', { price: 10.005 }],
    ['a price given as text', { price: '3751.5' }],
    ['no price', {}],
    ['a negative price', { price: -5 }],
  ])('answers 400 for %s', async (_name, body) => {
    const order = await insertOrder(t.store.db, alice);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: alice.headers,
      payload: { order: order.id, ...body },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.price).toEqual(expect.any(String));
  });

  it.each([newId(), 'not-an-id'])('answers 404 for an unknown order (%s)', async (id) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: alice.headers,
      payload: { price: 10, order: id },
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const order = await insertOrder(t.store.db, alice);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { price: order.priceTaka, order: order.id },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/payments/sandbox/confirm', () => {
  it('takes 4242 4242 4242 4242, marks the order paid, and keeps only brand and last four', async () => {
    const order = await insertOrder(t.store.db, alice);
    const secret = await clientSecretFor(alice, order);
    const res = await confirm(alice, secret);
    expect(res.statusCode, res.body).toBe(200);
    const { paymentIntent } = res.json<{ paymentIntent: { id: string; amount: number; status: string } }>();
    expect(paymentIntent).toMatchObject({ status: 'succeeded', amount: order.priceTaka, currency: 'bdt' });
    const state = await orderPaymentState(t.store.db, order.id);
    expect(state).toMatchObject({ status: 'paid', transactionId: paymentIntent.id });
    expect(state.paidAt).toEqual(expect.any(String));
    const method = await t.store.db.selectFrom('orders').select('paymentMethod').where('id', '=', order.id).execute();
    expect(method).toEqual([{ paymentMethod: 'sandbox' }]);
    const [intent] = await intentsOfOrder(t.store.db, order.id);
    expect(intent).toMatchObject({ status: 'succeeded', cardBrand: 'visa', cardLast4: '4242' });
    const everything = JSON.stringify(await t.store.db.selectFrom('paymentIntents').selectAll().execute());
    expect(everything).not.toContain('4242424242424242');
    expect(everything).not.toContain('4242 4242 4242 4242');
  });

  it.each([
    ['4000 0000 0000 0002', CARD_ERROR.declined],
    ['4000 0000 0000 9995', CARD_ERROR.insufficientFunds],
    ['4000 0000 0000 0069', CARD_ERROR.expired],
    ['4000 0000 0000 0127', CARD_ERROR.incorrectCvc],
    ['4242 4242 4242 4241', CARD_ERROR.invalidNumber],
  ])(
    'refuses %s with "%s" (402), leaves the order unpaid and the intent open for another card',
    async (number, message) => {
      const order = await insertOrder(t.store.db, alice);
      const secret = await clientSecretFor(alice, order);
      const res = await confirm(alice, secret, number);
      expect(res.statusCode).toBe(402);
      expect(res.json().error).toMatchObject({ code: 'CARD_ERROR', message });
      expect(await orderPaymentState(t.store.db, order.id)).toEqual({
        status: 'unpaid',
        transactionId: null,
        paidAt: null,
      });
      expect((await intentsOfOrder(t.store.db, order.id))[0]?.status).toBe('open');
      expect((await confirm(alice, secret)).statusCode).toBe(200);
    },
  );

  it('refuses a past expiry date with its message on the expiry field', async () => {
    const order = await insertOrder(t.store.db, alice);
    const secret = await clientSecretFor(alice, order);
    const res = await confirm(alice, secret, '4242424242424242', { expMonth: 1, expYear: 2020 });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toMatchObject({
      message: CARD_ERROR.pastExpiry,
      fields: { expiry: CARD_ERROR.pastExpiry },
      // Named too, so that the payment page shows it in its language.
      messageId: '@i18n:payments.CARD_ERROR.pastExpiry',
      fieldIds: { expiry: '@i18n:payments.CARD_ERROR.pastExpiry' },
    });
    expect((await orderPaymentState(t.store.db, order.id)).status).toBe('unpaid');
  });

  it("refuses someone else's intent (403) and an unknown secret (404), changing nothing", async () => {
    const order = await insertOrder(t.store.db, alice);
    const secret = await clientSecretFor(alice, order);
    expect((await confirm(bob, secret)).statusCode).toBe(403);
    expect((await confirm(alice, `${secret.slice(0, -4)}abcd`)).statusCode).toBe(404);
    expect((await confirm(alice, 'pi_123_secret_456')).statusCode).toBe(404);
    expect((await orderPaymentState(t.store.db, order.id)).status).toBe('unpaid');
  });

  it('takes a card only once: a second confirm is 409', async () => {
    const order = await insertOrder(t.store.db, alice);
    const secret = await clientSecretFor(alice, order);
    expect((await confirm(alice, secret)).statusCode).toBe(200);
    const again = await confirm(alice, secret);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PAYMENT_TEXT.alreadyConfirmed);
  });
});

describe('PATCH /api/orders/{id}', () => {
  it('marks the order paid after a verified payment, and a repeat changes nothing', async () => {
    const order = await insertOrder(t.store.db, alice);
    const ref = await succeededIntent(order);
    const res = await patchOrder(alice, order.id, ref);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ _id: order.id, paid: true, status: 'paid', transactionId: ref });
    const again = await patchOrder(alice, order.id, ref);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
  });

  it('confirms what the sandbox confirm already recorded (the browser PATCHes after paying)', async () => {
    const order = await insertOrder(t.store.db, alice);
    const paid = await confirm(alice, await clientSecretFor(alice, order));
    const id = paid.json<{ paymentIntent: { id: string } }>().paymentIntent.id;
    const res = await patchOrder(alice, order.id, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ paid: true, transactionId: id });
  });

  it('answers 400 for a made-up, a failed, a foreign or a wrong-amount transaction id, and the order stays unpaid', async () => {
    const order = await insertOrder(t.store.db, alice);
    // failed: the card was declined, the intent is still open
    const secret = await clientSecretFor(alice, order);
    expect((await confirm(alice, secret, '4000000000000002')).statusCode).toBe(402);
    const failed = (await intentsOfOrder(t.store.db, order.id))[0]?.providerRef ?? '';
    // foreign: a real, succeeded payment made for another order (of the same customer, and of someone else)
    const otherOrder = await insertOrder(t.store.db, alice);
    const foreign = await succeededIntent(otherOrder);
    const bobsOrder = await insertOrder(t.store.db, bob);
    const bobs = await succeededIntent(bobsOrder);
    // wrong amount: a succeeded payment recorded for this order, but for less than its total
    const wrongAmount = await succeededIntent(order, { amount: order.total - 100 });
    const madeUp = [`pi_sandbox_${'0'.repeat(32)}`, 'pi_3Nx0000000000000000000', 'anything', "' or 1=1 --"];
    for (const transactionId of [...madeUp, failed, foreign, bobs, wrongAmount]) {
      const res = await patchOrder(alice, order.id, transactionId);
      expect(res.statusCode, `${transactionId}: ${res.body}`).toBe(400);
      expect(res.json().error.message).toBe(PAYMENT_TEXT.paymentNotVerified);
    }
    expect(await orderPaymentState(t.store.db, order.id)).toEqual({
      status: 'unpaid',
      transactionId: null,
      paidAt: null,
    });
    expect((await orderPaymentState(t.store.db, otherOrder.id)).status).toBe('unpaid');
  });

  it('pays the order exactly once when 20 PATCH calls with the right id arrive together', async () => {
    const order = await insertOrder(t.store.db, alice);
    const ref = await succeededIntent(order);
    const responses = await Promise.all(Array.from({ length: 20 }, () => patchOrder(alice, order.id, ref)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const paidAts = new Set(responses.map((r) => r.json<{ paidAt: string }>().paidAt));
    expect(paidAts.size).toBe(1);
    expect(await orderPaymentState(t.store.db, order.id)).toEqual({
      status: 'paid',
      transactionId: ref,
      paidAt: [...paidAts][0],
    });
  });

  it("refuses someone else's order (403), an unknown one (404), a body naming another order (400), and no token (401)", async () => {
    const order = await insertOrder(t.store.db, alice);
    const ref = await succeededIntent(order);
    expect((await patchOrder(bob, order.id, ref)).statusCode).toBe(403);
    const admin = await createUser(t, { role: 'admin' });
    expect((await patchOrder(admin, order.id, ref)).statusCode).toBe(403);
    expect((await patchOrder(alice, newId(), ref)).statusCode).toBe(404);
    const mismatch = await patchOrder(alice, order.id, ref, newId());
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields.order).toBe(PAYMENT_TEXT.orderMismatch);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      payload: { order: order.id, transactionId: ref },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await orderPaymentState(t.store.db, order.id)).status).toBe('unpaid');
  });

  it('answers 409 for a paid order and another transaction id', async () => {
    const order = await insertOrder(t.store.db, alice);
    const ref = await succeededIntent(order);
    expect((await patchOrder(alice, order.id, ref)).statusCode).toBe(200);
    const res = await patchOrder(alice, order.id, `pi_sandbox_${'1'.repeat(32)}`);
    expect(res.statusCode).toBe(409);
    expect((await orderPaymentState(t.store.db, order.id)).transactionId).toBe(ref);
  });
});

describe('cancelling and paying', () => {
  const cancel = (user: TestUser, orderId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/myorders/${orderId}`, headers: user.headers });

  it('a paid order cannot be cancelled (409) and stays paid', async () => {
    const order = await insertOrder(t.store.db, alice);
    expect((await confirm(alice, await clientSecretFor(alice, order))).statusCode).toBe(200);
    expect((await cancel(alice, order.id)).statusCode).toBe(409);
    expect((await orderPaymentState(t.store.db, order.id)).status).toBe('paid');
  });

  it('cancelling an unpaid order closes its open intent, so no card can be taken for it', async () => {
    const order = await insertOrder(t.store.db, alice);
    const secret = await clientSecretFor(alice, order);
    expect((await cancel(alice, order.id)).statusCode).toBe(200);
    expect((await intentsOfOrder(t.store.db, order.id))[0]?.status).toBe('canceled');
    const res = await confirm(alice, secret);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PAYMENT_TEXT.paymentClosed);
    expect((await orderPaymentState(t.store.db, order.id)).status).toBe('cancelled');
  });

  it('a cancel racing a payment never loses the payment: either paid and not cancelled, or cancelled and not charged', async () => {
    // Whichever of the two calls wins, the outcome is exactly one of these two; anything in between
    // (both 200, a paid order that is cancelled, a charged intent on a cancelled order…) fails.
    const paidFirst = { confirm: 200, cancel: 409, order: 'paid', paidWithIntent: true, intent: 'succeeded' };
    const cancelledFirst = { confirm: 409, cancel: 200, order: 'cancelled', paidWithIntent: false, intent: 'canceled' };
    for (let i = 0; i < 8; i++) {
      const order = await insertOrder(t.store.db, alice);
      const secret = await clientSecretFor(alice, order);
      const [paid, cancelled] = await Promise.all([confirm(alice, secret), cancel(alice, order.id)]);
      const state = await orderPaymentState(t.store.db, order.id);
      const intents = await intentsOfOrder(t.store.db, order.id);
      expect(intents).toHaveLength(1);
      const outcome = {
        confirm: paid.statusCode,
        cancel: cancelled.statusCode,
        order: state.status,
        paidWithIntent: state.transactionId !== null && state.transactionId === intents[0]?.providerRef,
        intent: intents[0]?.status,
      };
      expect([paidFirst, cancelledFirst]).toContainEqual(outcome);
    }
  });
});

describe('POST /api/payments/webhook with the sandbox provider', () => {
  it('answers 404: webhooks come only from Stripe', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' }),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(PAYMENT_TEXT.webhookStripeOnly);
  });
});
