// Migration 223 on a database filled by the previous schema: orders placed before keep their free-text
// address and phone exactly, with no structured address. Run on SQLite and PostgreSQL.
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

it('keeps the text of orders and profiles placed before, with no delivery address', async () => {
  const { db } = database.store;
  await migrateTo(database.store, '222-shipping-zones');
  const at = '2026-05-01T10:00:00.000Z';
  await sql`insert into orders (id, user_id, email, product_id, product_name, unit_price, quantity, subtotal, shipping,
      total, address, phone, order_ref, status, created_at)
    values ('o-1', 'u-1', 'a@example.com', null, 'Chain', 50000, 2, 100000, 12000, 112000,
      'House 4, Road 2, Zindabazar, Sylhet', '01711 000000 (evening)', '', 'paid', ${at})`.execute(db);
  await sql`insert into profiles (user_id, education, profile_url, city, phone, updated_at)
    values ('u-1', '', '', 'Sylhet', 'call 01711-000000', ${at})`.execute(db);

  await migrateToLatest(database.store);

  const order = await db
    .selectFrom('orders')
    .select(['address', 'phone', 'deliveryAddress', 'shippingZone', 'weightGrams', 'codOffered', 'shipping', 'total'])
    .executeTakeFirstOrThrow();
  expect({ ...order, shipping: Number(order.shipping), total: Number(order.total) }).toEqual({
    address: 'House 4, Road 2, Zindabazar, Sylhet',
    phone: '01711 000000 (evening)',
    deliveryAddress: null,
    shippingZone: null,
    weightGrams: 0,
    codOffered: 1,
    shipping: 12000,
    total: 112000,
  });
  expect(await db.selectFrom('profiles').select(['city', 'phone']).execute()).toEqual([
    { city: 'Sylhet', phone: 'call 01711-000000' },
  ]);
});
