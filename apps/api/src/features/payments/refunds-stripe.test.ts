// Refunds with the stripe provider: the official SDK against the local double (POST /v1/refunds with
// the order's idempotency key), Stripe's outages and refusals, and charge.refunded from the dashboard.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { eventsOf, placeOrder, readOrder, stockOf, transition } from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';
import { StripeDouble } from './testing/stripe-double.ts';

const { ORDER_DESK_TEXT } = englishTexts('order-desk');
const { PAYMENT_TEXT } = englishTexts('payments');

let stripe: StripeDouble;
let t: TestApp;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  stripe = await StripeDouble.start();
});
afterAll(async () => {
  await stripe.close();
});
beforeEach(async () => {
  stripe.down = false;
  stripe.refundFailures = 0;
  t = await buildTestApp({ env: stripe.env() });
  buyer = await createUser(t, { name: 'Karim' });
  admin = await createUser(t, { role: 'admin' });
});
afterEach(async () => {
  await t.close();
});

/** An order paid at "Stripe" and recorded through the owner's PATCH; returns its ids. */
async function paidOrder(quantity = 2, stock = 10) {
  const placed = await placeOrder(t, buyer, quantity, stock);
  const order = await readOrder(t, buyer, placed.orderId);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: buyer.headers,
    payload: { price: order.price, order: placed.orderId },
  });
  expect(res.statusCode, res.body).toBe(200);
  const intent = stripe.intentByClientSecret(res.json<{ clientSecret: string }>().clientSecret);
  stripe.succeed(intent.id, { brand: 'mastercard', last4: '4444' });
  const patch = await t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${placed.orderId}`,
    headers: buyer.headers,
    payload: { order: placed.orderId, transactionId: intent.id },
  });
  expect(patch.statusCode, patch.body).toBe(200);
  return { ...placed, intentId: intent.id, amount: intent.amount };
}

const refundCalls = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');

const deliver = (delivery: { payload: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': delivery.signature },
    payload: delivery.payload,
  });

describe('admin refunds with Stripe', () => {
  it('refunds the order total for its payment intent with the key refund-<order id>', async () => {
    const { orderId, productId, intentId, amount } = await paidOrder(2, 10);
    const before = refundCalls().length;
    const res = await transition(t, admin, orderId, { to: 'refunded' });
    expect(res.statusCode, res.body).toBe(200);
    const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(refunds).toEqual([expect.objectContaining({ amount, payment_intent: intentId })]);
    expect(
      refundCalls()
        .slice(before)
        .map((r) => r.idempotencyKey),
    ).toEqual([`refund-${orderId}`]);
    expect(res.json()).toMatchObject({
      status: 'refunded',
      refundId: refunds[0]?.id,
      paymentProvider: 'stripe',
      cardBrand: 'mastercard',
      cardLast4: '4444',
    });
    expect(await stockOf(t, productId)).toBe(10);
  });

  it('answers 502 PAYMENT_PROVIDER_UNAVAILABLE while Stripe is down, changes nothing, and a retry refunds once', async () => {
    const { orderId, productId, intentId } = await paidOrder();
    const events = await eventsOf(t, orderId);
    stripe.down = true;
    const down = await transition(t, admin, orderId, { to: 'cancelled' });
    expect(down.statusCode).toBe(502);
    expect(down.json().error).toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: PAYMENT_TEXT.providerUnavailable,
    });
    expect((await readOrder(t, admin, orderId)).status).toBe('paid');
    expect(await eventsOf(t, orderId)).toEqual(events);
    expect(await stockOf(t, productId)).toBe(8);
    stripe.down = false;
    const retry = await transition(t, admin, orderId, { to: 'cancelled' });
    expect(retry.statusCode, retry.body).toBe(200);
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    expect(await stockOf(t, productId)).toBe(10);
  });

  it('answers 502 REFUND_FAILED when Stripe refuses, changes nothing, and the retry goes through', async () => {
    const { orderId } = await paidOrder();
    stripe.refundFailures = 1;
    const refused = await transition(t, admin, orderId, { to: 'refunded' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error).toMatchObject({ code: 'REFUND_FAILED', message: ORDER_DESK_TEXT.refundFailed });
    expect(await readOrder(t, admin, orderId)).toMatchObject({ status: 'paid', refundId: null });
    expect((await transition(t, admin, orderId, { to: 'refunded' })).statusCode).toBe(200);
  });

  it('refunds once at Stripe when five refunds arrive together', async () => {
    const { orderId, intentId, productId } = await paidOrder(3, 10);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => transition(t, admin, orderId, { to: 'refunded' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    expect(await stockOf(t, productId)).toBe(10);
  });
});

describe('charge.refunded (a refund made in Stripe’s dashboard)', () => {
  it('moves a paid order to refunded by the store with the refund id, restocks it, and ignores the replay', async () => {
    const { orderId, intentId, productId } = await paidOrder(2, 10);
    const delivery = stripe.chargeRefundedWebhook(intentId);
    const res = await deliver(delivery);
    expect(res.statusCode, res.body).toBe(200);
    expect(await readOrder(t, admin, orderId)).toMatchObject({ status: 'refunded', refundId: delivery.refundId });
    expect((await eventsOf(t, orderId)).at(-1)).toMatchObject({
      fromStatus: 'paid',
      toStatus: 'refunded',
      actorEmail: null,
      refundId: delivery.refundId,
    });
    expect(await stockOf(t, productId)).toBe(10);
    const events = await eventsOf(t, orderId);
    expect((await deliver(delivery)).statusCode).toBe(200);
    expect(await eventsOf(t, orderId)).toEqual(events);
    expect(await stockOf(t, productId)).toBe(10);
  });

  it('does not restock a shipped order', async () => {
    const { orderId, intentId, productId } = await paidOrder(2, 10);
    for (const body of [{ to: 'processing' }, { to: 'shipped', carrier: 'RedX', trackingNumber: 'R1' }]) {
      expect((await transition(t, admin, orderId, body)).statusCode).toBe(200);
    }
    expect((await deliver(stripe.chargeRefundedWebhook(intentId))).statusCode).toBe(200);
    expect((await readOrder(t, admin, orderId)).status).toBe('refunded');
    expect(await stockOf(t, productId)).toBe(8);
  });

  it('leaves the order alone for a partial refund, and for a delivered one (not in the table for the store)', async () => {
    const partial = await paidOrder();
    expect((await deliver(stripe.chargeRefundedWebhook(partial.intentId, { amountRefunded: 100 }))).statusCode).toBe(
      200,
    );
    expect((await readOrder(t, admin, partial.orderId)).status).toBe('paid');

    const delivered = await paidOrder();
    for (const body of [
      { to: 'processing' },
      { to: 'shipped', carrier: 'RedX', trackingNumber: 'R2' },
      { to: 'delivered' },
    ]) {
      expect((await transition(t, admin, delivered.orderId, body)).statusCode).toBe(200);
    }
    expect((await deliver(stripe.chargeRefundedWebhook(delivered.intentId))).statusCode).toBe(200);
    expect((await readOrder(t, admin, delivered.orderId)).status).toBe('delivered');
  });

  it.each(['refunded', 'cancelled'])(
    'after the order desk’s refund (→ %s), Stripe’s event for that refund changes nothing more',
    async (to) => {
      const { orderId, intentId } = await paidOrder();
      const res = await transition(t, admin, orderId, { to });
      expect(res.statusCode).toBe(200);
      const events = await eventsOf(t, orderId);
      expect((await deliver(stripe.chargeRefundedWebhook(intentId))).statusCode).toBe(200);
      expect(await eventsOf(t, orderId)).toEqual(events);
      expect((await readOrder(t, admin, orderId)).status).toBe(to);
    },
  );
});
