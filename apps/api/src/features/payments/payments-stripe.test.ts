// Card payment with the stripe provider: the official SDK against a local double of the PaymentIntents
// API, and webhook events signed with the SDK's own test helper.
import { englishTexts } from '@store/shared/i18n/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import type { TestUser } from '../../../test/access/types.ts';
import { createUser } from '../../../test/users.ts';
import { newId } from '../../lib/ids.ts';
import { queueProviderCancel } from '../orders/index.ts';
import { insertOrder, intentsOfOrder, type OrderFixture, orderPaymentState } from './testing/fixtures.ts';
import { StripeDouble, TEST_STRIPE_KEYS } from './testing/stripe-double.ts';

const { PAYMENT_TEXT } = englishTexts('payments');

let stripe: StripeDouble;
let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  stripe = await StripeDouble.start();
});
afterAll(async () => {
  await stripe.close();
});
beforeEach(async () => {
  stripe.down = false;
  stripe.hang = false;
  t = await buildTestApp({ env: stripe.env() });
  alice = await createUser(t, { name: 'Alice' });
  bob = await createUser(t, { name: 'Bob' });
});
afterEach(async () => {
  await t.close();
});

async function createIntent(user: TestUser, order: OrderFixture) {
  return t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: user.headers,
    payload: { price: order.priceTaka, order: order.id },
  });
}

/** Opens the order's intent through the store and returns it as the double holds it. */
async function openIntent(user: TestUser, order: OrderFixture) {
  const res = await createIntent(user, order);
  expect(res.statusCode, res.body).toBe(200);
  return stripe.intentByClientSecret(res.json<{ clientSecret: string }>().clientSecret);
}

