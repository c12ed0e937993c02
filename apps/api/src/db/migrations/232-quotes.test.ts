// Migration 232 on a database the previous schema left: empty quote tables that keep a request, its lines and a
// version with its lines as written (Bangla text whole, a guest's null account). Run on SQLite and PostgreSQL.
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

it('adds empty quote tables that keep a request, its lines and its versions', async () => {
  const { db } = database.store;
  await migrateTo(database.store, '231-contact-messages');
  await migrateToLatest(database.store);
  expect(await db.selectFrom('quoteRequests').selectAll().execute()).toEqual([]);
  const at = '2026-05-01T10:00:00.000Z';
  const request = {
    id: 'q-1',
    userId: null,
    key: 'k'.repeat(22),
    name: 'রহিম উদ্দিন',
    email: '',
    phone: '+8801711000000',
    note: '৫০০টা চেইন',
    locale: 'bn',
    status: 'requested' as const,
    latestVersion: 0,
    validUntil: null,
    orderId: null,
    createdAt: at,
    updatedAt: at,
  };
  await db.insertInto('quoteRequests').values(request).execute();
  const line = { requestId: 'q-1', lineNo: 1, productId: 'p-1', variantId: 'v-1', name: 'চেইন (১১)', quantity: 500 };
  await db.insertInto('quoteRequestLines').values(line).execute();
  const version = {
    requestId: 'q-1',
    version: 1,
    shipping: 12_000,
    validUntil: at,
    note: '',
    createdAt: at,
    createdBy: 'u-1',
  };
  await db.insertInto('quoteVersions').values(version).execute();
  const priced = { ...line, version: 1, unitPrice: 85_000 };
  await db.insertInto('quoteVersionLines').values(priced).execute();
  expect(await db.selectFrom('quoteRequests').selectAll().execute()).toEqual([request]);
  expect(await db.selectFrom('quoteRequestLines').selectAll().execute()).toEqual([line]);
  expect(await db.selectFrom('quoteVersions').selectAll().execute()).toEqual([version]);
  expect(await db.selectFrom('quoteVersionLines').selectAll().execute()).toEqual([priced]);
});
