// What a buyer pays for delivery from their address book: each zone's fee for the parcel's weight
// (weights × quantities over every line), free from the zone's threshold, the server's figure whatever the
// body says, kept on the order when the owner changes the rates later; an address no zone serves, or
// someone else's, is refused and changes nothing. Both databases (TEST_DB_KIND).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { SavedAddress } from '@store/shared/schemas/addresses';
import type { ShippingZone } from '@store/shared/schemas/shipping-zones';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addLine, getCart, postCheckout, storeSnapshot } from '../../../test/cart-helpers.ts';
import {
  CUMILLA,
  DHAKA_CITY,
  DHANMONDI,
  defineZones,
  postOrder,
  readOrder,
  REST,
  SAVAR,
  saveAddress,
  SUBURBS,
  SYLHET,
  weighedProduct,
} from '../../../test/delivery-helpers.ts';
import { createUser } from '../../../test/users.ts';
import type { ProductRow } from '../catalog/catalog.repository.ts';

const { CHECKOUT_TEXT } = englishTexts('delivery');

let t: TestApp;
let buyer: TestUser;
let other: TestUser;
let admin: TestUser;
let zones: ShippingZone[];
let dhanmondi: SavedAddress;
let savar: SavedAddress;
let sylhet: SavedAddress;
/** Products by the weight of one piece. */
let g400: ProductRow;
let g500: ProductRow;
let g800: ProductRow;
let g1000: ProductRow;

beforeEach(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '100000', MAX_OPEN_UNPAID_ORDERS: '1000' } });
  [buyer, other, admin] = await Promise.all([createUser(t), createUser(t), createUser(t, { role: 'admin' })]);
  zones = await defineZones(t, admin);
  dhanmondi = await saveAddress(t, buyer, DHANMONDI);
  savar = await saveAddress(t, buyer, SAVAR);
  sylhet = await saveAddress(t, buyer, SYLHET);
  g400 = await weighedProduct(t, 400);
  g500 = await weighedProduct(t, 500);
  g800 = await weighedProduct(t, 800);
  g1000 = await weighedProduct(t, 1000);
});
afterEach(async () => {
  await t.close();
});

/** Lines of ৳100 pieces weighing `grams` in all. */
const PARCELS: { grams: number; lines: () => [ProductRow, number][]; extraKg: number }[] = [
  { grams: 800, lines: () => [[g800, 1]], extraKg: 0 },
  { grams: 1000, lines: () => [[g1000, 1]], extraKg: 0 },
  { grams: 1200, lines: () => [[g400, 3]], extraKg: 1 },
  {
    grams: 3000,
    lines: () => [
      [g1000, 2],
      [g500, 2],
    ],
    extraKg: 2,
  },
];

async function checkoutWith(lines: [ProductRow, number][], body: object) {
  for (const [product, quantity] of lines) await addLine(t.app, buyer, product.id, quantity);
  const res = await postCheckout(t.app, buyer, body);
  expect(res.statusCode, res.body).toBe(201);
  return readOrder(t, buyer, res.json<{ insertedId: string }>().insertedId);
}