const patchOrder = (user: TestUser, orderId: string, transactionId: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}`,
    headers: user.headers,
    payload: { order: orderId, transactionId },
  });

const deliver = (delivery: { payload: string; signature: string }, signature = delivery.signature) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload: delivery.payload,
  });

const webhookEventCount = async () =>
  Number(
    (
      await t.store.db
        .selectFrom('webhookEvents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('configuration', () => {
  it('hands the publishable key to the web app, never the secret one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({
      provider: 'stripe',
      mode: 'test',
      publishableKey: TEST_STRIPE_KEYS.STRIPE_PUBLISHABLE_KEY,
      methods: [{ method: 'stripe', mode: 'test' }],
      cod: null,
    });
    expect(res.body).not.toContain(TEST_STRIPE_KEYS.STRIPE_SECRET_KEY);
  });

  it('has no sandbox card confirmation (404)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      headers: alice.headers,
      payload: {
        clientSecret: 'pi_x_secret_y',
        card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
      },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/create-payment-intent (stripe)', () => {
  it("opens a Stripe intent for the order's total, in BDT, with the order in its metadata and an idempotency key", async () => {
    const order = await insertOrder(t.store.db, alice);
    const intent = await openIntent(alice, order);
    expect(intent).toMatchObject({
      amount: order.total,
      currency: 'bdt',
      metadata: { orderId: order.id, userId: alice.id },
    });
    const creates = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(creates.at(-1)?.idempotencyKey).toBe(`order-${order.id}-intent-0-${order.total}`);
    const rows = await intentsOfOrder(t.store.db, order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'stripe', providerRef: intent.id, status: 'open', amount: order.total });
  });

  it('reuses the open intent without asking Stripe again, and 10 calls at once open one intent there', async () => {
    const order = await insertOrder(t.store.db, alice);
    const first = await openIntent(alice, order);
    const before = stripe.requests.length;
    expect((await openIntent(alice, order)).id).toBe(first.id);
    expect(stripe.requests.length).toBe(before);

    const other = await insertOrder(t.store.db, alice);
    const responses = await Promise.all(Array.from({ length: 10 }, () => createIntent(alice, other)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const secrets = new Set(responses.map((r) => r.json<{ clientSecret: string }>().clientSecret));
    expect(secrets.size).toBe(1);
    expect([...stripe.intents.values()].filter((i) => i.metadata.orderId === other.id)).toHaveLength(1);
    expect(await intentsOfOrder(t.store.db, other.id)).toHaveLength(1);
  });

  it('opens a new intent under a new idempotency key once the open one is closed', async () => {
    const order = await insertOrder(t.store.db, alice);
    const first = await openIntent(alice, order);
    await t.store.db
      .updateTable('paymentIntents')
      .set({ status: 'canceled' })
      .where('providerRef', '=', first.id)
      .execute();
    const second = await openIntent(alice, order);
    expect(second.id).not.toBe(first.id);
    const creates = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(creates.at(-1)?.idempotencyKey).toBe(`order-${order.id}-intent-1-${order.total}`);
    expect((await intentsOfOrder(t.store.db, order.id)).map((i) => i.status).sort()).toEqual(['canceled', 'open']);
  });

  it("refuses someone else's order (403) without calling Stripe", async () => {
    const order = await insertOrder(t.store.db, alice);
    const before = stripe.requests.length;
    expect((await createIntent(bob, order)).statusCode).toBe(403);
    expect(stripe.requests.length).toBe(before);
  });

  it('answers 502 with a clear message when Stripe is down, and records nothing', async () => {
    const order = await insertOrder(t.store.db, alice);
    stripe.down = true;
    const res = await createIntent(alice, order);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(PAYMENT_TEXT.providerUnavailable);
    expect(await intentsOfOrder(t.store.db, order.id)).toEqual([]);
  });

  it('answers 502 once PAYMENT_TIMEOUT_MS has passed when Stripe never answers, and records nothing', async () => {
    const hurried = await buildTestApp({ env: { ...stripe.env(), PAYMENT_TIMEOUT_MS: '500' } });
    try {
      const buyer = await createUser(hurried, { name: 'Hurried' });
      const order = await insertOrder(hurried.store.db, buyer);
      const creates = () => stripe.requests.filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST');
      const before = creates().length;
      stripe.hang = true;
      const started = Date.now();
      const res = await hurried.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: buyer.headers,
        payload: { price: order.priceTaka, order: order.id },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toBe(PAYMENT_TEXT.providerUnavailable);
      // One attempt of 0.5 s, not three of the SDK's default (the buyer once waited 46 s).
      expect(Date.now() - started).toBeLessThan(5000);
      expect(creates().length - before).toBe(1);
      expect(await intentsOfOrder(hurried.store.db, order.id)).toEqual([]);
    } finally {
      stripe.hang = false;
      await hurried.close();
    }
  });
});

describe('PATCH /api/orders/{id} (stripe)', () => {
  it('asks Stripe, and marks the order paid with the card brand and last four when the payment succeeded', async () => {
    const order = await insertOrder(t.store.db, alice);
    const intent = await openIntent(alice, order);
    stripe.succeed(intent.id, { brand: 'mastercard', last4: '4444' });
    const res = await patchOrder(alice, order.id, intent.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ paid: true, status: 'paid', transactionId: intent.id });
    expect(stripe.requests.some((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${intent.id}`)).toBe(true);
    expect((await intentsOfOrder(t.store.db, order.id))[0]).toMatchObject({
      status: 'succeeded',
      cardBrand: 'mastercard',
      cardLast4: '4444',
    });
  });

  it('answers 400 while the payment has not succeeded (declined card), and the order stays unpaid', async () => {
    const order = await insertOrder(t.store.db, alice);
    const intent = await openIntent(alice, order);
    stripe.decline(intent.id);
    expect((await patchOrder(alice, order.id, intent.id)).statusCode).toBe(400);
    expect(await orderPaymentState(t.store.db, order.id)).toEqual({
      status: 'unpaid',
      transactionId: null,
      paidAt: null,
    });
  });

  it("answers 400 when Stripe's amount, currency or order is not this order's (a tampered intent)", async () => {
    for (const tamper of [
      (i: { amount: number }) => (i.amount -= 100),
      (i: { currency: string }) => (i.currency = 'usd'),
      (i: { metadata: Record<string, string> }) => (i.metadata = { orderId: newId() }),
    ]) {
      const order = await insertOrder(t.store.db, alice);
      const intent = await openIntent(alice, order);
      stripe.succeed(intent.id);
      tamper(intent);
      expect((await patchOrder(alice, order.id, intent.id)).statusCode).toBe(400);
      expect((await orderPaymentState(t.store.db, order.id)).status).toBe('unpaid');
    }
  });

  it('answers 400 for a payment made at Stripe outside the store, even for the right amount and order', async () => {
    const order = await insertOrder(t.store.db, alice);
    const outside = stripe.createIntent({ amount: order.total, orderId: order.id });
    stripe.succeed(outside.id);
    expect((await patchOrder(alice, order.id, outside.id)).statusCode).toBe(400);
    expect((await orderPaymentState(t.store.db, order.id)).status).toBe('unpaid');
  });

  it('pays the order exactly once when 20 PATCH calls with the right id arrive together', async () => {
    const order = await insertOrder(t.store.db, alice);
    const intent = await openIntent(alice, order);
    stripe.succeed(intent.id);
    const responses = await Promise.all(Array.from({ length: 20 }, () => patchOrder(alice, order.id, intent.id)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((r) => r.json<{ paidAt: string }>().paidAt)).size).toBe(1);
    expect((await orderPaymentState(t.store.db, order.id)).transactionId).toBe(intent.id);
  });

  it('answers 502 when Stripe cannot be asked, and the order stays unpaid', async () => {
    const order = await insertOrder(t.store.db, alice);
    const intent = await openIntent(alice, order);
    stripe.succeed(intent.id);
    stripe.down = true;
    expect((await patchOrder(alice, order.id, intent.id)).statusCode).toBe(502);
    expect((await orderPaymentState(t.store.db, order.id)).status).toBe('unpaid');
  });
});

