// The zones checkout quotes from, and the quote per zone and weight band. Both databases (TEST_DB_KIND).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/users.ts';
import { loadShippingZones, quoteFor } from './index.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
});
afterEach(async () => {
  await t.close();
});

const FEES = { SHIPPING_FEE: 12_000, FREE_SHIPPING_FROM: 1_000_000 };
const DHANMONDI = { districtId: 'dhaka', areaId: 'dhaka/dhanmondi' };
const SAVAR = { districtId: 'dhaka', areaId: 'dhaka/savar' };
const SYLHET = { districtId: 'sylhet', areaId: 'sylhet/sylhet-sadar' };

async function addZones() {
  const admin = await createUser(t, { role: 'admin' });
  const add = async (payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/shipping-zones', headers: admin.headers, payload });
    expect(res.statusCode, res.body).toBe(201);
  };
  await add({ name: 'Dhaka city', baseFee: 70, perKgFee: 20, freeFrom: 5000, areaIds: ['dhaka/dhanmondi'] });
  await add({ name: 'Dhaka district', baseFee: 100, perKgFee: 20, freeFrom: 8000, districtIds: ['dhaka'] });
  await add({ name: 'Sylhet', baseFee: 130, perKgFee: 25, freeFrom: null, cod: false, districtIds: ['sylhet'] });
}

describe('loadShippingZones', () => {
  it('gives one zone of every district at the configured fee, free from the configured threshold, while the owner has none', async () => {
    const zones = await loadShippingZones(t.store.db, FEES);
    expect(zones).toEqual([
      expect.objectContaining({ name: 'Bangladesh', baseFee: 12_000, perKgFee: 0, freeFrom: 1_000_000, cod: true }),
    ]);
    expect(quoteFor(zones, SYLHET, 5000, 50_000)).toMatchObject({ fee: 12_000 });
    expect(quoteFor(zones, DHANMONDI, 500, 1_000_000)).toMatchObject({ fee: 0 });
  });

  it("gives the owner's zones in their order, fees in poisha, once there are any", async () => {
    await addZones();
    const zones = await loadShippingZones(t.store.db, FEES);
    expect(zones.map((z) => [z.name, z.baseFee, z.perKgFee, z.freeFrom, z.cod])).toEqual([
      ['Dhaka city', 7000, 2000, 500_000, true],
      ['Dhaka district', 10_000, 2000, 800_000, true],
      ['Sylhet', 13_000, 2500, null, false],
    ]);
  });
});

describe('quoteFor', () => {
  it('charges the first kg, then each further kg or part of one, in the zone that serves the place', async () => {
    await addZones();
    const zones = await loadShippingZones(t.store.db, FEES);
    const fee = (place: typeof DHANMONDI, grams: number, subtotal = 100_000) =>
      quoteFor(zones, place, grams, subtotal)?.fee;
    expect([fee(DHANMONDI, 1000), fee(DHANMONDI, 1200), fee(DHANMONDI, 3000)]).toEqual([7000, 9000, 11_000]);
    expect([fee(SYLHET, 1000), fee(SYLHET, 1200), fee(SYLHET, 3000)]).toEqual([13_000, 15_500, 18_000]);
    expect(fee(SAVAR, 1200)).toBe(12_000);
  });

  it('is free from the zone’s threshold on, never where the zone has none', async () => {
    await addZones();
    const zones = await loadShippingZones(t.store.db, FEES);
    expect(quoteFor(zones, DHANMONDI, 3000, 499_999)?.fee).toBe(11_000);
    expect(quoteFor(zones, DHANMONDI, 3000, 500_000)?.fee).toBe(0);
    expect(quoteFor(zones, SAVAR, 3000, 500_000)?.fee).toBe(14_000);
    expect(quoteFor(zones, SYLHET, 1000, 100_000_000)?.fee).toBe(13_000);
  });

  it("takes the area's zone over its district's, and finds none for a place no zone serves", async () => {
    await addZones();
    const zones = await loadShippingZones(t.store.db, FEES);
    expect(quoteFor(zones, DHANMONDI, 1000, 0)?.zone.name).toBe('Dhaka city');
    expect(quoteFor(zones, SAVAR, 1000, 0)?.zone.name).toBe('Dhaka district');
    expect(quoteFor(zones, { districtId: 'gazipur', areaId: 'gazipur/gazipur-sadar' }, 1000, 0)).toBeNull();
  });
});
