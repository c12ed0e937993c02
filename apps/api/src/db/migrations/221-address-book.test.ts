// Migration 221 on a database filled by the previous schema: the address book holds one default per
// account at most, and an account's addresses go with it. Run on SQLite and PostgreSQL.
import { sql } from 'kysely';
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

const at = '2026-05-01T10:00:00.000Z';

it('keeps one default address per account and removes the addresses with their account', async () => {
  const { db, dialect } = database.store;
  await migrateTo(database.store, '220-product-variants');
  const emailVerified = dialect === 'postgres' ? sql`false` : sql`0`;
  for (const id of ['u-1', 'u-2']) {
    await sql`insert into users (id, name, email, email_verified, created_at, updated_at)
      values (${id}, ${id}, ${`${id}@example.com`}, ${emailVerified}, ${at}, ${at})`.execute(db);
  }
  await migrateTo(database.store, '221-address-book');

  const address = (id: string, userId: string, isDefault: number) =>
    sql`insert into addresses (id, user_id, recipient_name, phone, division_id, district_id, area_id, street,
        is_default, created_at, updated_at)
      values (${id}, ${userId}, 'Rahim', '+8801711000000', 'dhaka', 'dhaka', 'dhaka/dhanmondi', 'House 1',
        ${isDefault}, ${at}, ${at})`.execute(db);
  await address('a-1', 'u-1', 1);
  await address('a-2', 'u-1', 0);
  await address('a-3', 'u-2', 1);
  await expect(address('a-4', 'u-1', 1)).rejects.toThrow();
  await expect(address('a-5', 'u-1', 2)).rejects.toThrow();
  await expect(address('a-6', 'no-such-user', 0)).rejects.toThrow();

  const rows = await db.selectFrom('addresses').select(['id', 'landmark', 'postcode']).orderBy('id').execute();
  expect(rows).toEqual([
    { id: 'a-1', landmark: '', postcode: '' },
    { id: 'a-2', landmark: '', postcode: '' },
    { id: 'a-3', landmark: '', postcode: '' },
  ]);
  await sql`delete from users where id = 'u-1'`.execute(db);
  expect(await db.selectFrom('addresses').select('id').execute()).toEqual([{ id: 'a-3' }]);
});
