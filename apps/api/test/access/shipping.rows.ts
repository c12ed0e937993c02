// Access matrix rows for shipping zones: anyone reads the rates; only an admin adds, replaces,
// reorders or deletes a zone.
import { newId, nowIso } from '../../src/lib/ids.ts';
import type { AccessContext, AccessRow } from './types.ts';

const adminOnly = (status: number) => ({ anonymous: 401, userA: 403, userB: 403, admin: status });

/** A zone without places, for one cell. */
async function aZone({ t }: AccessContext): Promise<string> {
  const id = newId();
  const at = nowIso();
  await t.store.db
    .insertInto('shippingZones')
    .values({
      id,
      name: `Matrix ${id.slice(0, 8)}`,
      position: 1,
      baseFee: 7000,
      perKgFee: 2000,
      freeFrom: null,
      cod: 1,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  return id;
}

const zonesSnapshot = async ({ t }: AccessContext) => ({
  zones: await t.store.db.selectFrom('shippingZones').selectAll().orderBy('id').execute(),
  places: await t.store.db
    .selectFrom('shippingZonePlaces')
    .selectAll()
    .orderBy('districtId')
    .orderBy('areaId')
    .execute(),
});

/** A zone's body whose place is free: the admin's cell is the only one that saves it. */
const zoneBody = (place: string) => ({
  name: `Matrix ${newId().slice(0, 8)}`,
  baseFee: 70,
  perKgFee: 20,
  areaIds: [place],
});

export const rows: AccessRow[] = [
  {
    name: 'GET /api/shipping-zones (public)',
    request: async () => ({ method: 'GET', url: '/api/shipping-zones' }),
    expect: { anonymous: 200, userA: 200, userB: 200, admin: 200 },
  },
  {
    name: 'POST /api/shipping-zones',
    request: async () => ({ method: 'POST', url: '/api/shipping-zones', payload: zoneBody('dhaka/dhanmondi') }),
    expect: adminOnly(201),
    permission: 'settings',
    snapshot: zonesSnapshot,
  },
  {
    name: 'PUT /api/shipping-zones/{id}',
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/shipping-zones/${await aZone(ctx)}`,
      payload: zoneBody('dhaka/savar'),
    }),
    expect: adminOnly(200),
    permission: 'settings',
    snapshot: zonesSnapshot,
  },
  {
    name: 'PUT /api/shipping-zones/order',
    request: async (ctx) => {
      await aZone(ctx);
      const ids = await ctx.t.store.db.selectFrom('shippingZones').select('id').orderBy('id', 'desc').execute();
      return { method: 'PUT', url: '/api/shipping-zones/order', payload: { ids: ids.map((r) => r.id) } };
    },
    expect: adminOnly(200),
    permission: 'settings',
    snapshot: zonesSnapshot,
  },
  {
    name: 'DELETE /api/shipping-zones/{id}',
    request: async (ctx) => ({ method: 'DELETE', url: `/api/shipping-zones/${await aZone(ctx)}` }),
    expect: adminOnly(200),
    permission: 'settings',
    snapshot: zonesSnapshot,
  },
];
