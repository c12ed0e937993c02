// Migration 228 on a database the previous schema left: no COD rules row (every rule off), and one row
// that takes the owner's rules. Run on SQLite and PostgreSQL.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/build-test-app.ts';
import { migrateTo } from '../migrate.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase(undefined, { empty: true });
});
afterEach(async () => {
  await database.drop();
});

it('adds an empty cod_rules table that keeps one row of rules', async () => {
  const { db } = database.store;
  await migrateTo(database.store, '226-sms-outbox');
  await migrateTo(database.store, '228-cod-rules');
  expect(await db.selectFrom('codRules').selectAll().execute()).toEqual([]);
  const rules = {
    id: 1,
    onlyZoneIds: '["z-1"]',
    newNumberMaxTotal: 150_000,
    refuseAfter: null,
    updatedBy: 'owner@example.com',
    updatedAt: '2026-11-29T10:00:00.000Z',
  };
  await db.insertInto('codRules').values(rules).execute();
  expect(await db.selectFrom('codRules').selectAll().execute()).toEqual([rules]);
});
