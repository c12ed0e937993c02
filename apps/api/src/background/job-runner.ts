// Background jobs, written in the caller's transaction and claimed with a lease by one instance.
import { randomUUID } from 'node:crypto';
import type { DB } from '../db/database.ts';
import { newId } from '../lib/ids.ts';
import {
  claimDueJobs,
  insertJob,
  type JobRow,
  releaseDoneJobs,
  releaseJob,
  returnUnrunJobs,
} from './background.repository.ts';

interface JobContext {
  /** The database, outside any transaction: a handler opens its own when it writes twice. */
  db: DB;
  now: Date;
  attempt: number;
  jobId: string;
}

/** Does one job; it may run twice (a lost lease), so its effect must be conditional. */
export type JobHandler<P> = (payload: P, ctx: JobContext) => Promise<void>;

interface EnqueueOptions {
  /** A job id of the caller's choosing: enqueueing the same id twice keeps one job. */
  id?: string;
  /** Attempts before the job is recorded as failed (default 10). */
  maxAttempts?: number;
}

const DEFAULT_MAX_ATTEMPTS = 10;

declare module 'fastify' {
  interface FastifyInstance {
    background: JobRunner;
  }
}

/** Writes a job inside the caller's transaction: it exists if and only if the change commits. */
export async function enqueueJob(
  trx: DB,
  kind: string,
  payload: unknown,
  runAt: Date = new Date(),
  options: EnqueueOptions = {},
): Promise<string> {
  const id = options.id ?? newId();
  await insertJob(trx, {
    id,
    kind,
    payload: JSON.stringify(payload ?? null),
    runAt: runAt.toISOString(),
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    createdAt: new Date().toISOString(),
  });
  return id;
}

interface JobRunnerOptions {
  db: DB;
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
  clock?: () => Date;
  log?: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** Seconds to wait before attempt n+1 after attempt n failed: 30 s, 1 min, 2 min … at most 1 hour. */
export const retryDelayMs = (attempt: number): number => Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

export const describeError = (error: unknown, maxLength = 2000): string =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, maxLength);

export function createJobRunner(options: JobRunnerOptions) {
  const { db } = options;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 20;
  const clock = options.clock ?? (() => new Date());
  const owner = `${process.pid}-${randomUUID()}`;
  const handlers = new Map<string, JobHandler<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let closed = false;
  const rounds = new Set<Promise<number>>();

  /** Runs one claimed job; true when it is done (released with the round), a failure is released at once. */
  async function runOne(job: JobRow): Promise<boolean> {
    const handler = handlers.get(job.kind);
    const now = clock();
    try {
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      await handler(JSON.parse(job.payload) as unknown, { db, now, attempt: job.attempts, jobId: job.id });
      return true;
    } catch (error) {
      const lastError = describeError(error);
      const finalAttempt = job.attempts >= job.maxAttempts;
      options.log?.[finalAttempt ? 'error' : 'warn'](
        { jobId: job.id, kind: job.kind, attempt: job.attempts, err: lastError },
        finalAttempt ? 'background job failed for good' : 'background job failed; will retry',
      );
      const runAt = new Date(clock().getTime() + retryDelayMs(job.attempts)).toISOString();
      const outcome = finalAttempt
        ? { status: 'failed' as const, lastError }
        : { status: 'pending' as const, runAt, lastError };
      await releaseJob(db, job.id, owner, clock().toISOString(), outcome);
      return false;
    }
  }

  /** Claims a round's jobs in one UPDATE, runs them oldest first, and releases the done ones in one more. */
  async function runDueOnce(): Promise<number> {
    const now = clock();
    const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
    const jobs = await claimDueJobs(db, [...handlers.keys()], owner, now.toISOString(), leaseUntil, batchSize);
    jobs.sort((a, b) => (a.runAt < b.runAt ? -1 : a.runAt > b.runAt ? 1 : 0));
    // The whole round shares one lease: past half of it, the jobs not begun go back rather than risk a second run.
    const wrapUpAt = now.getTime() + leaseMs / 2;
    const done: string[] = [];
    let ran = 0;
    try {
      for (const job of jobs) {
        if (closed || clock().getTime() >= wrapUpAt) break;
        ran += 1;
        if (await runOne(job)) done.push(job.id);
      }
    } finally {
      const at = clock().toISOString();
      const unrun = jobs.slice(ran).map((job) => job.id);
      await Promise.all([releaseDoneJobs(db, done, owner, at), returnUnrunJobs(db, unrun, owner, at)]);
    }
    return ran;
  }

  function runRound(): Promise<number> {
    if (closed) return Promise.resolve(0);
    const round = runDueOnce().finally(() => rounds.delete(round));
    rounds.add(round);
    return round;
  }

  function schedule(delay: number): void {
    if (closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      runRound()
        .catch((error: unknown) => {
          options.log?.error({ err: describeError(error) }, 'background runner round failed');
          return 0;
        })
        .then(
          (ran) => schedule(ran >= batchSize ? 0 : pollMs),
          () => undefined,
        );
    }, delay);
    timer.unref();
  }

  return {
    owner,
    register<P>(kind: string, handler: JobHandler<P>) {
      handlers.set(kind, handler as JobHandler<unknown>);
    },
    start() {
      if (started || closed) return;
      started = true;
      schedule(0);
    },
    async stop() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await Promise.allSettled([...rounds]);
    },
    /**
     * One round: claims and runs the jobs due now; returns how many it ran (tests call it). A round this
     * instance's timer started (before or during this one) may hold a due job: it is waited for too.
     */
    runDue: async () => {
      await Promise.allSettled([...rounds]);
      const ran = await runRound();
      await Promise.allSettled([...rounds]);
      return ran;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
