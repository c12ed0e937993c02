// The buyer's text messages are written with the order change, in its transaction, in the buyer's
// language, to the order's phone: placed, cash on delivery confirmed, shipped, delivered, returned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countSmsSegments, type SmsOutboxPage } from '@store/shared/sms';
import { orderSmsText, orderTrackPath } from '@store/shared/sms/order-sms';
import type { Locale } from '@store/shared/i18n/locales';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { orderIn, placeOrder, transition } from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';
import { storePublicUrl } from '../mail/index.ts';
import { queueOrderSms, smsChangeOfTransition } from './sms.service.ts';
import { startSslWirelessDouble, type SslWirelessDouble } from './testing/sslwireless-double.ts';

let t: TestApp;
let double: SslWirelessDouble;
let buyer: TestUser;
let banglaBuyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  double = await startSslWirelessDouble();
  t = await buildTestApp({
    env: {
      RATE_LIMITS: 'off',
      MAX_OPEN_UNPAID_ORDERS: '1000',
      PAYMENT_PROVIDERS: 'sandbox,cod',
      CARRIER_TRACKING_URLS: 'Pathao=https://track.example.com/p/{tracking}',
      SSLWIRELESS_API_TOKEN: double.apiToken,
      SSLWIRELESS_SID: double.sid,
      SSLWIRELESS_API_BASE: double.url,
    },
  });
  [buyer, banglaBuyer, admin] = await Promise.all([
    createUser(t, { name: 'Rahim' }),
    createUser(t, { name: 'Karim' }),
    createUser(t, { role: 'admin' }),
  ]);
  await t.store.db.updateTable('users').set({ language: 'bn' }).where('id', '=', banglaBuyer.id).execute();
});
afterAll(async () => {
  await t?.close();
  await double?.close();
});

const smsOf = (orderId: string) =>
  t.store.db
    .selectFrom('smsOutbox')
    .selectAll()
    .where('orderId', '=', orderId)
    .orderBy('createdAt')
    .orderBy('template')
    .execute();

const totalOf = async (orderId: string) =>
  Number(
    (await t.store.db.selectFrom('orders').select('total').where('id', '=', orderId).executeTakeFirstOrThrow()).total,
  );

const refOf = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/** The text an order's placed SMS must have: ref, total, and the link to its tracking page. */
async function placedText(orderId: string, locale: Locale) {
  const { trackKey } = await t.store.db
    .selectFrom('orders')
    .select('trackKey')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const followUrl = orderTrackPath(locale, trackKey ?? '', storePublicUrl(t.app.config));
  return orderSmsText(locale, 'order-placed', { ref: refOf(orderId), total: await totalOf(orderId), followUrl });
}

/** Runs rounds of due jobs until none is left (a round takes at most 20). */
async function runAllDue() {
  while ((await t.app.background.runDue()) > 0);
}