describe('checkout priced by zone and weight', () => {
  const cases = [
    { address: () => dhanmondi, zone: DHAKA_CITY },
    { address: () => savar, zone: SUBURBS },
    { address: () => sylhet, zone: REST },
  ];

  for (const { address, zone } of cases) {
    it(`charges ${zone.name}'s first kilogram, then each further kilogram or part, for the summed weight`, async () => {
      for (const parcel of PARCELS) {
        const pieces = parcel.lines().reduce((n, [, q]) => n + q, 0);
        const order = await checkoutWith(parcel.lines(), { addressId: address().id });
        const shipping = zone.baseFee + parcel.extraKg * zone.perKgFee;
        expect(order, `${parcel.grams} g`).toMatchObject({
          subtotal: pieces * 100,
          shipping,
          total: pieces * 100 + shipping,
          price: pieces * 100 + shipping,
          shippingZone: zone.name,
          weightGrams: parcel.grams,
          codOffered: zone.cod,
        });
      }
    });
  }

  it('keeps the address on the order: recipient, normalised phone, place ids, and the one-line form as `address`', async () => {
    const order = await checkoutWith([[g800, 1]], { addressId: dhanmondi.id, orderId: 'PO-9' });
    const line = 'House 12, Road 5 (near the mosque), Dhanmondi, Dhaka 1205';
    expect(order.deliveryAddress).toEqual({
      recipientName: 'Rahima Begum',
      phone: '+8801711000000',
      divisionId: 'dhaka',
      districtId: 'dhaka',
      areaId: 'dhaka/dhanmondi',
      street: 'House 12, Road 5',
      landmark: 'the mosque',
      postcode: '1205',
      line,
    });
    expect(order).toMatchObject({ address: line, phone: '+8801711000000', orderId: 'PO-9' });
    expect(dhanmondi.line).toBe(line);
  });

  it('charges nothing from the zone’s free-shipping threshold, and never where the zone has none', async () => {
    const [under, at] = await Promise.all([weighedProduct(t, 1500, 2450), weighedProduct(t, 1500, 2500)]);
    // Dhaka city is free from ৳5,000: ৳4,900 pays for 3 kg, ৳5,000 pays nothing.
    expect(await checkoutWith([[under, 2]], { addressId: dhanmondi.id })).toMatchObject({
      subtotal: 4900,
      shipping: 60 + 2 * 15,
    });
    expect(await checkoutWith([[at, 2]], { addressId: dhanmondi.id })).toMatchObject({
      subtotal: 5000,
      shipping: 0,
      total: 5000,
      weightGrams: 3000,
    });
    // The suburbs from ৳8,000; the rest never.
    expect(await checkoutWith([[at, 2]], { addressId: savar.id })).toMatchObject({ shipping: 90 + 2 * 20 });
    expect(await checkoutWith([[at, 4]], { addressId: savar.id })).toMatchObject({ subtotal: 10_000, shipping: 0 });
    expect(await checkoutWith([[at, 4]], { addressId: sylhet.id })).toMatchObject({
      subtotal: 10_000,
      shipping: 130 + 5 * 25,
    });
  });

  it('prices POST /api/orders with an addressId the same way', async () => {
    const res = await postOrder(t, buyer, { productId: g1000.id, orderQuanty: 3, addressId: savar.id });
    expect(res.statusCode, res.body).toBe(201);
    const order = await readOrder(t, buyer, res.json<{ insertedId: string }>().insertedId);
    expect(order).toMatchObject({
      subtotal: 300,
      shipping: 90 + 2 * 20,
      total: 430,
      shippingZone: 'Dhaka suburbs',
      weightGrams: 3000,
      address: 'Bazar Road 4, Savar, Dhaka',
      phone: '+8801911222333',
    });
    expect(order.deliveryAddress).toMatchObject({ recipientName: 'Jamal Hossain', areaId: 'dhaka/savar' });
  });

  it('sums the weights of different variants of one product', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${g400.id}/variants`,
      headers: admin.headers,
      payload: {
        options: [{ name: 'Size', values: ['S', 'L'] }],
        variants: [
          { options: ['S'], price: 100, maxQuantity: 50, minQuantity: 1, weightGrams: 300 },
          { options: ['L'], price: 100, maxQuantity: 50, minQuantity: 1, weightGrams: 900 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const variants = await t.store.db
      .selectFrom('productVariants')
      .select(['id', 'weightGrams'])
      .where('productId', '=', g400.id)
      .orderBy('weightGrams')
      .execute();
    const [small, large] = variants.map((v) => v.id) as [string, string];
    await addLine(t.app, buyer, g400.id, 2, small);
    await addLine(t.app, buyer, g400.id, 1, large);
    const placed = await postCheckout(t.app, buyer, { addressId: sylhet.id });
    expect(placed.statusCode, placed.body).toBe(201);
    // 2 × 300 + 900 = 1,500 g: the first kilogram and one more.
    expect(await readOrder(t, buyer, placed.json<{ insertedId: string }>().insertedId)).toMatchObject({
      weightGrams: 1500,
      shipping: 155,
    });
  });
});

describe('refused deliveries', () => {
  it('refuses an address in a district no zone serves (400 on addressId) and changes nothing', async () => {
    const cumilla = await saveAddress(t, buyer, CUMILLA);
    await addLine(t.app, buyer, g800.id, 2);
    const before = await storeSnapshot(t);
    const res = await postCheckout(t.app, buyer, { addressId: cumilla.id });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual({ addressId: CHECKOUT_TEXT.notServed({ place: 'Debidwar, Cumilla' }) });
    expect(await storeSnapshot(t)).toEqual(before);
    expect((await getCart(t.app, buyer)).json().lines).toHaveLength(1);

    const order = await postOrder(t, buyer, { productId: g800.id, orderQuanty: 1, addressId: cumilla.id });
    expect(order.statusCode).toBe(400);
    expect(await storeSnapshot(t)).toEqual(before);
  });

  it("refuses someone else's address (400 on addressId), an unknown one too, and changes nothing", async () => {
    const theirs = await saveAddress(t, other, SYLHET);
    await addLine(t.app, buyer, g800.id, 2);
    const before = await storeSnapshot(t);
    for (const addressId of [theirs.id, 'no-such-address']) {
      const res = await postCheckout(t.app, buyer, { addressId });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toEqual({ addressId: CHECKOUT_TEXT.unknownAddress });
      expect(res.body).not.toContain('Karim');
      const order = await postOrder(t, buyer, { productId: g800.id, orderQuanty: 1, addressId });
      expect(order.statusCode).toBe(400);
    }
    expect(await storeSnapshot(t)).toEqual(before);
  });
});

describe('the fee is the server’s', () => {
  it('ignores a shipping, total and price the body sends', async () => {
    await addLine(t.app, buyer, g1000.id, 2);
    const forged = { addressId: sylhet.id, shipping: 0, total: 1, price: 1, subtotal: 1 };
    const res = await postCheckout(t.app, buyer, forged);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ total: 200 + 155 });
    const order = await readOrder(t, buyer, res.json<{ insertedId: string }>().insertedId);
    expect(order).toMatchObject({ subtotal: 200, shipping: 155, total: 355, price: 355 });

    const direct = await postOrder(t, buyer, { productId: g1000.id, orderQuanty: 2, ...forged });
    expect(direct.statusCode, direct.body).toBe(201);
    expect(await readOrder(t, buyer, direct.json<{ insertedId: string }>().insertedId)).toMatchObject({
      shipping: 155,
      total: 355,
    });
    const stored = await t.store.db.selectFrom('orders').select(['shipping', 'total']).execute();
    expect(stored.map((o) => [Number(o.shipping), Number(o.total)])).toEqual([
      [15_500, 35_500],
      [15_500, 35_500],
    ]);
  });

  it('keeps a placed order’s shipping and total when the rates change; a new order pays the new rate', async () => {
    const first = await checkoutWith([[g1000, 2]], { addressId: sylhet.id });
    expect(first).toMatchObject({ shipping: 155, total: 355 });
    const rest = zones[2] as ShippingZone;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/shipping-zones/${rest.id}`,
      headers: admin.headers,
      payload: { ...REST, baseFee: 150, perKgFee: 40 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await readOrder(t, buyer, first._id)).toMatchObject({ shipping: 155, total: 355, shippingZone: REST.name });
    expect(await checkoutWith([[g1000, 2]], { addressId: sylhet.id })).toMatchObject({ shipping: 190, total: 390 });
  });
});
