// Older clients send the spec's free-text `address` and `phone`: the district or thana its words name
// prices it, in English or Bangla; an address that names no served place pays the dearest zone's fee for
// its weight; without any zone, the configured SHIPPING_FEE and FREE_SHIPPING_FROM apply as before.
// Both databases (TEST_DB_KIND).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addLine, postCheckout } from '../../../test/cart-helpers.ts';
import {
  addZone,
  CUMILLA,
  DHAKA_CITY,
  defineZones,
  postOrder,
  readOrder,
  REST,
  saveAddress,
  weighedProduct,
} from '../../../test/delivery-helpers.ts';
import { createUser } from '../../../test/users.ts';

let t: TestApp;
let buyer: TestUser;
let admin: TestUser;

beforeEach(async () => {
  t = await buildTestApp({
    env: {
      AUTH_RATE_LIMIT: '100000',
      MAX_OPEN_UNPAID_ORDERS: '1000',
      SHIPPING_FEE: '120',
      FREE_SHIPPING_FROM: '10000',
    },
  });
  [buyer, admin] = await Promise.all([createUser(t), createUser(t, { role: 'admin' })]);
});
afterEach(async () => {
  await t.close();
});

/** Checks out `quantity` pieces of ৳100 weighing 400 g each to `address`; returns the order. */
async function checkoutTo(address: string, quantity = 3) {
  const product = await weighedProduct(t, 400);
  await addLine(t.app, buyer, product.id, quantity);
  const res = await postCheckout(t.app, buyer, { address, phone: '01711-000000' });
  expect(res.statusCode, res.body).toBe(201);
  return readOrder(t, buyer, res.json<{ insertedId: string }>().insertedId);
}

describe('a free-text address with zones defined', () => {
  it('prices an address naming Sylhet, in English or in Bangla, as Sylhet’s zone', async () => {
    await defineZones(t, admin);
    for (const address of ['House 3, Zindabazar, Sylhet', 'বাড়ি ৩, সিলেট']) {
      // 3 × 400 g = 1,200 g: the first kilogram and one more.
      expect(await checkoutTo(address), address).toMatchObject({
        address,
        phone: '+8801711000000',
        subtotal: 300,
        shipping: REST.baseFee + REST.perKgFee,
        total: 300 + 155,
        shippingZone: REST.name,
        weightGrams: 1200,
        codOffered: false,
        deliveryAddress: null,
      });
    }
  });

  it('prices an address naming a Dhaka thana as that thana’s zone', async () => {
    await defineZones(t, admin);
    expect(await checkoutTo('House 12, Road 5, Dhanmondi, Dhaka')).toMatchObject({
      shipping: DHAKA_CITY.baseFee + DHAKA_CITY.perKgFee,
      shippingZone: DHAKA_CITY.name,
      codOffered: true,
    });
  });

  it('charges the dearest zone’s fee for the weight when the address names no served place', async () => {
    await defineZones(t, admin);
    // Cheapest for a light parcel, dearest for a heavy one: the fee follows the weight.
    await addZone(t, admin, {
      name: 'Far islands',
      baseFee: 100,
      perKgFee: 100,
      freeFrom: null,
      cod: false,
      districtIds: ['bhola'],
      areaIds: [],
    });
    for (const address of ['Near the big mosque, house 9', 'Road 5, Dhaka', 'House 3, Kotwali, Chittagong']) {
      expect(await checkoutTo(address, 1), address).toMatchObject({ shipping: 130, shippingZone: REST.name });
    }
    expect(await checkoutTo('Near the big mosque, house 9', 3)).toMatchObject({
      shipping: 200,
      shippingZone: 'Far islands',
    });
  });

  it('prices POST /api/orders with a free-text address the same way', async () => {
    await defineZones(t, admin);
    const product = await weighedProduct(t, 1000);
    const res = await postOrder(t, buyer, {
      productId: product.id,
      orderQuanty: 2,
      address: 'House 3, Zindabazar, Sylhet',
      phone: '01711000000',
      price: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await readOrder(t, buyer, res.json<{ insertedId: string }>().insertedId)).toMatchObject({
      shipping: 155,
      total: 355,
      shippingZone: REST.name,
    });
  });
});

describe('no zones defined', () => {
  it('charges SHIPPING_FEE whatever the weight and place, nothing from FREE_SHIPPING_FROM', async () => {
    expect(await checkoutTo('House 3, Zindabazar, Sylhet', 10)).toMatchObject({
      subtotal: 1000,
      shipping: 120,
      total: 1120,
      shippingZone: 'Bangladesh',
      weightGrams: 4000,
      codOffered: true,
    });
    expect(await checkoutTo('Near the big mosque', 1)).toMatchObject({ shipping: 120 });
    expect(await checkoutTo('Near the big mosque', 100)).toMatchObject({ subtotal: 10_000, shipping: 0 });
  });

  it('serves every district, an address-book entry too', async () => {
    const cumilla = await saveAddress(t, buyer, CUMILLA);
    const product = await weighedProduct(t, 2500);
    await addLine(t.app, buyer, product.id, 1);
    const res = await postCheckout(t.app, buyer, { addressId: cumilla.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(await readOrder(t, buyer, res.json<{ insertedId: string }>().insertedId)).toMatchObject({
      shipping: 120,
      shippingZone: 'Bangladesh',
      address: cumilla.line,
    });
  });
});
