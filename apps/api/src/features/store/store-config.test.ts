// GET /api/store/config: the configured figures, and the shipping zones checkout quotes from (the
// configured fee as one zone of every district until the owner defines zones). Both databases.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DISTRICTS } from '@store/shared/geo';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/users.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({
    env: { AUTH_RATE_LIMIT: '100000', SHIPPING_FEE: '120', FREE_SHIPPING_FROM: '10000', MAX_OPEN_UNPAID_ORDERS: '3' },
  });
});
afterEach(async () => {
  await t.close();
});

const storeConfig = async () => (await t.app.inject({ method: 'GET', url: '/api/store/config' })).json();

it('gives the configured figures in taka, and the configured fee as the one zone while the owner has none', async () => {
  const config = await storeConfig();
  expect(config).toMatchObject({ currency: 'BDT', shippingFee: 120, freeShippingFrom: 10000, maxOpenUnpaidOrders: 3 });
  expect(config.shippingZones).toEqual([
    {
      id: 'default',
      name: 'Bangladesh',
      position: 0,
      baseFee: 120,
      perKgFee: 0,
      freeFrom: 10000,
      cod: true,
      districtIds: DISTRICTS.map((d) => d.id),
      areaIds: [],
    },
  ]);
});

it("lists the owner's zones once there are any, and keeps the configured fee fields as they were", async () => {
  const admin = await createUser(t, { role: 'admin' });
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/shipping-zones',
    headers: admin.headers,
    payload: { name: 'Dhaka city', baseFee: 70, perKgFee: 20, freeFrom: 5000, areaIds: ['dhaka/dhanmondi'] },
  });
  expect(added.statusCode, added.body).toBe(201);
  expect(await storeConfig()).toMatchObject({
    shippingFee: 120,
    freeShippingFrom: 10000,
    shippingZones: [added.json()],
  });
});

it('says whether the dashboard takes prices with VAT: yes unless PRICES_INCLUDE_VAT is false', async () => {
  expect((await storeConfig()).pricesIncludeVat).toBe(true);
  await t.close();
  t = await buildTestApp({ env: { PRICES_INCLUDE_VAT: 'false' } });
  expect((await storeConfig()).pricesIncludeVat).toBe(false);
});
