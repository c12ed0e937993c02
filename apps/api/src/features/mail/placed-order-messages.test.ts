// The "placed" email and SMS are written from what placement already holds (no read-back of the order): each must
// be the very row the read-back path writes for the same order, discounts and the buyer's language included.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Locale } from '@store/shared/i18n/locales';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addLine, DELIVERY, postCheckout } from '../../../test/cart-helpers.ts';
import { defineZones, DHAKA_CITY, DHANMONDI, saveAddress, weighedProduct } from '../../../test/delivery-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { createUser } from '../../../test/users.ts';
import { queueOrderSms } from '../sms/index.ts';
import { queueOrderMail } from './mail.service.ts';
import type { OrderMailData } from './mail-types.ts';

const PUBLIC_URL = 'http://localhost:3000';
const HOUR = 3_600_000;

let t: TestApp;
let buyer: TestUser;
let admin: TestUser;

beforeEach(async () => {
  t = await buildTestApp({ env: { RATE_LIMITS: 'off', PAYMENT_PROVIDERS: 'sandbox,cod' } });
  [buyer, admin] = await Promise.all([createUser(t, { name: 'Rahim Uddin' }), createUser(t, { role: 'admin' })]);
});
afterEach(async () => {
  await t.close();
});

async function promotion(body: object): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/promotions',
    headers: admin.headers,
    payload: { startsAt: new Date(Date.now() - HOUR).toISOString(), ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const mailRows = (orderId: string) =>
  t.store.db
    .selectFrom('mailMessages')
    .select(['template', 'recipient', 'subject', 'locale', 'data'])
    .where('template', '=', 'order-received')
    .where('data', 'like', `%${orderId}%`)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

const smsRows = (orderId: string) =>
  t.store.db
    .selectFrom('smsOutbox')
    .select(['template', 'recipient', 'locale', 'body', 'segments', 'orderId'])
    .where('orderId', '=', orderId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

/** Places the buyer's cart; then writes the read-back path's messages for the same order beside placement's. */
async function placeAndReadBack(body: object = DELIVERY): Promise<string> {
  const res = await postCheckout(t.app, buyer, body);
  expect(res.statusCode, res.body).toBe(201);
  const orderId = res.json<{ insertedId: string }>().insertedId;
  await t.store.db.transaction().execute(async (trx) => {
    await queueOrderMail(trx, orderId, 'placed');
    await queueOrderSms(trx, orderId, 'placed', { origin: PUBLIC_URL });
  });
  return orderId;
}

describe('the messages written when an order is placed', () => {
  it.each(['en', 'bn'] as Locale[])(
    'are the rows the order read back gives, with its discounts, in the buyer’s language (%s)',
    async (language) => {
      await t.store.db.updateTable('users').set({ language }).where('id', '=', buyer.id).execute();
      const chain = await createProduct(t.store.db, { name: 'Chain', priceTaka: 500 });
      const brake = await createProduct(t.store.db, { name: 'Brake', priceTaka: 1000 });
      await promotion({ name: 'Chain sale', kind: 'items_percent', percent: 10, targets: { productIds: [chain.id] } });
      await promotion({ name: 'Eid', kind: 'order_amount', amount: 100, code: 'EID' });
      await promotion({ name: 'Free delivery', kind: 'free_shipping' });
      await addLine(t.app, buyer, chain.id, 2);
      await addLine(t.app, buyer, brake.id, 1);
      const coupon = await t.app.inject({
        method: 'PUT',
        url: '/api/cart/coupon',
        headers: buyer.headers,
        payload: { code: 'EID' },
      });
      expect(coupon.statusCode, coupon.body).toBe(200);

      const orderId = await placeAndReadBack();

      const [placed, readBack] = await mailRows(orderId);
      expect(placed).toBeDefined();
      expect(placed).toEqual(readBack);
      expect(placed?.locale).toBe(language);
      const { order } = JSON.parse(placed?.data ?? '{}') as { order: OrderMailData };
      expect(order.discounts).toEqual([
        { name: 'Free delivery', code: null, amount: order.shipping },
        { name: 'Chain sale', code: null, amount: 100_00 },
        { name: 'Eid', code: 'EID', amount: 100_00 },
      ]);
      const [sms, smsReadBack] = await smsRows(orderId);
      expect(sms).toBeDefined();
      expect(sms).toEqual(smsReadBack);
      expect(sms?.locale).toBe(language);
    },
  );

  it('are the rows the order read back gives for an order without a discount, to a saved address in a zone', async () => {
    await defineZones(t, admin);
    const address = await saveAddress(t, buyer, DHANMONDI);
    const part = await weighedProduct(t, 800);
    await addLine(t.app, buyer, part.id, 3);
    const orderId = await placeAndReadBack({ addressId: address.id });
    const [placed, readBack] = await mailRows(orderId);
    expect(placed).toEqual(readBack);
    const { order } = JSON.parse(placed?.data ?? '{}') as { order: OrderMailData };
    expect(order).toMatchObject({ discounts: [], shippingZone: DHAKA_CITY.name, weightGrams: 2400 });
    expect(order.delivery).not.toBeNull();
    const [sms, smsReadBack] = await smsRows(orderId);
    expect(sms).toEqual(smsReadBack);
  });
});
