// Cash on delivery only where the order's zone offers it, as it did when the order was placed: refused
// (409) for a zone without it, the order left as it was; chosen where the zone has it. Both databases.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { Order } from '@store/shared/schemas';
import type { ShippingZone } from '@store/shared/schemas/shipping-zones';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addLine, postCheckout } from '../../../test/cart-helpers.ts';
import {
  DHANMONDI,
  defineZones,
  readOrder,
  REST,
  saveAddress,
  SYLHET,
  weighedProduct,
} from '../../../test/delivery-helpers.ts';
import { createUser } from '../../../test/users.ts';

const { PAYMENT_TEXT } = englishTexts('payments');

let t: TestApp;
let buyer: TestUser;
let admin: TestUser;
let zones: ShippingZone[];

beforeEach(async () => {
  t = await buildTestApp({
    env: {
      AUTH_RATE_LIMIT: '100000',
      PAYMENT_PROVIDERS: 'sandbox,cod',
      COD_FEE: '60',
      COD_MAX_TOTAL: '20000',
      MAX_OPEN_UNPAID_ORDERS: '1000',
    },
  });
  [buyer, admin] = await Promise.all([createUser(t), createUser(t, { role: 'admin' })]);
  zones = await defineZones(t, admin);
});
afterEach(async () => {
  await t.close();
});

const chooseCod = (orderId: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/cod', headers: buyer.headers, payload: { order: orderId } });

async function orderTo(body: object): Promise<Order> {
  const product = await weighedProduct(t, 800);
  await addLine(t.app, buyer, product.id, 1);
  const res = await postCheckout(t.app, buyer, body);
  expect(res.statusCode, res.body).toBe(201);
  return readOrder(t, buyer, res.json<{ insertedId: string }>().insertedId);
}

describe('cash on delivery by zone', () => {
  it('is refused (409) for an order whose zone does not offer it, and the order stays as it was', async () => {
    const sylhet = await saveAddress(t, buyer, SYLHET);
    for (const body of [{ addressId: sylhet.id }, { address: 'House 3, Zindabazar, Sylhet', phone: '01811000000' }]) {
      const order = await orderTo(body);
      expect(order).toMatchObject({ shippingZone: REST.name, codOffered: false });
      const res = await chooseCod(order._id);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.message).toBe(PAYMENT_TEXT.codNotInZoneError);
      expect(await readOrder(t, buyer, order._id)).toEqual(order);
    }
  });

  it('is chosen for an order whose zone offers it, the fee added', async () => {
    const dhanmondi = await saveAddress(t, buyer, DHANMONDI);
    const order = await orderTo({ addressId: dhanmondi.id });
    expect(order).toMatchObject({ shippingZone: 'Dhaka city', codOffered: true, total: 160 });
    const res = await chooseCod(order._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Order>()).toMatchObject({ paymentMethod: 'cod', paymentFee: 60, total: 220 });
  });

  it('follows the zone as it was when the order was placed', async () => {
    const sylhet = await saveAddress(t, buyer, SYLHET);
    const order = await orderTo({ addressId: sylhet.id });
    const rest = zones[2] as ShippingZone;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/shipping-zones/${rest.id}`,
      headers: admin.headers,
      payload: { ...REST, cod: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await chooseCod(order._id)).statusCode).toBe(409);
    expect((await chooseCod((await orderTo({ addressId: sylhet.id }))._id)).statusCode).toBe(200);
  });
});
