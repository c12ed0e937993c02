// Migration 220 on a database filled by the previous schema: every product becomes one variant with
// its own id, order and cart lines point at it, and the search finds the SKU. Run on SQLite and PostgreSQL.
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/build-test-app.ts';
import { searchProductIds } from '../../features/catalog/catalog.repository.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase(undefined, { empty: true });
});
afterEach(async () => {
  await database.drop();
});

const at = '2026-05-01T10:00:00.000Z';
const later = '2026-06-01T10:00:00.000Z';

it('turns each product into one variant and points order and cart lines at it', async () => {
  const { db, dialect } = database.store;
  await migrateTo(database.store, '219-provider-cancel-jobs');
  const product = (id: string, sku: string | null, created: string, stock: number) =>
    sql`insert into products (id, name, img, description, min_quantity, stock, price, sku, created_at, updated_at)
      values (${id}, ${`Chainring ${id}`}, '/images/products/chainring.svg', 'Steel', 2, ${stock}, 50000, ${sku},
        ${created}, ${created})`.execute(db);
  await product('p-old', 'CR-32', at, 7);
  // The same SKU, written later in another case: it stays on the older product only.
  await product('p-new', 'cr-32', later, 0);
  await product('p-plain', null, at, 3);
  await sql`insert into orders (id, user_id, email, product_id, product_name, unit_price, quantity, total, address,
      phone, order_ref, status, created_at)
    values ('o-1', 'u-1', 'a@example.com', 'p-old', 'Chainring p-old', 50000, 2, 100000, 'Dhaka', '01700000000', '',
      'paid', ${at})`.execute(db);
  await sql`insert into order_lines (order_id, line_no, product_id, product_name, unit_price, quantity, line_total)
    values ('o-1', 1, 'p-old', 'Chainring p-old', 50000, 2, 100000)`.execute(db);
  await sql`insert into cart_lines (user_id, product_id, quantity, unit_price, product_name, img, created_at, updated_at)
    values ('u-1', 'p-plain', 2, 50000, 'Chainring p-plain', '/images/products/chainring.svg', ${at}, ${at})`.execute(
    db,
  );

  await migrateToLatest(database.store);

  const variants = await db
    .selectFrom('productVariants')
    .select(['id', 'productId', 'sku', 'price', 'stock', 'minQuantity', 'option1'])
    .orderBy('id')
    .execute();
  expect(variants.map((v) => ({ ...v, price: Number(v.price) }))).toEqual([
    { id: 'p-new', productId: 'p-new', sku: null, price: 50000, stock: 0, minQuantity: 2, option1: null },
    { id: 'p-old', productId: 'p-old', sku: 'CR-32', price: 50000, stock: 7, minQuantity: 2, option1: null },
    { id: 'p-plain', productId: 'p-plain', sku: null, price: 50000, stock: 3, minQuantity: 2, option1: null },
  ]);
  const products = await db.selectFrom('products').select(['id', 'options']).orderBy('id').execute();
  expect(products.map((p) => p.options)).toEqual(['[]', '[]', '[]']);
  expect(await db.selectFrom('orderLines').select(['variantId', 'variantTitle', 'sku']).execute()).toEqual([
    { variantId: 'p-old', variantTitle: '', sku: 'CR-32' },
  ]);
  expect(await db.selectFrom('cartLines').select(['userId', 'variantId', 'productId', 'quantity']).execute()).toEqual([
    { userId: 'u-1', variantId: 'p-plain', productId: 'p-plain', quantity: 2 },
  ]);
  expect(await searchProductIds(db, dialect, ['cr', '32'])).toEqual(['p-old']);
  // A second size of the same product is a line of its own now.
  await sql`insert into cart_lines (user_id, variant_id, product_id, quantity, unit_price, product_name, img,
      created_at, updated_at)
    values ('u-1', 'v-2', 'p-plain', 1, 50000, 'Chainring p-plain', '', ${at}, ${at})`.execute(db);
  expect(await db.selectFrom('cartLines').select('variantId').orderBy('variantId').execute()).toHaveLength(2);
});
