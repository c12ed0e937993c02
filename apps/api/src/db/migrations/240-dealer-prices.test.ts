// Migration 240 on a database the previous schema left: empty pricing tables that keep a break, a group with a
// fixed price and a member, and at most one waiting application per buyer. Run on SQLite and PostgreSQL.
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

it('adds empty pricing tables that keep breaks, groups, members and one waiting application per buyer', async () => {
  const { db } = database.store;
  await migrateTo(database.store, '232-quotes');
  await migrateToLatest(database.store);
  expect(await db.selectFrom('priceBreaks').selectAll().execute()).toEqual([]);
  const at = '2026-05-01T10:00:00.000Z';
  await db.insertInto('priceBreaks').values({ variantId: 'v-1', minQuantity: 10, price: 42_000 }).execute();
  await db
    .insertInto('customerGroups')
    .values({ id: 'g-1', name: 'Dealer', discountPercent: 10, createdAt: at, updatedAt: at })
    .execute();
  await expect(
    db
      .insertInto('customerGroups')
      .values({ id: 'g-2', name: 'DEALER', discountPercent: 5, createdAt: at, updatedAt: at })
      .execute(),
  ).rejects.toThrow();
  await db.insertInto('customerGroupPrices').values({ groupId: 'g-1', variantId: 'v-1', price: 38_000 }).execute();
  await db.insertInto('customerGroupMembers').values({ userId: 'u-1', groupId: 'g-1', assignedAt: at }).execute();
  const application = {
    userId: 'u-2',
    groupId: 'g-1',
    note: 'মিরপুরের ওয়ার্কশপ',
    createdAt: at,
    decidedAt: null,
    decidedBy: null,
  };
  await db
    .insertInto('customerGroupApplications')
    .values({ id: 'a-1', status: 'pending', ...application })
    .execute();
  await expect(
    db
      .insertInto('customerGroupApplications')
      .values({ id: 'a-2', status: 'pending', ...application })
      .execute(),
  ).rejects.toThrow();
  await db
    .insertInto('customerGroupApplications')
    .values({ id: 'a-3', status: 'refused', ...application })
    .execute();
  expect(await db.selectFrom('customerGroupApplications').select('note').where('id', '=', 'a-1').execute()).toEqual([
    { note: 'মিরপুরের ওয়ার্কশপ' },
  ]);
  expect(await db.selectFrom('priceBreaks').selectAll().execute()).toEqual([
    { variantId: 'v-1', minQuantity: 10, price: 42_000 },
  ]);
});
