import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../../test/build-test-app.ts';
import { claimJob, countJobsByState, findJob, releaseJob } from './background.repository.ts';
import { createJobRunner, enqueueJob, type JobRunner, retryDelayMs } from './job-runner.ts';

let database: TestDatabase;
const runners: JobRunner[] = [];

beforeEach(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.store);
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
  await database.drop();
});

const T0 = new Date('2030-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

function runner(now: { t: Date }, store: StoreDatabase = database.store, pollMs = 20) {
  const r = createJobRunner({ db: store.db, clock: () => now.t, pollMs, leaseMs: 60_000 });
  runners.push(r);
  return r;
}

describe('background jobs', () => {
  it('runs a job when it is due, once, with its payload, and records it done', async () => {
    const now = { t: T0 };
    const r = runner(now);
    const seen: unknown[] = [];
    r.register<{ n: number }>('test.echo', async (payload) => {
      seen.push(payload);
    });
    const id = await enqueueJob(database.store.db, 'test.echo', { n: 7 }, at(1000));
    expect(await r.runDue()).toBe(0);
    now.t = at(1000);
    expect(await r.runDue()).toBe(1);
    expect(await r.runDue()).toBe(0);
    expect(seen).toEqual([{ n: 7 }]);
    expect(await findJob(database.store.db, id)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
  });

  it('counts the jobs by state for the metrics: due, scheduled, running and failed', async () => {
    const db = database.store.db;
    await enqueueJob(db, 'test.echo', {}, T0);
    await enqueueJob(db, 'test.echo', {}, at(60_000));
    const running = await enqueueJob(db, 'test.echo', {}, T0);
    const failed = await enqueueJob(db, 'test.echo', {}, T0);
    const done = await enqueueJob(db, 'test.echo', {}, T0);
    for (const id of [running, failed, done]) await claimJob(db, id, 'owner', T0.toISOString(), at(1000).toISOString());
    await releaseJob(db, failed, 'owner', T0.toISOString(), { status: 'failed', lastError: 'x' });
    await releaseJob(db, done, 'owner', T0.toISOString(), { status: 'done' });
    expect(await countJobsByState(db, T0.toISOString())).toEqual({ due: 1, scheduled: 1, running: 1, failed: 1 });
  });

  it('exists only if the transaction that enqueued it committed', async () => {
    await expect(
      database.store.db.transaction().execute(async (trx) => {
        await enqueueJob(trx, 'test.echo', {}, T0, { id: 'rolled-back' });
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await findJob(database.store.db, 'rolled-back')).toBeUndefined();
  });

  it('keeps one job for one id enqueued twice', async () => {
    await enqueueJob(database.store.db, 'test.echo', { n: 1 }, T0, { id: 'same' });
    await enqueueJob(database.store.db, 'test.echo', { n: 2 }, T0, { id: 'same' });
    expect(JSON.parse((await findJob(database.store.db, 'same'))?.payload ?? '')).toEqual({ n: 1 });
  });

  it('retries a failing job with growing delays, keeps the error, and records it failed after the last attempt', async () => {
    const now = { t: T0 };
    const r = runner(now);
    r.register('test.fail', async () => {
      throw new Error('mail server down');
    });
    const id = await enqueueJob(database.store.db, 'test.fail', {}, T0, { maxAttempts: 3 });
    await r.runDue();
    expect(await findJob(database.store.db, id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      runAt: at(retryDelayMs(1)).toISOString(),
      lastError: 'Error: mail server down',
    });
    now.t = at(retryDelayMs(1) - 1);
    expect(await r.runDue()).toBe(0);
    now.t = at(retryDelayMs(1));
    await r.runDue();
    expect(await findJob(database.store.db, id)).toMatchObject({ status: 'pending', attempts: 2 });
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    now.t = at(retryDelayMs(1) + retryDelayMs(2));
    await r.runDue();
    expect(await findJob(database.store.db, id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'Error: mail server down',
    });
    now.t = at(10 * 3_600_000);
    expect(await r.runDue()).toBe(0);
  });

  it('retakes a job whose instance stopped mid-job once the lease is over, and never before', async () => {
    const id = await enqueueJob(database.store.db, 'test.echo', {}, T0);
    // An instance claimed it and then died (no done, no failure).
    expect(
      await claimJob(database.store.db, id, 'dead-instance', T0.toISOString(), at(60_000).toISOString()),
    ).toBeDefined();
    const now = { t: at(30_000) };
    const r = runner(now);
    let runs = 0;
    r.register('test.echo', async () => {
      runs += 1;
    });
    expect(await r.runDue()).toBe(0);
    now.t = at(60_001);
    expect(await r.runDue()).toBe(1);
    expect(runs).toBe(1);
    expect(await findJob(database.store.db, id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('runs by itself once started, and stop() waits for the job in hand and ends the polling', async () => {
    const now = { t: T0 };
    const r = runner(now);
    let release: () => void = () => undefined;
    const started = vi.fn();
    r.register('test.slow', async () => {
      started();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    const id = await enqueueJob(database.store.db, 'test.slow', {}, T0);
    r.start();
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce(), { timeout: 3000, interval: 10 });
    const stopping = r.stop();
    release();
    await stopping;
    expect((await findJob(database.store.db, id))?.status).toBe('done');
    await enqueueJob(database.store.db, 'test.slow', {}, T0, { id: 'after-stop' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await findJob(database.store.db, 'after-stop'))?.status).toBe('pending');
  });

  it('gives each of 40 jobs to exactly one of two runners sharing the database', async () => {
    const now = { t: T0 };
    const other = database.store.dialect === 'postgres' ? database.openAnother() : database.store;
    const runs = new Map<string, number>();
    const handler = async (_payload: unknown, ctx: { jobId: string }) => {
      runs.set(ctx.jobId, (runs.get(ctx.jobId) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 1));
    };
    const [a, b] = [runner(now), runner(now, other)];
    a.register('test.once', handler);
    b.register('test.once', handler);
    for (let i = 0; i < 40; i++) await enqueueJob(database.store.db, 'test.once', { i }, T0);
    a.start();
    b.start();
    await Promise.all([a.runDue(), b.runDue()]);
    await vi.waitFor(() => expect(runs.size).toBe(40), { timeout: 5000, interval: 20 });
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  });
});
