// Migration 230 on a database the previous schema left: the owner's saved rules keep their values with the
// three advance conditions off, and an order placed before it asks no advance. Run on SQLite and PostgreSQL.
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/build-test-app.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase(undefined, { empty: true });
});
afterEach(async () => {
  await database.drop();
});

it('adds the advance conditions, off, to saved rules, and no advance to existing orders', async () => {
  const { db } = database.store;
  await migrateTo(database.store, '229-order-track-keys');
  await sql`insert into cod_rules (id, only_zone_ids, new_number_max_total, refuse_after, updated_by, updated_at)
    values (1, null, 150000, 2, 'owner@example.com', '2026-11-29T10:00:00.000Z')`.execute(db);
  await migrateToLatest(database.store);
  expect(await db.selectFrom('codRules').selectAll().execute()).toEqual([
    {
      id: 1,
      onlyZoneIds: null,
      newNumberMaxTotal: 150_000,
      refuseAfter: 2,
      advanceOutsideDhaka: 0,
      advanceFirstTime: 0,
      advancePastRefusal: 0,
      updatedBy: 'owner@example.com',
      updatedAt: '2026-11-29T10:00:00.000Z',
    },
  ]);
  const columns = await db.selectFrom('orders').select(['codAdvance', 'codAdvancePaidAt', 'codAdvanceRef']).execute();
  expect(columns).toEqual([]);
});
