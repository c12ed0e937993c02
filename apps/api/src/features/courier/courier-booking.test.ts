// Booking parcels with Steadfast (its local double): one and several, what is sent, refusals and outages
// that change nothing, and never two parcels for one order (twice, at once, after a lost answer).
import { messageRef } from '@store/shared/i18n/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp, testConfig } from '../../../test/build-test-app.ts';
import { eventsOf, payOrder, placeOrder, stockOf } from '../../../test/order-desk-helpers.ts';
import { DHANMONDI, defineZones, postOrder, saveAddress, weighedProduct } from '../../../test/delivery-helpers.ts';
import { createUser } from '../../../test/users.ts';
import {
  book,
  bookings,
  bookOne,
  codOrder,
  COURIER_ENV,
  orderOf,
  paidOrder,
  parcelRows,
  type People,
} from './testing/courier-fixtures.ts';
import { SteadfastDouble } from './testing/steadfast-double.ts';

/** Messages travel as catalogue references: the desk shows them in its own language. */
const ref = (key: string) => messageRef('order-desk', 'COURIER_TEXT', key);

let double: SteadfastDouble;
let t: TestApp;
let buyer: TestUser;
let admin: TestUser;
let people: People;

beforeAll(async () => {
  double = await SteadfastDouble.start();
  t = await buildTestApp({ env: { ...COURIER_ENV, ...double.env() } });
  buyer = await createUser(t, { name: 'Rahim Uddin' });
  admin = await createUser(t, { name: 'Admin', role: 'admin' });
  people = { buyer, admin };
});
afterAll(async () => {
  await t?.close();
  await double?.close();
});

const createCalls = (invoice: string) => double.callsTo('/create_order').filter((c) => c.body?.invoice === invoice);

describe('booking', () => {
  it('books a paid order: the parcel is stored and the order shipped with Steadfast and its tracking code', async () => {
    const { orderId } = await paidOrder(t, people);
    const parcel = await bookOne(t, admin, orderId);
    const sent = double.byInvoice(orderId);
    expect(sent).toMatchObject({
      recipient_name: 'Rahim Uddin',
      recipient_phone: '01711000000',
      recipient_address: 'House 1, Road 2, Dhaka',
      cod_amount: 0,
      item_description: expect.stringMatching(/ × 2$/),
    });
    expect(createCalls(orderId)[0]?.headers).toMatchObject({
      'api-key': 'test-api-key-0001',
      'secret-key': 'test-secret-key-0001',
    });
    expect(parcel).toEqual({
      courier: 'steadfast',
      courierName: 'Steadfast',
      consignmentId: String(sent?.consignment_id),
      trackingCode: sent?.tracking_code,
      trackingUrl: `https://steadfast.com.bd/t/${sent?.tracking_code}`,
      status: 'booked',
      courierStatus: 'in_review',
      codAmount: 0,
      collectedAmount: null,
      amountMismatch: false,
      bookedAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const order = await orderOf(t, buyer, orderId);
    expect(order).toMatchObject({
      status: 'shipped',
      carrier: 'Steadfast',
      trackingNumber: sent?.tracking_code,
      trackingUrl: parcel.trackingUrl,
      parcel,
    });
    const events = await eventsOf(t, orderId);
    expect(events.map((e) => e.toStatus)).toEqual(['unpaid', 'paid', 'processing', 'shipped']);
    expect(events.at(-1)).toMatchObject({
      actorEmail: admin.email,
      carrier: 'Steadfast',
      trackingNumber: sent?.tracking_code,
    });
  });

  it('books a confirmed cash-on-delivery order for its total, and several orders at once', async () => {
    const cod = await codOrder(t, people);
    const paid = await paidOrder(t, people, 3);
    const results = await book(t, admin, [cod.orderId, paid.orderId]);
    expect(results.map((r) => [r.orderId, r.ok])).toEqual([
      [cod.orderId, true],
      [paid.orderId, true],
    ]);
    const codTotal = (await orderOf(t, buyer, cod.orderId)).total;
    expect(double.byInvoice(cod.orderId)?.cod_amount).toBe(codTotal);
    expect(results[0]).toMatchObject({ parcel: { codAmount: codTotal } });
    expect(double.byInvoice(paid.orderId)?.cod_amount).toBe(0);
    expect((await orderOf(t, buyer, cod.orderId)).status).toBe('shipped');
    expect((await orderOf(t, buyer, cod.orderId)).paid).toBe(false);
  });

  it('sends the structured address (street, area, district, landmark), the recipient and the weight', async () => {
    await defineZones(t, admin);
    const address = await saveAddress(t, buyer, DHANMONDI);
    const product = await weighedProduct(t, 1500, 200);
    const placed = await postOrder(t, buyer, { productId: product.id, orderQuanty: 1, addressId: address.id });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ insertedId: string }>().insertedId;
    await payOrder(t, buyer, orderId);
    await bookOne(t, admin, orderId);
    expect(double.byInvoice(orderId)).toMatchObject({
      recipient_name: 'Rahima Begum',
      recipient_phone: '01711000000',
      recipient_address: 'House 12, Road 5, Dhanmondi, Dhaka-1205, Landmark: the mosque',
      note: expect.stringContaining('Weight 1.50 kg'),
    });
  });

  it('refuses unknown orders and orders not ready to ship, without asking Steadfast', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const unpaid = await placeOrder(t, buyer);
    const before = double.calls.length;
    expect(await book(t, admin, [unknown, 'not-an-id', unpaid.orderId])).toEqual([
      { orderId: unknown, ok: false, code: 'not_found', message: ref('orderNotFound') },
      { orderId: 'not-an-id', ok: false, code: 'not_found', message: ref('orderNotFound') },
      {
        orderId: unpaid.orderId,
        ok: false,
        code: 'not_bookable',
        message: messageRef('order-desk', 'COURIER_TEXT', 'notBookable', { status: 'unpaid' }),
      },
    ]);
    expect(double.calls.length).toBe(before);
    expect((await orderOf(t, buyer, unpaid.orderId)).status).toBe('unpaid');
    expect((await parcelRows(t)).some((p) => p.orderId === unpaid.orderId)).toBe(false);
  });

  it("a refusal leaves the order unchanged and no parcel, with Steadfast's reason", async () => {
    const { orderId } = await paidOrder(t, people);
    double.refusals.push('Recipient address is outside our coverage');
    const [result] = await book(t, admin, [orderId]);
    expect(result).toEqual({
      orderId,
      ok: false,
      code: 'courier_refused',
      message: 'Recipient address is outside our coverage',
    });
    expect((await orderOf(t, buyer, orderId)).status).toBe('paid');
    expect((await orderOf(t, buyer, orderId)).parcel).toBeNull();
    expect((await parcelRows(t)).some((p) => p.orderId === orderId)).toBe(false);
    // Refused for a bad field: its own words.
    await t.store.db.updateTable('orders').set({ phone: '01711' }).where('id', '=', orderId).execute();
    const [again] = await book(t, admin, [orderId]);
    expect(again).toMatchObject({ ok: false, code: 'not_bookable', message: ref('phoneNotMobile') });
  });

  it('an outage leaves the order unchanged and no parcel; the next booking works', async () => {
    const { orderId } = await paidOrder(t, people);
    double.down = true;
    try {
      const [result] = await book(t, admin, [orderId]);
      expect(result).toEqual({
        orderId,
        ok: false,
        code: 'courier_unavailable',
        message: ref('courierUnavailable'),
      });
    } finally {
      double.down = false;
    }
    expect((await orderOf(t, buyer, orderId)).status).toBe('paid');
    expect((await parcelRows(t)).some((p) => p.orderId === orderId)).toBe(false);
    expect((await bookOne(t, admin, orderId)).status).toBe('booked');
  });
});

