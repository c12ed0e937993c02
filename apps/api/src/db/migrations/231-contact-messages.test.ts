// Migration 231 on a database the previous schema left: empty contact_messages and contact_replies that keep
// a message and its reply as written (Bangla text whole). Run on SQLite and PostgreSQL.
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

it('adds empty contact tables that keep a message and its replies', async () => {
  const { db } = database.store;
  await migrateTo(database.store, '230-cod-advance');
  await migrateToLatest(database.store);
  expect(await db.selectFrom('contactMessages').selectAll().execute()).toEqual([]);
  const at = '2026-05-01T10:00:00.000Z';
  const message = {
    id: 'm-1',
    userId: null,
    name: 'রহিম উদ্দিন',
    email: 'rahim@example.com',
    phone: '01711000000',
    subject: 'দাম জানতে চান',
    message: 'সিলেটে ৫০০টা চেইন পাঠাতে পারবেন?',
    locale: 'bn',
    status: 'new' as const,
    createdAt: at,
    updatedAt: at,
  };
  await db.insertInto('contactMessages').values(message).execute();
  await db
    .insertInto('contactReplies')
    .values({
      id: 'r-1',
      messageId: 'm-1',
      body: 'হ্যাঁ, পারব।',
      authorId: 'u-1',
      smsSent: 1,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  expect(await db.selectFrom('contactMessages').selectAll().execute()).toEqual([message]);
  const [reply] = await db.selectFrom('contactReplies').selectAll().execute();
  expect({ ...reply, smsSent: Number(reply?.smsSent) }).toEqual({
    id: 'r-1',
    messageId: 'm-1',
    body: 'হ্যাঁ, পারব।',
    authorId: 'u-1',
    smsSent: 1,
    createdAt: at,
    updatedAt: at,
  });
});