describe('POST /api/payments/webhook', () => {
  it('payment_intent.succeeded marks the order paid even if the browser never came back', async () => {
    const order = await insertOrder(t.store.db, alice);
    const intent = await openIntent(alice, order);
    stripe.succeed(intent.id);
    const res = await deliver(stripe.webhook('payment_intent.succeeded', intent.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await orderPaymentState(t.store.db, order.id)).toMatchObject({ status: 'paid', transactionId: intent.id });
    // The browser's PATCH, arriving later, is harmless.
    expect((await patchOrder(alice, order.id, intent.id)).statusCode).toBe(200);
  });

  it('a replayed event has no second effect', async () => {
    const order = await insertOrder(t.store.db, alice);
    const intent = await openIntent(alice, order);
    stripe.succeed(intent.id);
    const delivery = stripe.webhook('payment_intent.succeeded', intent.id);
    expect((await deliver(delivery)).statusCode).toBe(200);
    const after = await orderPaymentState(t.store.db, order.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await deliver(delivery)).statusCode).toBe(200);
    expect(await orderPaymentState(t.store.db, order.id)).toEqual(after);
    expect(await webhookEventCount()).toBe(1);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const order = await insertOrder(t.store.db, alice);
    const intent = await openIntent(alice, order);
    stripe.succeed(intent.id);
    const forged = stripe.webhook('payment_intent.succeeded', intent.id, { secret: 'whsec_not_the_store_secret' });
    const genuine = stripe.webhook('payment_intent.succeeded', intent.id);
    const tampered = { ...genuine, payload: genuine.payload.replace(`"amount":${order.total}`, '"amount":1') };
    for (const [delivery, signature] of [
      [forged, forged.signature],
      [tampered, tampered.signature],
      [genuine, 't=1,v1=0000'],
      [genuine, ''],
    ] as const) {
      const res = await deliver(delivery, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(PAYMENT_TEXT.webhookBadSignature);
    }
    expect(await orderPaymentState(t.store.db, order.id)).toEqual({
      status: 'unpaid',
      transactionId: null,
      paidAt: null,
    });
    expect(await webhookEventCount()).toBe(0);
  });

  it('is safe out of order: a late canceled or payment_failed event does not undo a payment', async () => {
    const order = await insertOrder(t.store.db, alice);
    const intent = await openIntent(alice, order);
    const failed = stripe.webhook('payment_intent.payment_failed', intent.id);
    stripe.succeed(intent.id);
    expect((await deliver(stripe.webhook('payment_intent.succeeded', intent.id))).statusCode).toBe(200);
    expect((await deliver(failed)).statusCode).toBe(200);
    intent.status = 'canceled';
    expect((await deliver(stripe.webhook('payment_intent.canceled', intent.id))).statusCode).toBe(200);
    expect((await orderPaymentState(t.store.db, order.id)).status).toBe('paid');
    expect((await intentsOfOrder(t.store.db, order.id))[0]?.status).toBe('succeeded');
  });

  it('keeps JSON parsing for the rest of the API (the raw body parser is for the webhook only)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { ...alice.headers, 'content-type': 'application/json' },
      payload: '{"price": 1, "order":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_JSON');
  });
});

