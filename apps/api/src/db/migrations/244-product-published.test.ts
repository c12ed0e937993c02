// Migration 244 on a database the previous schema left: products already there stay published, a product
// inserted without the column is published, and only 0 or 1 is taken. Run on SQLite and PostgreSQL.
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

const product = (id: string) => ({
  id,
  name: `Product ${id}`,
  img: '',
  description: '',
  minQuantity: 1,
  stock: 0,
  price: 1000,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
});

it('keeps existing products published, publishes new ones by default and takes only 0 or 1', async () => {
  const { db } = database.store;
  await migrateTo(database.store, '243-audit-entries');
  await db.insertInto('products').values(product('p-old')).execute();
  await migrateToLatest(database.store);

  await db.insertInto('products').values(product('p-new')).execute();
  await db
    .insertInto('products')
    .values({ ...product('p-hidden'), published: 0 })
    .execute();
  const rows = await db.selectFrom('products').select(['id', 'published']).orderBy('id').execute();
  expect(rows).toEqual([
    { id: 'p-hidden', published: 0 },
    { id: 'p-new', published: 1 },
    { id: 'p-old', published: 1 },
  ]);
  await expect(db.updateTable('products').set({ published: 2 }).where('id', '=', 'p-old').execute()).rejects.toThrow();
});
