import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DB, StoreDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../../test/build-test-app.ts';
import { claimDueJobs, countJobsByState, findJob, releaseJob } from './background.repository.ts';
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

/** A `test.slow` handler that waits until `release()`: a job in hand when the test stops the runner. */
function slowJob(r: JobRunner) {
  let resolveRun: () => void = () => undefined;
  const started = vi.fn();
  r.register('test.slow', async () => {
    started();
    await new Promise<void>((resolve) => {
      resolveRun = resolve;
    });
  });
  return { started, release: () => resolveRun() };
}

function runner(
  now: { t: Date },
  store: StoreDatabase = database.store,
  options: { db?: DB; batchSize?: number } = {},
) {
  const db = options.db ?? store.db;
  const r = createJobRunner({ db, clock: () => now.t, pollMs: 20, leaseMs: 60_000, batchSize: options.batchSize });
  runners.push(r);
  return r;
}

/** Claims the due jobs of one kind as another owner would (an instance that then died, or a job in hand). */
const claimAs = (owner: string, kind: string, leaseUntil: Date) =>
  claimDueJobs(database.store.db, [kind], owner, T0.toISOString(), leaseUntil.toISOString(), 100);

/** The UPDATEs a runner sends: a round's claim and releases. */
function countingUpdates(db: DB) {
  const counter = { updates: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (node.kind === 'UpdateQueryNode') counter.updates += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), counter };
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
    await enqueueJob(db, 'test.held', {}, T0, { id: 'running' });
    const failed = await enqueueJob(db, 'test.held', {}, T0);
    const done = await enqueueJob(db, 'test.held', {}, T0);
    expect(await claimAs('owner', 'test.held', at(1000))).toHaveLength(3);
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
    expect(await claimAs('dead-instance', 'test.echo', at(60_000))).toHaveLength(1);
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
    const { started, release } = slowJob(r);
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

  it('gives each of 40 jobs to exactly one of two runners claiming at the same time, and runs them all', async () => {
    database = await reopenShared();
    const now = { t: T0 };
    const runs = new Map<string, number>();
    const handler = async (_payload: unknown, ctx: { jobId: string }) => {
      runs.set(ctx.jobId, (runs.get(ctx.jobId) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 1));
    };
    const [a, b] = [
      runner(now, database.store, { batchSize: 5 }),
      runner(now, database.openAnother(), { batchSize: 5 }),
    ];
    a.register('test.once', handler);
    b.register('test.once', handler);
    for (let i = 0; i < 40; i++) await enqueueJob(database.store.db, 'test.once', { i }, T0);
    // Rounds that race for the same rows: a loser may claim fewer than it asked for, so they go on until none runs.
    let ran = 0;
    for (let wave = 0; wave < 20; wave++) {
      const rounds = await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
      const sum = rounds.reduce((total, n) => total + n, 0);
      if (sum === 0) break;
      ran += sum;
    }
    expect(ran).toBe(40);
    expect(runs.size).toBe(40);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(await countJobsByState(database.store.db, T0.toISOString())).toEqual({
      due: 0,
      scheduled: 0,
      running: 0,
      failed: 0,
    });
  });

  it('claims a round in one UPDATE, runs it oldest first, and records every job done in one more', async () => {
    const now = { t: T0 };
    const { db, counter } = countingUpdates(database.store.db);
    const r = runner(now, database.store, { db });
    const order: string[] = [];
    r.register('test.echo', async (_payload, ctx) => {
      order.push(ctx.jobId);
    });
    // Neither the ids nor the order of writing follow run_at, so only a sort by it gives b, c, a.
    for (const [id, ms] of [
      ['a', 3],
      ['b', 1],
      ['c', 2],
    ] as const) {
      await enqueueJob(database.store.db, 'test.echo', {}, at(ms), { id });
    }
    now.t = at(10);
    expect(await r.runDue()).toBe(3);
    expect(order).toEqual(['b', 'c', 'a']);
    expect(counter.updates).toBe(2);
    for (const id of order) {
      expect(await findJob(database.store.db, id)).toMatchObject({
        status: 'done',
        finishedAt: at(10).toISOString(),
        lockedBy: null,
        lockedUntil: null,
        attempts: 1,
      });
    }
  });

  it('puts the jobs it claimed but did not begin back to pending at once when stopped mid-round', async () => {
    const now = { t: T0 };
    const r = runner(now);
    const { started, release } = slowJob(r);
    for (const [id, ms] of [
      ['first', 0],
      ['second', 1],
      ['third', 2],
    ] as const) {
      await enqueueJob(database.store.db, 'test.slow', {}, at(ms), { id });
    }
    now.t = at(10);
    const round = r.runDue();
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce(), { timeout: 3000, interval: 10 });
    const stopping = r.stop();
    release();
    await stopping;
    expect(await round).toBe(1);
    expect(started).toHaveBeenCalledOnce();
    expect(await findJob(database.store.db, 'first')).toMatchObject({ status: 'done', lockedBy: null });
    for (const id of ['second', 'third']) {
      // Pending and due again, not running until the lease lapses, and the attempt it never made not counted.
      expect(await findJob(database.store.db, id)).toMatchObject({
        status: 'pending',
        attempts: 0,
        lockedBy: null,
        lockedUntil: null,
        runAt: at(id === 'second' ? 1 : 2).toISOString(),
      });
    }
  });

  it("gives back the jobs not begun once half of the round's lease has passed, for a later round", async () => {
    const now = { t: T0 };
    const r = runner(now);
    const seen: string[] = [];
    r.register('test.long', async (_payload, ctx) => {
      seen.push(ctx.jobId);
      now.t = new Date(now.t.getTime() + 30_000); // half of the 60 s lease
    });
    await enqueueJob(database.store.db, 'test.long', {}, T0, { id: 'long-1' });
    await enqueueJob(database.store.db, 'test.long', {}, at(1), { id: 'long-2' });
    now.t = at(10);
    expect(await r.runDue()).toBe(1);
    expect(await findJob(database.store.db, 'long-2')).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await r.runDue()).toBe(1);
    expect(seen).toEqual(['long-1', 'long-2']);
  });
});

/** A database that a second connection can share: a file on SQLite (in memory it would be private). */
async function reopenShared(): Promise<TestDatabase> {
  if (database.store.dialect === 'postgres') return database;
  await database.drop();
  const shared = await createTestDatabase('sqlite', { shared: true });
  await migrateToLatest(shared.store);
  return shared;
}