describe('cancelling an order paid with Stripe', () => {
  const cancel = (user: TestUser, orderId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/myorders/${orderId}`, headers: user.headers });

  it('cancels the open intent in the store at once and at Stripe after the commit', async () => {
    const order = await insertOrder(t.store.db, alice);
    const intent = await openIntent(alice, order);
    expect((await cancel(alice, order.id)).statusCode).toBe(200);
    expect((await intentsOfOrder(t.store.db, order.id))[0]?.status).toBe('canceled');
    await expect.poll(() => stripe.intents.get(intent.id)?.status, { timeout: 5000 }).toBe('canceled');
    await expect.poll(async () => (await intentsOfOrder(t.store.db, order.id))[0]?.providerCancelPending).toBe(0);
  });

  it('retries the cancel at Stripe after an outage, and cancels there once', async () => {
    const order = await insertOrder(t.store.db, alice);
    const intent = await openIntent(alice, order);
    const rowId = (await intentsOfOrder(t.store.db, order.id))[0]?.id ?? '';
    const jobId = `provider-cancel-${rowId}`;
    const job = () =>
      t.store.db.selectFrom('backgroundJobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
    const cancelCalls = () =>
      stripe.requests.filter((r) => r.path === `/v1/payment_intents/${intent.id}/cancel`).length;
    stripe.down = true;
    expect((await cancel(alice, order.id)).statusCode).toBe(200);
    await t.app.background.runDue();
    expect(await job()).toMatchObject({ status: 'pending', attempts: 1 });
    expect(intent.status).toBe('requires_payment_method');
    expect((await intentsOfOrder(t.store.db, order.id))[0]?.providerCancelPending).toBe(1);

    stripe.down = false;
    const before = cancelCalls();
    await t.store.db
      .updateTable('backgroundJobs')
      .set({ runAt: new Date().toISOString() })
      .where('id', '=', jobId)
      .execute();
    await t.app.background.runDue();
    expect(intent.status).toBe('canceled');
    expect(await job()).toMatchObject({ status: 'done', attempts: 2 });
    expect((await intentsOfOrder(t.store.db, order.id))[0]?.providerCancelPending).toBe(0);
    // Queued again (a replayed close) it is the same job, already done: Stripe is not asked twice.
    await t.store.db.transaction().execute((trx) => queueProviderCancel(trx, rowId));
    await t.app.background.runDue();
    expect(cancelCalls() - before).toBe(1);
  });

  it('an intent Stripe opens for an order cancelled meanwhile is kept, closed, and cancelled at Stripe (409)', async () => {
    const order = await insertOrder(t.store.db, alice);
    stripe.beforeAnswer = async () => {
      stripe.beforeAnswer = null;
      expect((await cancel(alice, order.id)).statusCode).toBe(200);
    };
    const res = await createIntent(alice, order);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PAYMENT_TEXT.orderCancelled);
    const [row] = await intentsOfOrder(t.store.db, order.id);
    expect(row).toMatchObject({ provider: 'stripe', status: 'canceled', amount: order.total });
    await expect.poll(() => stripe.intents.get(row?.providerRef ?? '')?.status, { timeout: 5000 }).toBe('canceled');
    await expect.poll(async () => (await intentsOfOrder(t.store.db, order.id))[0]?.providerCancelPending).toBe(0);
  });

  it('a payment that succeeded at Stripe just before the cancel is recorded: refund_due with its transaction id', async () => {
    const order = await insertOrder(t.store.db, alice);
    const intent = await openIntent(alice, order);
    stripe.succeed(intent.id);
    expect((await cancel(alice, order.id)).statusCode).toBe(200);
    await expect
      .poll(() => orderPaymentState(t.store.db, order.id), { timeout: 5000 })
      .toMatchObject({ status: 'refund_due', transactionId: intent.id });
    expect(stripe.intents.get(intent.id)?.status).toBe('succeeded');
  });

  it('a succeeded webhook for an order cancelled meanwhile marks it refund_due, never lost', async () => {
    const order = await insertOrder(t.store.db, alice);
    const intent = await openIntent(alice, order);
    stripe.down = true; // the cancel cannot reach Stripe, the buyer's card goes through anyway
    expect((await cancel(alice, order.id)).statusCode).toBe(200);
    stripe.down = false;
    stripe.succeed(intent.id);
    expect((await deliver(stripe.webhook('payment_intent.succeeded', intent.id))).statusCode).toBe(200);
    expect(await orderPaymentState(t.store.db, order.id)).toMatchObject({
      status: 'refund_due',
      transactionId: intent.id,
    });
    expect((await intentsOfOrder(t.store.db, order.id))[0]).toMatchObject({
      status: 'succeeded',
      providerCancelPending: 0,
    });
  });
});
