// The order desk's transitions (driven from the shared table), refunds through the sandbox provider,
// restocking, races, the timeline and what the order shows afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import { findTransition, ORDER_STATUSES, type OrderStatus } from '@store/shared/order-flow';
import { OrderEventListSchema, OrderSchema } from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  bodyFor,
  eventsOf,
  orderIn,
  placeOrder,
  readOrder,
  REFUND_FAILING_CARD,
  stockOf,
  transition,
} from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';

const { ORDER_DESK_TEXT } = englishTexts('order-desk');

let t: TestApp;
let buyer: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      MAX_OPEN_UNPAID_ORDERS: '100000',
      RATE_LIMITS: 'off',
      CARRIER_TRACKING_URLS:
        'Pathao=https://track.example.com/p/{tracking}?ref=store, Steadfast=https://sf.example.com/{tracking}',
    },
  });
  [buyer, other, admin] = await Promise.all([
    createUser(t, { name: 'Rahim Uddin' }),
    createUser(t),
    createUser(t, { role: 'admin' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

const people = () => ({ buyer, admin });

describe('POST /api/orders/{id}/transitions: every pair of states, as the table says for an admin', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)('%s → %s', async (from: OrderStatus, to: OrderStatus) => {
    const { orderId } = await orderIn(t, people(), from);
    const before = await eventsOf(t, orderId);
    const res = await transition(t, admin, orderId, bodyFor(to));
    if (findTransition(from, to, 'admin')) {
      expect(res.statusCode, res.body).toBe(200);
      const order = OrderSchema.parse(res.json());
      expect(order.status).toBe(to);
      const after = await eventsOf(t, orderId);
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)).toMatchObject({ fromStatus: from, toStatus: to, actorEmail: admin.email });
    } else {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'TRANSITION_NOT_ALLOWED',
        currentStatus: from,
        message: ORDER_DESK_TEXT.transitionNotAllowed({ from, to }),
      });
      expect((await readOrder(t, buyer, orderId)).status).toBe(from);
      expect(await eventsOf(t, orderId)).toEqual(before);
    }
  });
});

