// Steadfast's webhook, sent by its local double to the listening store: each delivery state moves the
// order through the transition service (timeline, stock, cash), a forged token or a bad body changes
// nothing, a replay and a late (backwards) report are answered and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { eventsOf, stockOf, transition } from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';
import { bookOne, codOrder, COURIER_ENV, orderOf, paidOrder, type People } from './testing/courier-fixtures.ts';
import { SteadfastDouble } from './testing/steadfast-double.ts';

let double: SteadfastDouble;
let t: TestApp;
let buyer: TestUser;
let admin: TestUser;
let people: People;
let webhookUrl: string;

beforeAll(async () => {
  double = await SteadfastDouble.start();
  t = await buildTestApp({ env: { ...COURIER_ENV, ...double.env() } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the store is not listening');
  webhookUrl = `http://127.0.0.1:${address.port}/api/courier/steadfast/webhook`;
  buyer = await createUser(t, { name: 'Rahim Uddin' });
  admin = await createUser(t, { name: 'Admin', role: 'admin' });
  people = { buyer, admin };
});
afterAll(async () => {
  await t?.close();
  await double?.close();
});

/** Steadfast reports the order's parcel in `status`; the store's answer. */
const report = (orderId: string, status: string, extra: Record<string, unknown> = {}) =>
  double.sendWebhook(webhookUrl, double.deliveryStatus(orderId, status, extra));

async function shippedPaid() {
  const placed = await paidOrder(t, people);
  await bookOne(t, admin, placed.orderId);
  return placed;
}

async function shippedCod() {
  const placed = await codOrder(t, people);
  await bookOne(t, admin, placed.orderId);
  return placed;
}

const snapshot = async (orderId: string) => ({
  order: await orderOf(t, admin, orderId),
  events: (await eventsOf(t, orderId)).length,
  parcel: await t.store.db.selectFrom('courierParcels').selectAll().where('orderId', '=', orderId).execute(),
});

describe('delivery reports', () => {
  it('in transit and on hold: the parcel follows, the order stays shipped, each on the timeline', async () => {
    const { orderId } = await shippedPaid();
    expect(await report(orderId, 'pending')).toMatchObject({ status: 200, body: { status: 'success' } });
    expect((await orderOf(t, buyer, orderId)).parcel).toMatchObject({ status: 'in_transit', courierStatus: 'pending' });
    await report(orderId, 'hold', { tracking_message: 'Customer asked to deliver tomorrow' });
    const order = await orderOf(t, buyer, orderId);
    expect(order).toMatchObject({ status: 'shipped', parcel: { status: 'on_hold', courierStatus: 'hold' } });
    const notes = (await eventsOf(t, orderId)).slice(-2);
    expect(notes.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      ['shipped', 'shipped'],
      ['shipped', 'shipped'],
    ]);
    expect(notes[1]?.note).toContain('Customer asked to deliver tomorrow');
  });

  it('delivered, paid online: the order is delivered by the store (system), no cash', async () => {
    const { orderId } = await shippedPaid();
    await report(orderId, 'delivered', { cod_amount: 0 });
    const order = await orderOf(t, buyer, orderId);
    expect(order).toMatchObject({
      status: 'delivered',
      parcel: { status: 'delivered', collectedAmount: null, amountMismatch: false },
    });
    expect((await eventsOf(t, orderId)).at(-1)).toMatchObject({
      fromStatus: 'shipped',
      toStatus: 'delivered',
      actorEmail: null,
      note: expect.stringContaining('Steadfast: delivered'),
    });
  });

  it('delivered, cash on delivery: the cash collected is the payment (invoice number), no mismatch', async () => {
    const { orderId } = await shippedCod();
    const total = (await orderOf(t, buyer, orderId)).total;
    await report(orderId, 'delivered', { cod_amount: total });
    const order = await orderOf(t, buyer, orderId);
    expect(order).toMatchObject({
      status: 'delivered',
      paid: true,
      paymentMethod: 'cod',
      invoiceNumber: expect.stringMatching(/^INV-/),
      cashToCollect: 0,
      parcel: { status: 'delivered', collectedAmount: total, amountMismatch: false },
    });
  });

  it('partly delivered with less cash than the total: delivered, and the mismatch is flagged', async () => {
    const { orderId } = await shippedCod();
    const total = (await orderOf(t, buyer, orderId)).total;
    await report(orderId, 'partial_delivered', { cod_amount: total - 300 });
    expect(await orderOf(t, buyer, orderId)).toMatchObject({
      status: 'delivered',
      parcel: { status: 'partly_delivered', collectedAmount: total - 300, amountMismatch: true },
    });
  });

  it('cancelled, cash on delivery: the order is returned, its pieces back, closed unpaid', async () => {
    const { orderId, productId } = await shippedCod();
    const before = await stockOf(t, productId);
    await report(orderId, 'cancelled', { cod_amount: 0 });
    expect(await orderOf(t, buyer, orderId)).toMatchObject({
      status: 'returned',
      paid: false,
      cashToCollect: 0,
      parcel: { status: 'returned', collectedAmount: null },
    });
    expect(await stockOf(t, productId)).toBe(before + 2);
    expect((await eventsOf(t, orderId)).at(-1)).toMatchObject({ fromStatus: 'shipped', toStatus: 'returned' });
  });

  it('cancelled, paid online: returned with its pieces back, then refunded by the admin without restocking twice', async () => {
    const { orderId, productId } = await shippedPaid();
    const before = await stockOf(t, productId);
    await report(orderId, 'cancelled');
    expect((await orderOf(t, buyer, orderId)).status).toBe('returned');
    expect(await stockOf(t, productId)).toBe(before + 2);
    const refund = await transition(t, admin, orderId, { to: 'refunded', restock: true });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await orderOf(t, buyer, orderId)).status).toBe('refunded');
    expect(await stockOf(t, productId)).toBe(before + 2);
  });

  it('a tracking update goes on the timeline and changes no state', async () => {
    const { orderId } = await shippedPaid();
    const parcel = double.byInvoice(orderId);
    const res = await double.sendWebhook(webhookUrl, {
      notification_type: 'tracking_update',
      consignment_id: parcel?.consignment_id,
      invoice: orderId,
      tracking_message: 'Reached the Dhanmondi hub',
      updated_at: '2026-11-29 10:00:00',
    });
    expect(res.status).toBe(200);
    expect((await orderOf(t, buyer, orderId)).status).toBe('shipped');
    expect((await eventsOf(t, orderId)).at(-1)?.note).toContain('Reached the Dhanmondi hub');
  });

  it('a report about a consignment the store did not book is answered and ignored', async () => {
    const res = await double.sendWebhook(webhookUrl, {
      notification_type: 'delivery_status',
      consignment_id: 99,
      status: 'delivered',
      updated_at: '2026-11-29 10:00:00',
    });
    expect(res).toMatchObject({ status: 200, body: { message: 'unknown_consignment' } });
  });
});