describe('order text messages', () => {
  it('an order placed texts its phone, normalised, with the short ref and the total as the store writes taka', async () => {
    const { orderId } = await placeOrder(t, buyer);
    const [sms, ...others] = await smsOf(orderId);
    expect(others).toEqual([]);
    const body = await placedText(orderId, 'en');
    expect(sms).toMatchObject({
      template: 'order-placed',
      recipient: '+8801711000000',
      locale: 'en',
      body,
      segments: countSmsSegments(body).segments,
      status: 'queued',
    });
    expect(body).toMatch(new RegExp(`^Order ${refOf(orderId)} received\\. Total ৳[\\d,.]+\\. Follow it: http`));
    expect(body).toMatch(/\/track\/[\w-]{22}$/);
    // Its delivery job sends it, with our message id as the gateway's csms_id.
    await runAllDue();
    const taken = double.messages.find((m) => m.csmsId === sms?.id);
    expect(taken).toEqual({ msisdn: '8801711000000', sms: body, csmsId: sms?.id, referenceId: expect.any(String) });
    expect((await smsOf(orderId))[0]).toMatchObject({ status: 'sent', attempts: 1, gatewayRef: taken?.referenceId });
  });

  it('writes in the language of the buyer account: Bangla with Bengali digits, counted as UCS-2', async () => {
    const { orderId } = await placeOrder(t, banglaBuyer);
    const [sms] = await smsOf(orderId);
    expect(sms?.locale).toBe('bn');
    expect(sms?.body).toBe(await placedText(orderId, 'bn'));
    expect(sms?.body).toMatch(/\/bn\/track\/[\w-]{22}$/);
    expect(sms?.body).toMatch(/মোট ৳[০-৯,]+/);
    expect(sms?.segments).toBe(countSmsSegments(sms?.body ?? '').segments);
    expect(countSmsSegments(sms?.body ?? '').encoding).toBe('ucs2');
  });

  it('a cash-on-delivery order confirmed by the admin (unpaid → processing) texts the cash to keep ready', async () => {
    const { orderId } = await placeOrder(t, buyer);
    const cod = await t.app.inject({
      method: 'POST',
      url: '/api/payments/cod',
      headers: buyer.headers,
      payload: { order: orderId },
    });
    expect(cod.statusCode, cod.body).toBe(200);
    expect((await transition(t, admin, orderId, { to: 'processing' })).statusCode).toBe(200);
    const confirmed = (await smsOf(orderId)).find((s) => s.template === 'order-cod-confirmed');
    expect(confirmed?.body).toBe(
      orderSmsText('en', 'order-cod-confirmed', { ref: refOf(orderId), total: await totalOf(orderId) }),
    );
  });

  it('shipped texts the tracking link; delivered thanks the buyer; a paid order confirmed texts nothing', async () => {
    const { orderId } = await orderIn(t, { buyer, admin }, 'delivered');
    const rows = await smsOf(orderId);
    expect(rows.map((s) => s.template)).toEqual(['order-placed', 'order-shipped', 'order-delivered']);
    expect(rows[1]?.body).toBe(
      `Order ${refOf(orderId)} has shipped. Track it: https://track.example.com/p/PTH-123%2045`,
    );
    expect(rows[2]?.body).toBe(orderSmsText('en', 'order-delivered', { ref: refOf(orderId), total: 0 }));
  });

  it('shipped without a tracking page names the carrier and the tracking number, in Bangla for a Bangla buyer', async () => {
    const { orderId } = await orderIn(t, { buyer: banglaBuyer, admin }, 'processing');
    const res = await transition(t, admin, orderId, { to: 'shipped', carrier: 'Steadfast', trackingNumber: 'SF-77' });
    expect(res.statusCode, res.body).toBe(200);
    const shipped = (await smsOf(orderId)).find((s) => s.template === 'order-shipped');
    expect(shipped?.body).toBe('অর্ডার ' + refOf(orderId) + ' Steadfast-এ পাঠানো হয়েছে। ট্র্যাকিং নম্বর: SF-77');
  });

  it('a refused transition writes no message', async () => {
    const { orderId } = await orderIn(t, { buyer, admin }, 'paid');
    expect((await transition(t, admin, orderId, { to: 'delivered' })).statusCode).toBe(409);
    expect((await smsOf(orderId)).map((s) => s.template)).toEqual(['order-placed']);
  });

  it('picks the message by the target state, returned included', () => {
    expect(smsChangeOfTransition('unpaid', 'processing')).toBe('cod-confirmed');
    expect(smsChangeOfTransition('paid', 'processing')).toBeUndefined();
    expect(smsChangeOfTransition('processing', 'shipped')).toBe('shipped');
    expect(smsChangeOfTransition('shipped', 'delivered')).toBe('delivered');
    expect(smsChangeOfTransition('delivered', 'delivered')).toBeUndefined();
    expect(smsChangeOfTransition('shipped', 'returned')).toBe('returned');
    expect(smsChangeOfTransition('paid', 'refunded')).toBeUndefined();
  });

  it('a returned order texts the buyer that it came back', async () => {
    const { orderId } = await orderIn(t, { buyer: banglaBuyer, admin }, 'shipped');
    await t.store.db.transaction().execute((trx) => queueOrderSms(trx, orderId, 'returned'));
    const returned = (await smsOf(orderId)).find((s) => s.template === 'order-returned');
    expect(returned?.body).toBe(orderSmsText('bn', 'order-returned', { ref: refOf(orderId), total: 0 }));
  });

  it('never writes, nor sends, a message for an order change whose transaction rolled back', async () => {
    const { orderId } = await orderIn(t, { buyer, admin }, 'shipped');
    await runAllDue();
    const sentBefore = double.messages.length;
    const smsJobs = () =>
      t.store.db.selectFrom('backgroundJobs').select('id').where('kind', '=', 'sms.send').orderBy('id').execute();
    const jobsBefore = await smsJobs();
    await expect(
      t.store.db.transaction().execute(async (trx) => {
        await queueOrderSms(trx, orderId, 'delivered');
        throw new Error('the order change failed');
      }),
    ).rejects.toThrow('the order change failed');
    expect((await smsOf(orderId)).map((s) => s.template)).toEqual(['order-placed', 'order-shipped']);
    expect(await smsJobs()).toEqual(jobsBefore);
    await runAllDue();
    expect(double.messages.length).toBe(sentBefore);
  });

  it('an order refused for stock writes no message', async () => {
    const before = await t.store.db.selectFrom('smsOutbox').select('id').execute();
    await expect(placeOrder(t, buyer, 60, 5)).rejects.toThrow(/409/);
    expect(await t.store.db.selectFrom('smsOutbox').select('id').execute()).toHaveLength(before.length);
  });
});

describe('GET /api/admin/sms-outbox', () => {
  it('lists the messages newest first, 20 a page, with recipient, text, parts, state, attempts and times', async () => {
    const { orderId } = await placeOrder(t, banglaBuyer);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/sms-outbox', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<SmsOutboxPage>();
    const total = (await t.store.db.selectFrom('smsOutbox').select('id').execute()).length;
    expect(page).toMatchObject({ page: 1, total, pageCount: Math.ceil(total / 20), delivering: true });
    expect(page.items.length).toBe(Math.min(20, total));
    expect(page.items[0]).toMatchObject({
      to: '+8801711000000',
      orderId,
      template: 'order-placed',
      locale: 'bn',
      segments: countSmsSegments(page.items[0]?.body ?? '').segments,
      status: 'queued',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    const second = await t.app.inject({ method: 'GET', url: '/api/admin/sms-outbox?page=2', headers: admin.headers });
    const ids = new Set(page.items.map((i) => i.id));
    expect(second.json<SmsOutboxPage>().items.every((i) => !ids.has(i.id))).toBe(true);
  });
});
