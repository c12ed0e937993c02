// The order emails' address and shipping: a structured address line by line with its places in the
// reader's language, the zone and weight beside the shipping; the spec's free text as it was typed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertDeskOrder } from '../../../test/order-desk-fixtures.ts';
import { createUser } from '../../../test/users.ts';
import { queueOrderMail, renderTemplate } from './mail.service.ts';
import type { MailData, OrderMailData } from './mail-types.ts';

const PUBLIC_URL = 'http://localhost:3000';

const DELIVERY = {
  recipientName: 'Nasima Akter',
  phone: '+8801711000000',
  divisionId: 'dhaka',
  districtId: 'dhaka',
  areaId: 'dhaka/dhanmondi',
  street: 'House 12, Road 5',
  landmark: 'the mosque',
  postcode: '1205',
  line: 'House 12, Road 5 (near the mosque), Dhanmondi, Dhaka 1205',
};

const ORDER: OrderMailData = {
  id: '0f8e2c1a-1111-4222-8333-944455556666',
  ref: '0F8E2C1A',
  lines: [{ name: 'Disc Brake Rotor', quantity: 2, unitPrice: 125_050, lineTotal: 250_100 }],
  subtotal: 250_100,
  shipping: 6_000,
  total: 256_100,
  address: DELIVERY.line,
  phone: DELIVERY.phone,
  email: 'rahim@example.com',
  expiresAt: '2030-01-03T10:00:00.000Z',
  delivery: DELIVERY,
  shippingZone: 'Dhaka city',
  weightGrams: 1200,
};

const render = <K extends 'order-received' | 'payment-received' | 'order-shipped'>(
  template: K,
  data: MailData[K],
  locale: 'en' | 'bn' = 'en',
) => renderTemplate(template, data, locale, { publicUrl: PUBLIC_URL });

const SHIPPED = { carrier: 'Pathao', trackingNumber: 'PTH-1', trackingUrl: null };

describe('an order email’s address and shipping', () => {
  it.each([
    ['order-received', { order: ORDER }],
    ['payment-received', { order: ORDER, transactionId: 'pi_1', invoiceNumber: null }],
    ['order-shipped', { order: ORDER, ...SHIPPED }],
  ] as const)('%s writes the structured address line by line and the zone and weight', async (template, data) => {
    const mail = await render(template, data as never);
    expect(mail.text).toMatch(
      /Ship to:\s*\nNasima Akter\s*\n01711-000000\s*\nHouse 12, Road 5\s*\nNear the mosque\s*\nDhanmondi, Dhaka 1205/,
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Shipping (Dhaka city, 1.2 kg)');
      expect(part).toContain('৳60');
      expect(part).not.toContain('+8801711000000');
    }
  });

  it('writes the places, the weight and the words in Bangla for a Bangla reader; the buyer’s own text as typed', async () => {
    const mail = await render('order-received', { order: ORDER }, 'bn');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('ধানমন্ডি, ঢাকা 1205');
      expect(part).toContain('the mosque-এর কাছে');
      expect(part).toContain('House 12, Road 5');
      expect(part).toContain('ডেলিভারি চার্জ (Dhaka city, ১.২ কেজি)');
    }
  });

  it('names the default zone in the reader’s language, and the zone alone when nothing was weighed', async () => {
    const order = { ...ORDER, shippingZone: 'Bangladesh', weightGrams: 0 };
    expect((await render('order-received', { order }, 'bn')).text).toContain('ডেলিভারি চার্জ (বাংলাদেশ)');
    expect((await render('order-received', { order }, 'en')).text).toContain('Shipping (Bangladesh)');
  });

  it('keeps the free-text address and a plain shipping label, also for a message written before zones', async () => {
    const { delivery: _d, shippingZone: _z, weightGrams: _w, ...before } = ORDER;
    const order = { ...before, address: 'Flat 3B, Lake Road, Khulna', phone: '+880 1811-222333' };
    const mail = await render('order-received', { order });
    expect(mail.text).toContain('Ship to: Flat 3B, Lake Road, Khulna · +880 1811-222333');
    expect(mail.text).toMatch(/Shipping\s+৳60/);
    expect(mail.text).not.toContain('Shipping (');
  });
});

describe('an order email keeps the order’s address, zone and weight (SQLite and PostgreSQL)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  async function queuedOrderMail(changes: Record<string, unknown>) {
    const buyer = await createUser(t, { name: 'Rahim' });
    const id = await insertDeskOrder(t.store.db, buyer, { shippingTaka: 60 });
    await t.store.db.updateTable('orders').set(changes).where('id', '=', id).execute();
    await t.store.db.deleteFrom('mailMessages').execute();
    await t.store.db.transaction().execute((trx) => queueOrderMail(trx, id, 'placed'));
    const row = await t.store.db.selectFrom('mailMessages').selectAll().executeTakeFirstOrThrow();
    return JSON.parse(row.data) as MailData['order-received'];
  }

  it('writes a structured address with its place ids, and the zone and weight, into the message', async () => {
    const data = await queuedOrderMail({
      deliveryAddress: JSON.stringify(DELIVERY),
      shippingZone: 'Dhaka city',
      weightGrams: 1200,
    });
    const { divisionId: _division, line: _line, ...parts } = DELIVERY;
    expect(data.order).toMatchObject({ delivery: parts, shippingZone: 'Dhaka city', weightGrams: 1200 });
    expect((await render('order-received', data)).text).toContain('Shipping (Dhaka city, 1.2 kg)');
  });

  it('writes no structured address for a free-text order', async () => {
    const data = await queuedOrderMail({ shippingZone: 'Outside Dhaka', weightGrams: 0 });
    expect(data.order).toMatchObject({ delivery: null, address: 'House 12, Road 5, Dhanmondi, Dhaka' });
    expect((await render('order-received', data)).text).toContain('Ship to: House 12, Road 5, Dhanmondi, Dhaka');
  });
});
