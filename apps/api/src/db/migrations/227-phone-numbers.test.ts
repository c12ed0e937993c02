// Migration 227 on a database the previous schema left: existing users keep their rows with no phone, a
// number belongs to one account only, and many accounts may have none. Run on SQLite and PostgreSQL.
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

it('adds users.phone_number (unique, nullable) and phone_number_verified (false by default)', async () => {
  const { db, dialect } = database.store;
  await migrateTo(database.store, '226-sms-outbox');
  const no = dialect === 'postgres' ? sql`false` : sql`0`;
  const at = '2026-05-01T10:00:00.000Z';
  const insertUser = (id: string) =>
    sql`insert into users (id, name, email, email_verified, created_at, updated_at)
      values (${id}, ${id}, ${`${id}@example.com`}, ${no}, ${at}, ${at})`.execute(db);
  await insertUser('u-1');
  await migrateToLatest(database.store);

  await insertUser('u-2');
  await insertUser('u-3');
  const rows = await db
    .selectFrom('users')
    .select(['id', 'phoneNumber', 'phoneNumberVerified'])
    .orderBy('id')
    .execute();
  expect(rows.map((r) => [r.id, r.phoneNumber, Boolean(r.phoneNumberVerified)])).toEqual([
    ['u-1', null, false],
    ['u-2', null, false],
    ['u-3', null, false],
  ]);

  await sql`update users set phone_number = '+8801711000000', phone_number_verified = ${sql`true`} where id = 'u-1'`.execute(
    db,
  );
  await expect(sql`update users set phone_number = '+8801711000000' where id = 'u-2'`.execute(db)).rejects.toThrow();
  const u1 = await db
    .selectFrom('users')
    .select(['phoneNumber', 'phoneNumberVerified'])
    .where('id', '=', 'u-1')
    .executeTakeFirstOrThrow();
  expect({ ...u1, phoneNumberVerified: Boolean(u1.phoneNumberVerified) }).toEqual({
    phoneNumber: '+8801711000000',
    phoneNumberVerified: true,
  });
});
