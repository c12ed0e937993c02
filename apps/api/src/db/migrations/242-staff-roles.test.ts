// Migration 242 on a database the previous schema left: every admin becomes an owner, buyers stay, every row
// that names a user (their sessions) stays, and users.role takes the staff roles and no longer 'admin'.
// Run on SQLite and PostgreSQL.
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

it('makes every admin an owner, keeps the other users and their sessions, and takes only the new roles', async () => {
  const { db, dialect } = database.store;
  await migrateTo(database.store, '241-promotions');
  const no = dialect === 'postgres' ? sql`false` : sql`0`;
  const at = '2026-05-01T10:00:00.000Z';
  const insertUser = (id: string, role: string) =>
    sql`insert into users (id, name, email, email_verified, created_at, updated_at, role, language)
      values (${id}, ${id}, ${`${id}@example.com`}, ${no}, ${at}, ${at}, ${role}, 'bn')`.execute(db);
  await insertUser('u-admin', 'admin');
  await insertUser('u-buyer', 'user');
  await sql`insert into sessions (id, expires_at, token, created_at, updated_at, user_id)
    values ('s-1', ${'2099-01-01T00:00:00.000Z'}, 'token-1', ${at}, ${at}, 'u-admin')`.execute(db);

  await migrateToLatest(database.store);

  const users = await db.selectFrom('users').select(['id', 'role', 'language']).orderBy('id').execute();
  expect(users).toEqual([
    { id: 'u-admin', role: 'owner', language: 'bn' },
    { id: 'u-buyer', role: 'user', language: 'bn' },
  ]);
  expect(await db.selectFrom('sessions').select(['id', 'userId']).execute()).toEqual([
    { id: 's-1', userId: 'u-admin' },
  ]);
  for (const role of ['manager', 'packer', 'accountant', 'owner', 'user'] as const) {
    await db.updateTable('users').set({ role }).where('id', '=', 'u-buyer').execute();
  }
  await expect(sql`update users set role = 'admin' where id = 'u-buyer'`.execute(db)).rejects.toThrow();
  // The users still cascade to their sessions, and the other checks and indexes are there.
  await expect(sql`update users set language = 'fr' where id = 'u-buyer'`.execute(db)).rejects.toThrow();
  await expect(insertUser('u-other', 'user').then(() => insertUser('u-other', 'user'))).rejects.toThrow();
  await db.deleteFrom('users').where('id', '=', 'u-admin').execute();
  expect(await db.selectFrom('sessions').select('id').execute()).toEqual([]);
});
