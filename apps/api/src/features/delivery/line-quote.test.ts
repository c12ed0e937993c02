// The Order Now form's quote: one variant's quantity delivered to one of the buyer's addresses, priced
// by the zones the order will be placed with, and equal to what POST /api/orders then charges.
// Both databases (TEST_DB_KIND).
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { LineQuote } from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  CUMILLA,
  DHANMONDI,
  defineZones,
  postOrder,
  readOrder,
  saveAddress,
  SYLHET,
  weighedProduct,
} from '../../../test/delivery-helpers.ts';
import { createUser } from '../../../test/users.ts';
import type { ProductRow } from '../catalog/catalog.repository.ts';

let t: TestApp;
let admin: TestUser;
let buyer: TestUser;
let other: TestUser;
let product: ProductRow;

beforeEach(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
  [buyer, other, admin] = await Promise.all([createUser(t), createUser(t), createUser(t, { role: 'admin' })]);
  await defineZones(t, admin);
  product = await weighedProduct(t, 600, 200);
});
afterEach(async () => {
  await t.close();
});

const quote = (user: TestUser, addressId: string, quantity: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/delivery/quote?addressId=${addressId}&productId=${product.id}&quantity=${quantity}`,
    headers: user.headers,
  });

it("quotes the zone's fee for the pieces' weight, and the order then charges exactly that", async () => {
  const dhanmondi = await saveAddress(t, buyer, DHANMONDI);
  // 3 × 600 g = 1.8 kg in Dhaka city: ৳60 for the first kg and ৳15 for the next.
  const res = await quote(buyer, dhanmondi.id, 3);
  expect(res.statusCode).toBe(200);
  expect(res.json<LineQuote>()).toEqual({
    subtotal: 600,
    shipping: 75,
    total: 675,
    delivery: {
      addressId: dhanmondi.id,
      zone: 'Dhaka city',
      weightGrams: 1800,
      shipping: 75,
      cod: true,
      served: true,
      freeFrom: 5000,
    },
    discounts: [],
    discount: 0,
  });
  const placed = await postOrder(t, buyer, { productId: product.id, orderQuanty: 3, addressId: dhanmondi.id });
  const order = await readOrder(t, buyer, placed.json<{ insertedId: string }>().insertedId);
  expect({ shipping: order.shipping, total: order.total }).toEqual({ shipping: 75, total: 675 });
});

it('prices the quantity by its break and takes the automatic promotions off, as the order then charges', async () => {
  const dhanmondi = await saveAddress(t, buyer, DHANMONDI);
  // From 5 pieces ৳180 each instead of ৳200; 10 % off every order.
  await t.store.db.insertInto('priceBreaks').values({ variantId: product.id, minQuantity: 5, price: 18_000 }).execute();
  const promotion = await t.app.inject({
    method: 'POST',
    url: '/api/admin/promotions',
    headers: admin.headers,
    payload: {
      name: 'Eid',
      kind: 'order_percent',
      percent: 10,
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    },
  });
  expect(promotion.statusCode, promotion.body).toBe(201);
  const res = await quote(buyer, dhanmondi.id, 5);
  expect(res.statusCode).toBe(200);
  // 5 × ৳180 = ৳900; 5 × 600 g = 3 kg: ৳60 + 2 × ৳15; ৳90 off the goods.
  expect(res.json<LineQuote>()).toMatchObject({
    subtotal: 900,
    shipping: 90,
    discount: 90,
    total: 900,
    discounts: [expect.objectContaining({ name: 'Eid', amount: 90 })],
  });
  const placed = await postOrder(t, buyer, { productId: product.id, orderQuanty: 5, addressId: dhanmondi.id });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = await readOrder(t, buyer, placed.json<{ insertedId: string }>().insertedId);
  expect({ shipping: order.shipping, total: order.total }).toEqual({ shipping: 90, total: 900 });
});

it('says an address no zone serves is not served, and the order is refused', async () => {
  const cumilla = await saveAddress(t, buyer, CUMILLA);
  const res = await quote(buyer, cumilla.id, 1);
  expect(res.json<LineQuote>().delivery).toMatchObject({ served: false, shipping: 0 });
  const placed = await postOrder(t, buyer, { productId: product.id, orderQuanty: 1, addressId: cumilla.id });
  expect(placed.statusCode).toBe(400);
});

it("refuses another buyer's address and bad quantities with 400, telling nothing of the address", async () => {
  const sylhet = await saveAddress(t, buyer, SYLHET);
  const theirs = await quote(other, sylhet.id, 1);
  expect(theirs.statusCode).toBe(400);
  expect(theirs.body).not.toContain('Sylhet');
  expect((await quote(buyer, sylhet.id, 0)).statusCode).toBe(400);
  const unknownProduct = await t.app.inject({
    method: 'GET',
    url: `/api/delivery/quote?addressId=${sylhet.id}&productId=nope&quantity=1`,
    headers: buyer.headers,
  });
  expect(unknownProduct.statusCode).toBe(404);
});