describe('what the webhook refuses or ignores', () => {
  it('a forged or missing token: 401 and nothing changes', async () => {
    const { orderId } = await shippedPaid();
    const before = await snapshot(orderId);
    const body = double.deliveryStatus(orderId, 'delivered');
    expect((await double.sendWebhook(webhookUrl, body, 'not-the-token-at-all')).status).toBe(401);
    const bare = await t.app.inject({ method: 'POST', url: '/api/courier/steadfast/webhook', payload: body });
    expect(bare.statusCode).toBe(401);
    expect(await snapshot(orderId)).toEqual(before);
  });

  it('a malformed body: 400 and nothing changes', async () => {
    const { orderId } = await shippedPaid();
    const before = await snapshot(orderId);
    const res = await double.sendWebhook(webhookUrl, { notification_type: 'delivery_status', status: 'delivered' });
    expect(res.status).toBe(400);
    expect(await snapshot(orderId)).toEqual(before);
  });

  it('a replayed report is answered and changes nothing', async () => {
    const { orderId } = await shippedPaid();
    const body = double.deliveryStatus(orderId, 'hold', { updated_at: '2026-11-29 09:00:00' });
    expect((await double.sendWebhook(webhookUrl, body)).status).toBe(200);
    const after = await snapshot(orderId);
    expect((await double.sendWebhook(webhookUrl, body)).body).toMatchObject({ message: 'replayed' });
    expect(await snapshot(orderId)).toEqual(after);
  });

  it("a late report going backwards ('pending' after 'delivered') changes nothing", async () => {
    const { orderId } = await shippedPaid();
    await report(orderId, 'delivered', { updated_at: '2026-11-29 12:00:00' });
    const after = await snapshot(orderId);
    const late = await report(orderId, 'pending', { updated_at: '2026-11-29 08:00:00' });
    expect(late).toMatchObject({ status: 200, body: { message: 'ignored' } });
    expect(await report(orderId, 'cancelled', { updated_at: '2026-11-29 13:00:00' })).toMatchObject({
      body: { message: 'ignored' },
    });
    expect(await snapshot(orderId)).toEqual(after);
  });
});

describe('with the sandbox courier', () => {
  it('the Steadfast webhook is not there (404)', async () => {
    const sandbox = await buildTestApp({ env: COURIER_ENV });
    try {
      const res = await sandbox.app.inject({
        method: 'POST',
        url: '/api/courier/steadfast/webhook',
        headers: { authorization: 'Bearer test-webhook-token-0001' },
        payload: { notification_type: 'delivery_status', consignment_id: 1, status: 'delivered', updated_at: 'x' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await sandbox.close();
    }
  });
});
