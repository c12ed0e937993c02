// Intents the former sweep still had to cancel at Stripe when migration 219 runs get their background
// job; the others get none. Run on SQLite and PostgreSQL.
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

it('queues the cancel at Stripe of each intent still flagged provider_cancel_pending', async () => {
  const { db } = database.store;
  await migrateTo(database.store, '218-catalog-changes-announced');
  const at = '2026-05-01T10:00:00.000Z';
  const intent = (id: string, pending: number) => ({
    id,
    orderId: 'o-1',
    provider: 'stripe',
    providerRef: `pi_${id}`,
    clientSecret: `pi_${id}_secret`,
    amount: 1000,
    currency: 'bdt',
    status: 'canceled',
    cardBrand: null,
    cardLast4: null,
    providerCancelPending: pending,
    createdAt: at,
    updatedAt: at,
  });
  await db
    .insertInto('paymentIntents')
    .values([intent('i-flagged', 1), intent('i-done', 0)])
    .execute();

  await migrateToLatest(database.store);

  const jobs = await db
    .selectFrom('backgroundJobs')
    .selectAll()
    .where('kind', '=', 'payment.provider-cancel')
    .execute();
  expect(jobs).toMatchObject([{ id: 'provider-cancel-i-flagged', status: 'pending', attempts: 0, maxAttempts: 50 }]);
  expect(JSON.parse(jobs[0]?.payload ?? '')).toEqual({ intentId: 'i-flagged' });
});
