import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { createTestDatabase, type TestDatabase, testConfig } from '../../../test/build-test-app.ts';
import { createBuyers } from '../../../test/cart-helpers.ts';
import { IDEMPOTENCY_KEY_SWEEP_JOB } from './order-placement.service.ts';

let database: TestDatabase;
const apps: FastifyInstance[] = [];
const HOUR = 3_600_000;

/** An app whose background clock runs `offset.ms` ahead of the wall clock; it polls by hand (runDue). */
async function startApp(offset: { ms: number }) {
  // The courier poll once a day (at midnight UTC, like the low-stock note): the hour below holds none.
  const app = await buildApp(testConfig({ COURIER_POLL_MINUTES: String(24 * 60) }), {
    store: database.store,
    logger: false,
    serveWebApp: false,
    background: { clock: () => new Date(Date.now() + offset.ms), pollMs: 3_600_000 },
  });
  await app.ready();
  apps.push(app);
  return app;
}

beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  await database.drop();
});

const pendingSweeps = () =>
  database.store.db
    .selectFrom('backgroundJobs')
    .select(['id', 'runAt'])
    .where('kind', '=', IDEMPOTENCY_KEY_SWEEP_JOB)
    .where('status', '=', 'pending')
    .execute();

describe('the idempotency key sweep', () => {
  it('deletes the keys older than 24 hours on its hourly run, keeps the live ones, and schedules the next run', async () => {
    // The clock at 10:30 UTC today, so that the hour the test moves on holds no other job that is
    // due once a day (the low-stock note and, here, the courier poll at midnight UTC).
    const now = Math.floor(Date.now() / (24 * HOUR)) * 24 * HOUR + 10.5 * HOUR;
    const offset = { ms: now - Date.now() };
    const app = await startApp(offset);
    const [buyer] = await createBuyers({ app, store: database.store }, 1);
    const key = (name: string, createdMsAgo: number) => ({
      userId: buyer!.id,
      key: name,
      requestHash: 'h',
      orderId: name,
      createdAt: new Date(now - createdMsAgo).toISOString(),
      expiresAt: new Date(now - createdMsAgo + 24 * HOUR).toISOString(),
    });
    // Made 23.5 h ago: over by the sweep an hour from now. Made 1 h ago: still live then.
    await database.store.db
      .insertInto('idempotencyKeys')
      .values([key('old', 23.5 * HOUR), key('fresh', HOUR)])
      .execute();

    expect(await pendingSweeps()).toHaveLength(1);
    expect(await app.background.runDue()).toBe(0);

    offset.ms += HOUR + 1000;
    expect(await app.background.runDue()).toBe(1);
    const left = await database.store.db.selectFrom('idempotencyKeys').select('key').execute();
    expect(left.map((r) => r.key)).toEqual(['fresh']);
    const next = await pendingSweeps();
    expect(next).toHaveLength(1);
    expect(Date.parse(next[0]!.runAt)).toBeGreaterThan(now + HOUR);
  });

  it('is scheduled once per hour however many instances start', async () => {
    // Both clocks in the middle of one hour, so that the test cannot straddle two.
    const now = Date.now();
    const offset = { ms: Math.floor(now / HOUR) * HOUR + HOUR / 2 - now };
    await startApp(offset);
    await startApp(offset);
    expect(await pendingSweeps()).toHaveLength(1);
  });
});
