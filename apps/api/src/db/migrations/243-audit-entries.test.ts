// Migration 243 on a database the previous schema left: the audit trail's table is there, empty, and takes an
// entry with and without before/after. Run on SQLite and PostgreSQL.
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

it('adds an empty audit_entries table that keeps before and after as JSON text or null', async () => {
  const { db } = database.store;
  await migrateTo(database.store, '242-staff-roles');
  await migrateToLatest(database.store);

  expect(await db.selectFrom('auditEntries').selectAll().execute()).toEqual([]);
  const entry = {
    at: '2026-05-01T10:00:00.000Z',
    actorId: 'u-1',
    actorEmail: 'owner@example.com',
    actorRole: 'owner',
    kind: 'product.updated',
    objectType: 'product',
    objectId: 'p-1',
  };
  await db
    .insertInto('auditEntries')
    .values([
      { id: 'a-1', ...entry, before: '{"price":100}', after: '{"price":200}' },
      { id: 'a-2', ...entry, kind: 'category.created', before: null, after: '{"name":"Tyres"}' },
    ])
    .execute();
  const rows = await db.selectFrom('auditEntries').select(['id', 'before', 'after']).orderBy('id').execute();
  expect(rows).toEqual([
    { id: 'a-1', before: '{"price":100}', after: '{"price":200}' },
    { id: 'a-2', before: null, after: '{"name":"Tyres"}' },
  ]);
  await expect(
    db
      .insertInto('auditEntries')
      .values({ id: 'a-1', ...entry })
      .execute(),
  ).rejects.toThrow();
});
