// The catalogue's price filters and sorts for a buyer in a customer group go by the price the group's cards show
// (decision 235); a visitor's and a retail buyer's lists are the retail ones, and no cached list crosses between
// them. Both databases (TEST_DB_KIND).
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { createUser } from '../../../test/users.ts';
import type { ProductRow } from './catalog.repository.ts';

let t: TestApp;
let admin: TestUser;
let buyer: TestUser;
let dealer: TestUser;
let dealerGroup: string;
let cassette: ProductRow & { variants: { id: string }[] };

async function setFixedPrice(variantId: string, price: number) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/customer-groups/${dealerGroup}/prices/${variantId}`,
    headers: admin.headers,
    payload: { price },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeEach(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
  [admin, buyer, dealer] = await Promise.all([createUser(t, { role: 'admin' }), createUser(t), createUser(t)]);
  // Dealer: 10 % off, and a fixed ৳300 on the cassette's 11-34T (its other variant stays at 10 % off).
  await createProduct(t.store.db, { name: 'Bell', priceTaka: 400 });
  await createProduct(t.store.db, { name: 'Chain', priceTaka: 450 });
  cassette = await createProduct(t.store.db, {
    name: 'Cassette',
    options: [{ name: 'Range', values: ['11-32T', '11-34T'] }],
    variants: [
      { options: ['11-32T'], priceTaka: 1000 },
      { options: ['11-34T'], priceTaka: 1100 },
    ],
  });
  const group = await t.app.inject({
    method: 'POST',
    url: '/api/customer-groups',
    headers: admin.headers,
    payload: { name: 'Dealer', discountPercent: 10 },
  });
  expect(group.statusCode, group.body).toBe(201);
  dealerGroup = group.json<{ _id: string }>()._id;
  const member = await t.app.inject({
    method: 'PUT',
    url: `/api/customer-groups/members/${dealer.id}`,
    headers: admin.headers,
    payload: { groupId: dealerGroup },
  });
  expect(member.statusCode, member.body).toBe(200);
  await setFixedPrice(cassette.variants[1]?.id ?? '', 300);
});
afterEach(async () => {
  await t.close();
});

/** The names and card prices of a list, as `user` (null: a visitor) reads it. */
async function cards(user: TestUser | null, query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}`, headers: user?.headers ?? {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ name: string; price: number }[]>().map((p) => `${p.name} ${p.price}`);
}

it("filters a dealer's list under a price by the dealer's card price, sorted by it", async () => {
  // Retail, the cassette is ৳1,000 (above ৳420); the dealer's card shows ৳300, its fixed price.
  expect(await cards(dealer, 'maxPrice=420&sort=price-asc')).toEqual(['Cassette 300', 'Bell 360', 'Chain 405']);
  expect(await cards(dealer, 'maxPrice=420&sort=price-desc')).toEqual(['Chain 405', 'Bell 360', 'Cassette 300']);
  expect(await cards(dealer, 'minPrice=400')).toEqual(['Chain 405']);
  expect(await cards(dealer, 'sort=price-asc&limit=2')).toEqual(['Cassette 300', 'Bell 360']);
});

it("leaves a visitor's and a retail buyer's answers as they were, before and after a dealer's, and cached apart", async () => {
  const visitorFirst = await cards(null, 'maxPrice=420&sort=price-asc');
  expect(visitorFirst).toEqual(['Bell 400']);
  expect(await cards(dealer, 'maxPrice=420&sort=price-asc')).toEqual(['Cassette 300', 'Bell 360', 'Chain 405']);
  expect(await cards(null, 'maxPrice=420&sort=price-asc')).toEqual(visitorFirst);
  expect(await cards(buyer, 'maxPrice=420&sort=price-asc')).toEqual(visitorFirst);
  expect(await cards(dealer, 'maxPrice=420&sort=price-asc')).toEqual(['Cassette 300', 'Bell 360', 'Chain 405']);
  expect(await cards(null, 'sort=price-desc')).toEqual(['Cassette 1000', 'Chain 450', 'Bell 400']);
  expect(await cards(dealer, 'sort=price-desc')).toEqual(['Chain 405', 'Bell 360', 'Cassette 300']);
  expect(await cards(null, 'sort=price-desc')).toEqual(['Cassette 1000', 'Chain 450', 'Bell 400']);
});

it("follows a change of the group's fixed price at once", async () => {
  expect(await cards(dealer, 'maxPrice=420&sort=price-asc')).toEqual(['Cassette 300', 'Bell 360', 'Chain 405']);
  await setFixedPrice(cassette.variants[1]?.id ?? '', 950);
  // 10 % off ৳1,000 = ৳900 is now the cassette's lowest dealer price.
  expect(await cards(dealer, 'maxPrice=420&sort=price-asc')).toEqual(['Bell 360', 'Chain 405']);
  expect(await cards(dealer, 'minPrice=500&sort=price-asc')).toEqual(['Cassette 900']);
});
