// Migration 222: a place belongs to one zone at most, and a zone's places go with it. SQLite and PostgreSQL.
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/build-test-app.ts';
import { migrateToLatest } from '../migrate.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase(undefined, { empty: true });
  await migrateToLatest(database.store);
});
afterEach(async () => {
  await database.drop();
});

const at = '2026-05-01T10:00:00.000Z';
const zone = (id: string) =>
  sql`insert into shipping_zones (id, name, position, base_fee, per_kg_fee, free_from, cod, created_at, updated_at)
    values (${id}, ${id}, 1, 7000, 2000, null, 1, ${at}, ${at})`.execute(database.store.db);
const place = (zoneId: string, districtId: string, areaId = '') =>
  sql`insert into shipping_zone_places (zone_id, district_id, area_id)
    values (${zoneId}, ${districtId}, ${areaId})`.execute(database.store.db);

it('refuses a place already in another zone, but lets an area sit in one zone and its district in another', async () => {
  await zone('city');
  await zone('rest');
  await place('city', 'dhaka', 'dhaka/dhanmondi');
  await place('rest', 'dhaka');
  await expect(place('rest', 'dhaka', 'dhaka/dhanmondi')).rejects.toThrow();
  await expect(place('city', 'dhaka')).rejects.toThrow();
});

it("deletes a zone's places with it", async () => {
  await zone('city');
  await place('city', 'dhaka', 'dhaka/dhanmondi');
  await sql`delete from shipping_zones where id = 'city'`.execute(database.store.db);
  const left = await database.store.db.selectFrom('shippingZonePlaces').selectAll().execute();
  expect(left).toEqual([]);
});

it('refuses a negative fee', async () => {
  await expect(
    sql`insert into shipping_zones (id, name, position, base_fee, per_kg_fee, free_from, cod, created_at, updated_at)
      values ('z', 'Z', 1, -1, 0, null, 1, ${at}, ${at})`.execute(database.store.db),
  ).rejects.toThrow();
});