describe('never two parcels for one order', () => {
  it('booking a booked order again returns its parcel without asking Steadfast', async () => {
    const { orderId } = await paidOrder(t, people);
    const first = await bookOne(t, admin, orderId);
    const second = await bookOne(t, admin, orderId);
    expect(second).toEqual(first);
    expect(createCalls(orderId)).toHaveLength(1);
    const [twice] = await book(t, admin, [orderId, orderId]);
    expect(twice).toMatchObject({ ok: true, parcel: first });
  });

  it('two bookings at once: one books, the other is told a booking is in progress', async () => {
    const { orderId } = await paidOrder(t, people);
    double.holdBookings = true;
    const first = bookings(t, admin, [orderId]);
    await double.waitForHeld(1);
    const [second] = await book(t, admin, [orderId]).finally(() => {
      double.holdBookings = false;
      double.releaseHeld();
    });
    expect(second).toEqual({
      orderId,
      ok: false,
      code: 'booking_in_progress',
      message: ref('bookingInProgress'),
    });
    const res = await first;
    expect(res.json()).toMatchObject({ results: [{ orderId, ok: true }] });
    expect(createCalls(orderId)).toHaveLength(1);
    expect((await parcelRows(t)).filter((p) => p.orderId === orderId)).toHaveLength(1);
  });

  it('a booking whose answer was lost is found again by its invoice on the retry', async () => {
    const { orderId } = await paidOrder(t, people);
    double.lostAnswers = 1;
    const [lost] = await book(t, admin, [orderId]);
    expect(lost).toMatchObject({ ok: false, code: 'courier_unavailable' });
    expect((await orderOf(t, buyer, orderId)).status).toBe('paid');
    const parcel = await bookOne(t, admin, orderId);
    const atSteadfast = [...double.consignments.values()].filter((c) => c.invoice === orderId);
    expect(atSteadfast).toHaveLength(1);
    expect(parcel.consignmentId).toBe(String(atSteadfast[0]?.consignment_id));
    expect(double.callsTo('/status_by_invoice')).not.toHaveLength(0);
    expect((await orderOf(t, buyer, orderId)).status).toBe('shipped');
  });
});

describe('GET /orders/{id}', () => {
  it('shows the parcel to the owner and an admin, null before booking; another buyer gets 403', async () => {
    const { orderId } = await paidOrder(t, people);
    expect((await orderOf(t, buyer, orderId)).parcel).toBeNull();
    const parcel = await bookOne(t, admin, orderId);
    expect((await orderOf(t, admin, orderId)).parcel).toEqual(parcel);
    const other = await createUser(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: other.headers });
    expect(res.statusCode).toBe(403);
  });

  it('keeps the stock taken at payment when shipped', async () => {
    const { orderId, productId } = await paidOrder(t, people);
    const before = await stockOf(t, productId);
    await bookOne(t, admin, orderId);
    expect(await stockOf(t, productId)).toBe(before);
  });
});

describe('configuration', () => {
  it('refuses COURIER=steadfast without its keys, naming each missing one', () => {
    expect(() => testConfig({ COURIER: 'steadfast' })).toThrow(
      /STEADFAST_API_KEY: required when COURIER is steadfast[\s\S]*STEADFAST_SECRET_KEY[\s\S]*STEADFAST_WEBHOOK_TOKEN/,
    );
    expect(testConfig().COURIER).toBe('sandbox');
  });
});
