// Migration 224 on a database filled by the previous schema: every variant gets 0 grams (not weighed
// yet) and keeps everything else. Run on SQLite and PostgreSQL.
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

const at = '2026-05-01T10:00:00.000Z';

it('gives every existing variant a weight of 0 and keeps its other fields', async () => {
  const { db } = database.store;
  await migrateTo(database.store, '223-order-delivery');
  await sql`insert into products (id, name, img, description, min_quantity, stock, price, sku, options, created_at,
      updated_at)
    values ('p-1', 'Chain', '/images/products/chain.svg', 'Steel', 2, 9, 74000, null,
      '[{"name":"Speed","values":["9-speed","11-speed"]}]', ${at}, ${at})`.execute(db);
  await sql`insert into product_variants (id, product_id, position, option1, sku, price, stock, min_quantity, img,
      created_at, updated_at)
    values ('v-9', 'p-1', 0, '9-speed', 'CH-09', 74000, 4, 2, null, ${at}, ${at}),
      ('v-11', 'p-1', 1, '11-speed', 'CH-11', 78000, 5, 2, '/images/products/chain.svg', ${at}, ${at})`.execute(db);

  await migrateToLatest(database.store);

  const variants = await db
    .selectFrom('productVariants')
    .select(['id', 'productId', 'position', 'option1', 'sku', 'price', 'stock', 'minQuantity', 'img', 'weightGrams'])
    .orderBy('position')
    .execute();
  expect(variants.map((v) => ({ ...v, price: Number(v.price) }))).toEqual([
    {
      id: 'v-9',
      productId: 'p-1',
      position: 0,
      option1: '9-speed',
      sku: 'CH-09',
      price: 74000,
      stock: 4,
      minQuantity: 2,
      img: null,
      weightGrams: 0,
    },
    {
      id: 'v-11',
      productId: 'p-1',
      position: 1,
      option1: '11-speed',
      sku: 'CH-11',
      price: 78000,
      stock: 5,
      minQuantity: 2,
      img: '/images/products/chain.svg',
      weightGrams: 0,
    },
  ]);
  // A variant written later without a weight is not weighed yet either.
  await sql`insert into product_variants (id, product_id, position, price, stock, min_quantity, created_at, updated_at)
    values ('v-10', 'p-1', 2, 76000, 1, 1, ${at}, ${at})`.execute(db);
  const added = await db
    .selectFrom('productVariants')
    .select('weightGrams')
    .where('id', '=', 'v-10')
    .executeTakeFirst();
  expect(added).toEqual({ weightGrams: 0 });
});
