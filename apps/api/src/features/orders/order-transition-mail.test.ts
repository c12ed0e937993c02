// The buyer hears of each step of the order desk: the message is written in the transaction of the
// transition (shipped, delivered, refunded), the payment's message carries the invoice number, and a
// refused transition writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { orderIn, transition } from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';

let t: TestApp;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp({
    env: { RATE_LIMITS: 'off', CARRIER_TRACKING_URLS: 'Pathao=https://track.example.com/p/{tracking}' },
  });
  [buyer, admin] = await Promise.all([createUser(t), createUser(t, { role: 'admin' })]);
});
afterAll(async () => {
  await t.close();
});

const mailsOf = (orderId: string, to: string) =>
  t.store.db
    .selectFrom('mailMessages')
    .select(['template', 'recipient', 'data'])
    .where('recipient', '=', to)
    .where('data', 'like', `%${orderId}%`)
    .orderBy('createdAt')
    .execute();

describe('order desk messages', () => {
  it('payment received carries the invoice number given in the same transaction', async () => {
    const { orderId } = await orderIn(t, { buyer, admin }, 'paid');
    const paid = (await mailsOf(orderId, buyer.email)).find((m) => m.template === 'payment-received');
    expect(paid).toBeDefined();
    const order = await t.store.db
      .selectFrom('orders')
      .select('invoiceNumber')
      .where('id', '=', orderId)
      .executeTakeFirst();
    expect(order?.invoiceNumber).toMatch(/^INV-\d{4}-\d{2}-\d{6}$/);
    expect(JSON.parse(paid!.data)).toMatchObject({ invoiceNumber: order?.invoiceNumber });
  });

  it('shipped (with carrier, tracking and its link) and delivered each write one message to the buyer', async () => {
    const { orderId } = await orderIn(t, { buyer, admin }, 'delivered');
    const templates = (await mailsOf(orderId, buyer.email)).map((m) => m.template);
    expect(templates).toEqual(['order-received', 'payment-received', 'order-shipped', 'order-delivered']);
    const shipped = (await mailsOf(orderId, buyer.email)).find((m) => m.template === 'order-shipped');
    expect(JSON.parse(shipped!.data)).toMatchObject({
      carrier: 'Pathao',
      trackingNumber: 'PTH-123 45',
      trackingUrl: 'https://track.example.com/p/PTH-123%2045',
    });
  });

  it('a refund writes "refunded" with the amount and the provider reference; a refused transition writes nothing', async () => {
    const { orderId } = await orderIn(t, { buyer, admin }, 'paid');
    const refused = await transition(t, admin, orderId, { to: 'delivered' });
    expect(refused.statusCode).toBe(409);
    expect((await mailsOf(orderId, buyer.email)).map((m) => m.template)).toEqual([
      'order-received',
      'payment-received',
    ]);
    const refunded = await transition(t, admin, orderId, { to: 'refunded' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const order = await t.store.db
      .selectFrom('orders')
      .select(['total', 'refundId'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const mail = (await mailsOf(orderId, buyer.email)).find((m) => m.template === 'order-refunded');
    expect(JSON.parse(mail!.data)).toMatchObject({ amount: order.total, refundReference: order.refundId });
  });
});
