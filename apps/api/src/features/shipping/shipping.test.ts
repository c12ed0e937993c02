// Shipping zones through the API: anyone reads them, only an admin writes them; a place belongs to one
// zone at most (409 naming it); bad input changes nothing. Both databases (TEST_DB_KIND).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveMessageIn } from '@store/shared/i18n/server';
import type { ShippingZone } from '@store/shared/schemas/shipping-zones';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/users.ts';

let t: TestApp;
let admin: TestUser;
beforeEach(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '100000', SHIPPING_FEE: '120', FREE_SHIPPING_FROM: '10000' } });
  admin = await createUser(t, { role: 'admin' });
});
afterEach(async () => {
  await t.close();
});

const CITY = {
  name: 'Dhaka city',
  baseFee: 70,
  perKgFee: 20,
  freeFrom: 5000,
  cod: true,
  districtIds: [],
  areaIds: ['dhaka/dhanmondi'],
};
const REST = { name: 'Rest', baseFee: 130, perKgFee: 25.5, freeFrom: null, cod: false, districtIds: ['sylhet'] };

const listZones = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/shipping-zones' })).json<ShippingZone[]>();
const addZone = (payload: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/shipping-zones', headers, payload });
async function newZone(payload: object): Promise<ShippingZone> {
  const res = await addZone(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ShippingZone>();
}

describe('shipping zones', () => {
  it('lists no zones until the owner adds one; an admin adds zones, listed in order with fees in taka', async () => {
    expect(await listZones()).toEqual([]);
    const city = await newZone(CITY);
    const rest = await newZone(REST);
    expect(city).toEqual({ id: city.id, position: 1, ...CITY });
    expect(await listZones()).toEqual([city, { id: rest.id, position: 2, areaIds: [], ...REST }]);
    const stored = await t.store.db
      .selectFrom('shippingZones')
      .select(['baseFee', 'perKgFee'])
      .orderBy('position')
      .execute();
    expect(stored.map((z) => [Number(z.baseFee), Number(z.perKgFee)])).toEqual([
      [7000, 2000],
      [13000, 2550],
    ]);
  });

  it('refuses anonymous callers (401) and users (403) and changes nothing', async () => {
    const zone = await newZone(CITY);
    const user = await createUser(t);
    const calls = [
      { method: 'POST' as const, url: '/api/shipping-zones', payload: REST },
      { method: 'PUT' as const, url: `/api/shipping-zones/${zone.id}`, payload: REST },
      { method: 'PUT' as const, url: '/api/shipping-zones/order', payload: { ids: [zone.id] } },
      { method: 'DELETE' as const, url: `/api/shipping-zones/${zone.id}` },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await t.app.inject({ ...call, headers: user.headers })).statusCode, call.url).toBe(403);
    }
    expect(await listZones()).toEqual([zone]);
  });

  it('refuses bad input with field messages and saves nothing', async () => {
    const cases: [object, string, string][] = [
      [{ ...CITY, name: '  ' }, 'name', 'Zone name is required'],
      [{ ...CITY, baseFee: -1 }, 'baseFee', 'Must not be below 0'],
      [{ ...CITY, perKgFee: 10.555 }, 'perKgFee', 'At most two decimals (poisha)'],
      [{ ...CITY, baseFee: 100_001 }, 'baseFee', 'Must be at most ৳100000'],
      [{ ...CITY, freeFrom: 'lots' }, 'freeFrom', 'Must be an amount in taka'],
      [{ ...CITY, districtIds: [], areaIds: [] }, 'districtIds', 'Choose at least one place'],
      [{ ...CITY, districtIds: ['atlantis'] }, 'districtIds', 'Unknown district: atlantis'],
      [{ ...CITY, areaIds: ['dhaka/nowhere'] }, 'areaIds', 'Unknown thana or upazila: dhaka/nowhere'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await addZone(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    expect(await listZones()).toEqual([]);
    expect(await t.store.db.selectFrom('shippingZonePlaces').selectAll().execute()).toEqual([]);
  });

  it('refuses a place another zone has (409 naming that zone, in both languages) and keeps both zones as they were', async () => {
    const city = await newZone(CITY);
    const rest = await newZone(REST);
    const clash = await addZone({ ...REST, name: 'Another', districtIds: ['gazipur'], areaIds: ['dhaka/dhanmondi'] });
    expect(clash.statusCode).toBe(409);
    const { error } = clash.json<{ error: { message: string; messageId: string } }>();
    expect(error.message).toBe('Dhanmondi (Dhaka) is already in the zone Dhaka city. Take it out of that zone first.');
    expect(resolveMessageIn('bn', error.messageId)).toContain('Dhaka city জোনে আছে');
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/shipping-zones/${rest.id}`,
      headers: admin.headers,
      payload: { ...REST, districtIds: ['sylhet', 'gazipur'], areaIds: ['dhaka/dhanmondi'] },
    });
    expect(moved.statusCode).toBe(409);
    expect((await listZones()).map((z) => [z.name, z.districtIds, z.areaIds])).toEqual([
      ['Dhaka city', [], ['dhaka/dhanmondi']],
      ['Rest', ['sylhet'], []],
    ]);
    // A district and an area of it may be in different zones: the area's zone wins in a quote.
    const dhaka = await t.app.inject({
      method: 'PUT',
      url: `/api/shipping-zones/${rest.id}`,
      headers: admin.headers,
      payload: { ...REST, districtIds: ['sylhet', 'dhaka'] },
    });
    expect(dhaka.statusCode, dhaka.body).toBe(200);
    expect(dhaka.json<ShippingZone>().districtIds.sort()).toEqual(['dhaka', 'sylhet']);
    expect((await listZones())[0]).toEqual(city);
  });

  it("replaces a zone's rates and places; an unknown zone is 404", async () => {
    const city = await newZone(CITY);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/shipping-zones/${city.id}`,
      headers: admin.headers,
      payload: { ...CITY, name: 'Dhaka', baseFee: 80, freeFrom: null, areaIds: ['dhaka/savar', 'dhaka/dhanmondi'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ShippingZone>()).toMatchObject({ name: 'Dhaka', baseFee: 80, freeFrom: null });
    expect(res.json<ShippingZone>().areaIds.sort()).toEqual(['dhaka/dhanmondi', 'dhaka/savar']);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/shipping-zones/6f1b2c3d-0000-4000-8000-000000000000',
      headers: admin.headers,
      payload: REST,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await t.store.db.selectFrom('shippingZones').select('id').execute()).toHaveLength(1);
  });

  it('puts the zones in the order sent and refuses an order that misses or repeats one', async () => {
    const a = await newZone(CITY);
    const b = await newZone(REST);
    const put = (ids: string[]) =>
      t.app.inject({ method: 'PUT', url: '/api/shipping-zones/order', headers: admin.headers, payload: { ids } });
    const res = await put([b.id, a.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ShippingZone[]>().map((z) => [z.name, z.position])).toEqual([
      ['Rest', 1],
      ['Dhaka city', 2],
    ]);
    expect((await put([a.id])).statusCode).toBe(400);
    expect((await put([a.id, a.id])).statusCode).toBe(400);
    expect((await listZones()).map((z) => z.name)).toEqual(['Rest', 'Dhaka city']);
  });

  it('deletes a zone with its places, so that another zone may take them; a second delete is 404', async () => {
    const city = await newZone(CITY);
    const del = () => t.app.inject({ method: 'DELETE', url: `/api/shipping-zones/${city.id}`, headers: admin.headers });
    const res = await del();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(await listZones()).toEqual([]);
    expect((await del()).statusCode).toBe(404);
    await newZone({ ...REST, areaIds: ['dhaka/dhanmondi'] });
  });
});
