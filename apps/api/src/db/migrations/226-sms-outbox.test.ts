// Migration 226 on a database the previous schema left: an empty SMS outbox that takes a message as the
// service writes it (Bangla text kept whole) and lists newest first. Run on SQLite and PostgreSQL.
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

it('adds an empty sms_outbox that keeps each message as written', async () => {
  const { db } = database.store;
  await migrateTo(database.store, '224-variant-weights');
  await migrateToLatest(database.store);
  expect(await db.selectFrom('smsOutbox').selectAll().execute()).toEqual([]);

  const body = 'অর্ডার 0F8E2C1A ডেলিভারি হয়েছে। আমাদের সাথে কেনাকাটার জন্য ধন্যবাদ!';
  await sql`insert into sms_outbox (id, template, recipient, locale, body, segments, status, created_at, updated_at)
    values ('s-1', 'order-delivered', '+8801711000000', 'bn', ${body}, 1, 'queued',
      '2026-05-01T10:00:00.000Z', '2026-05-01T10:00:00.000Z'),
      ('s-2', 'order-placed', '+8801811000000', 'en', 'Order 0F8E2C1A received.', 1, 'held',
      '2026-05-01T11:00:00.000Z', '2026-05-01T11:00:00.000Z')`.execute(db);

  const rows = await db
    .selectFrom('smsOutbox')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  expect(rows.map((r) => r.id)).toEqual(['s-2', 's-1']);
  expect(rows[1]).toEqual({
    id: 's-1',
    template: 'order-delivered',
    recipient: '+8801711000000',
    locale: 'bn',
    body,
    segments: 1,
    status: 'queued',
    attempts: 0,
    lastError: null,
    gatewayRef: null,
    orderId: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    sentAt: null,
  });
});