describe('POST /api/orders/{id}/transitions: input and access', () => {
  it('answers 400 with field messages for shipping without a carrier or a tracking number, and changes nothing', async () => {
    const { orderId } = await orderIn(t, people(), 'processing');
    const res = await transition(t, admin, orderId, { to: 'shipped' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      carrier: ORDER_DESK_TEXT.carrierRequired,
      trackingNumber: ORDER_DESK_TEXT.trackingRequired,
    });
    const blank = await transition(t, admin, orderId, { to: 'shipped', carrier: '  ', trackingNumber: 'X1' });
    expect(blank.statusCode).toBe(400);
    expect((await readOrder(t, admin, orderId)).status).toBe('processing');
  });

  it('answers 400 for an unknown state, a long note and a body that is not an object', async () => {
    const { orderId } = await orderIn(t, people(), 'paid');
    expect((await transition(t, admin, orderId, { to: 'lost' })).json().error.fields.to).toBe(
      ORDER_DESK_TEXT.unknownState,
    );
    expect((await transition(t, admin, orderId, { to: 'processing', note: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await transition(t, admin, orderId, {})).statusCode).toBe(400);
    expect((await readOrder(t, admin, orderId)).status).toBe('paid');
  });

  it('answers 401 without a token, 403 for the owner and others, 404 for an unknown or malformed id', async () => {
    const { orderId } = await orderIn(t, people(), 'paid');
    expect((await transition(t, null, orderId, { to: 'processing' })).statusCode).toBe(401);
    expect((await transition(t, buyer, orderId, { to: 'processing' })).statusCode).toBe(403);
    expect((await transition(t, other, orderId, { to: 'processing' })).statusCode).toBe(403);
    expect((await transition(t, admin, '6f1b2c3d-0000-4000-8000-000000000000', { to: 'processing' })).statusCode).toBe(
      404,
    );
    expect((await transition(t, admin, 'not-an-id', { to: 'processing' })).statusCode).toBe(404);
    expect((await readOrder(t, admin, orderId)).status).toBe('paid');
  });
});

describe('shipping and the order it leaves', () => {
  it('stores carrier, tracking number and the carrier’s tracking link; the buyer sees them with name and card', async () => {
    const { orderId } = await orderIn(t, people(), 'processing');
    const res = await transition(t, admin, orderId, {
      to: 'shipped',
      carrier: 'pathao',
      trackingNumber: 'PTH 12/3',
      note: 'Two boxes',
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = await readOrder(t, buyer, orderId);
    expect(order).toMatchObject({
      status: 'shipped',
      paid: true,
      buyerName: 'Rahim Uddin',
      carrier: 'pathao',
      trackingNumber: 'PTH 12/3',
      trackingUrl: 'https://track.example.com/p/PTH%2012%2F3?ref=store',
      paymentProvider: 'sandbox',
      cardBrand: 'visa',
      cardLast4: '4242',
      refundId: null,
    });
    // Paid orders carry their invoice number (features/invoices).
    expect(order.invoiceNumber).toMatch(/^INV-\d{4}-\d{2}-\d{6}$/);
  });

  it('has no tracking link for a carrier CARRIER_TRACKING_URLS does not name', async () => {
    const { orderId } = await orderIn(t, people(), 'processing');
    const res = await transition(t, admin, orderId, { to: 'shipped', carrier: 'Sundarban', trackingNumber: 'S-1' });
    expect(res.json()).toMatchObject({ carrier: 'Sundarban', trackingNumber: 'S-1', trackingUrl: null });
  });
});

describe('admin cancel of an unpaid order', () => {
  it('puts the stock back and closes the open payment intent, as the owner’s cancel does', async () => {
    const { orderId, productId } = await placeOrder(t, buyer, 3, 20);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: buyer.headers,
      payload: { price: (await readOrder(t, buyer, orderId)).price, order: orderId },
    });
    expect(opened.statusCode).toBe(200);
    expect(await stockOf(t, productId)).toBe(17);
    const res = await transition(t, admin, orderId, { to: 'cancelled', note: 'Buyer phoned' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(t, productId)).toBe(20);
    const intents = await t.store.db.selectFrom('paymentIntents').selectAll().where('orderId', '=', orderId).execute();
    expect(intents.map((i) => i.status)).toEqual(['canceled']);
    expect((await eventsOf(t, orderId)).at(-1)).toMatchObject({
      fromStatus: 'unpaid',
      toStatus: 'cancelled',
      actorEmail: admin.email,
      note: 'Buyer phoned',
    });
  });
});

describe('refunds through the sandbox provider', () => {
  const refundsOf = (paymentRef: string) =>
    t.store.db.selectFrom('sandboxRefunds').selectAll().where('paymentRef', '=', paymentRef).execute();

  it('paid → cancelled refunds the order total, stores the refund id and puts the stock back', async () => {
    const { orderId, productId } = await orderIn(t, people(), 'paid', { quantity: 4, stock: 10 });
    expect(await stockOf(t, productId)).toBe(6);
    const res = await transition(t, admin, orderId, { to: 'cancelled', note: 'Out of stock at the workshop' });
    expect(res.statusCode, res.body).toBe(200);
    const order = OrderSchema.parse(res.json());
    expect(order.status).toBe('cancelled');
    expect(order.paid).toBe(false);
    expect(order.refundId).toMatch(/^re_sandbox_/);
    const refunds = await refundsOf(order.transactionId ?? '');
    expect(refunds).toEqual([
      expect.objectContaining({ id: order.refundId, amount: order.total * 100, idempotencyKey: `refund-${orderId}` }),
    ]);
    expect(await stockOf(t, productId)).toBe(10);
    expect((await eventsOf(t, orderId)).at(-1)).toMatchObject({ toStatus: 'cancelled', refundId: order.refundId });
  });

  it.each([
    ['paid', undefined, true],
    ['paid', false, false],
    ['processing', undefined, true],
    ['shipped', undefined, false],
    ['shipped', true, true],
    ['refund_due', undefined, false],
    ['refund_due', true, false],
  ] as const)('from %s with restock %s: stock back is %s', async (from, restock, back) => {
    const { orderId, productId } = await orderIn(t, people(), from, { quantity: 3, stock: 10 });
    const before = await stockOf(t, productId);
    const res = await transition(t, admin, orderId, { to: 'refunded', ...(restock === undefined ? {} : { restock }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refunded', paid: false });
    expect(await stockOf(t, productId)).toBe(back ? before + 3 : before);
  });

  it('a refused refund leaves the order as it was (502 REFUND_FAILED), and a retry asks again', async () => {
    const { orderId, productId } = await orderIn(t, people(), 'paid', { card: REFUND_FAILING_CARD });
    const stock = await stockOf(t, productId);
    const events = await eventsOf(t, orderId);
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await transition(t, admin, orderId, { to: 'refunded' });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toMatchObject({ code: 'REFUND_FAILED', message: ORDER_DESK_TEXT.refundFailed });
    }
    const order = await readOrder(t, admin, orderId);
    expect(order).toMatchObject({ status: 'paid', refundId: null, cardLast4: '5126' });
    expect(await stockOf(t, productId)).toBe(stock);
    expect(await eventsOf(t, orderId)).toEqual(events);
    expect(await refundsOf(order.transactionId ?? '')).toEqual([]);
    // The order can still go on.
    expect((await transition(t, admin, orderId, { to: 'processing' })).statusCode).toBe(200);
  });

  it('ten refunds at once refund once, restock once, and write one event; the others get 409', async () => {
    const { orderId, productId } = await orderIn(t, people(), 'paid', { quantity: 2, stock: 10 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => transition(t, admin, orderId, { to: i % 2 ? 'refunded' : 'cancelled' })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    const winner = results.find((r) => r.statusCode === 200)?.json<{ status: string; transactionId: string }>();
    for (const loser of results.filter((r) => r.statusCode === 409)) {
      expect(loser.json().error).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', currentStatus: winner?.status });
    }
    expect(await refundsOf(winner?.transactionId ?? '')).toHaveLength(1);
    expect(await stockOf(t, productId)).toBe(10);
    expect((await eventsOf(t, orderId)).filter((e) => e.toStatus === winner?.status)).toHaveLength(1);
  });
});

describe('races between admins', () => {
  it('two admins moving the same order at once change it once; the other gets 409 with the state now', async () => {
    const { orderId } = await orderIn(t, people(), 'paid');
    const [a, b] = await Promise.all([
      transition(t, admin, orderId, { to: 'processing' }),
      transition(t, admin, orderId, { to: 'processing' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error.currentStatus).toBe('processing');
    expect((await eventsOf(t, orderId)).filter((e) => e.toStatus === 'processing')).toHaveLength(1);
  });
});

describe('GET /api/orders/{id}/events', () => {
  const events = (user: TestUser | null, orderId: string) =>
    t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/events`, headers: user?.headers ?? {} });

  it('is the whole story oldest first: placed by the buyer, paid by the store, then the admin’s steps', async () => {
    const { orderId } = await orderIn(t, people(), 'shipped');
    const res = await events(buyer, orderId);
    expect(res.statusCode).toBe(200);
    const list = OrderEventListSchema.parse(res.json());
    expect(list.map((e) => [e.from, e.to, e.by])).toEqual([
      [null, 'unpaid', buyer.email],
      ['unpaid', 'paid', null],
      ['paid', 'processing', admin.email],
      ['processing', 'shipped', admin.email],
    ]);
    expect(list[3]).toMatchObject({ carrier: 'Pathao', trackingNumber: 'PTH-123 45', refundId: null, orderId });
    expect([...list.map((e) => e.at)].sort()).toEqual(list.map((e) => e.at));
  });

  it('records the owner’s cancel and the store’s expiry', async () => {
    const cancelled = await orderIn(t, people(), 'cancelled');
    const expired = await orderIn(t, people(), 'expired');
    const a = OrderEventListSchema.parse((await events(buyer, cancelled.orderId)).json());
    const b = OrderEventListSchema.parse((await events(admin, expired.orderId)).json());
    expect(a.at(-1)).toMatchObject({ from: 'unpaid', to: 'cancelled', by: buyer.email });
    expect(b.at(-1)).toMatchObject({ from: 'unpaid', to: 'expired', by: null });
  });

  it('answers the owner and an admin; 403 for others, 401 without a token, 404 for an unknown order', async () => {
    const { orderId } = await orderIn(t, people(), 'paid');
    expect((await events(buyer, orderId)).statusCode).toBe(200);
    expect((await events(admin, orderId)).statusCode).toBe(200);
    expect((await events(other, orderId)).statusCode).toBe(403);
    expect((await events(null, orderId)).statusCode).toBe(401);
    expect((await events(admin, '6f1b2c3d-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
