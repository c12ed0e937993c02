// Kysely queries for background jobs; the only place their SQL is built.
// NOTE: a job changes hands only through conditional UPDATEs, so two instances never both run it.
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { DB } from '../db/database.ts';
import type { BackgroundJobTable, Database } from '../db/schema.ts';

export type JobRow = Selectable<BackgroundJobTable>;

type NewJob = Pick<JobRow, 'id' | 'kind' | 'payload' | 'runAt' | 'maxAttempts' | 'createdAt'>;

/** Inserts a pending job; a job with the same id already there is kept (so an id makes enqueueing idempotent). */
export async function insertJob(db: DB, job: NewJob): Promise<void> {
  await db
    .insertInto('backgroundJobs')
    .values({ ...job, status: 'pending', attempts: 0, updatedAt: job.createdAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Due and pending, or running with a lapsed lease. */
const claimable = (now: string) => (eb: ExpressionBuilder<Database, 'backgroundJobs'>) =>
  eb.or([
    eb.and([eb('status', '=', 'pending'), eb('runAt', '<=', now)]),
    eb.and([eb('status', '=', 'running'), eb('lockedUntil', '<', now)]),
  ]);

/**
 * Claims the oldest `limit` claimable jobs of these kinds until `leaseUntil`, in one UPDATE, and returns them.
 * NOTE: the claimable condition stands in the outer WHERE as well as in the subquery: on PostgreSQL a row another
 * instance claimed meanwhile is re-checked against it and skipped, so a row changes hands once. (`FOR UPDATE SKIP
 * LOCKED` would spare the wait, but SQLite cannot parse it.) The rows come back in no set order.
 */
export async function claimDueJobs(
  db: DB,
  kinds: string[],
  owner: string,
  now: string,
  leaseUntil: string,
  limit: number,
): Promise<JobRow[]> {
  if (kinds.length === 0) return [];
  return db
    .updateTable('backgroundJobs')
    .set((eb) => ({
      status: 'running',
      lockedBy: owner,
      lockedUntil: leaseUntil,
      attempts: eb('attempts', '+', 1),
      updatedAt: now,
    }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('backgroundJobs')
        .select('id')
        .where('kind', 'in', kinds)
        .where(claimable(now))
        .orderBy('runAt')
        .limit(limit),
    )
    .where(claimable(now))
    .returningAll()
    .execute();
}

/** Gives back one job this owner holds: done, pending again at `runAt` (a retry), or failed for good (error kept). */
export async function releaseJob(
  db: DB,
  id: string,
  owner: string,
  at: string,
  outcome:
    | { status: 'done' }
    | { status: 'pending'; runAt: string; lastError: string }
    | { status: 'failed'; lastError: string },
): Promise<void> {
  await db
    .updateTable('backgroundJobs')
    .set({
      ...outcome,
      ...(outcome.status === 'pending' ? {} : { finishedAt: at }),
      lockedBy: null,
      lockedUntil: null,
      updatedAt: at,
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('lockedBy', '=', owner)
    .execute();
}

/** Records the jobs this owner holds and ran to the end as done, in one UPDATE. */
export async function releaseDoneJobs(db: DB, ids: string[], owner: string, at: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('backgroundJobs')
    .set({ status: 'done', finishedAt: at, lockedBy: null, lockedUntil: null, updatedAt: at })
    .where('id', 'in', ids)
    .where('status', '=', 'running')
    .where('lockedBy', '=', owner)
    .execute();
}

/** Gives back jobs this owner claimed but did not run: pending again, due as before, the claim's attempt undone. */
export async function returnUnrunJobs(db: DB, ids: string[], owner: string, at: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('backgroundJobs')
    .set((eb) => ({
      status: 'pending',
      attempts: eb('attempts', '-', 1),
      lockedBy: null,
      lockedUntil: null,
      updatedAt: at,
    }))
    .where('id', 'in', ids)
    .where('status', '=', 'running')
    .where('lockedBy', '=', owner)
    .execute();
}

export async function findJob(db: DB, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('backgroundJobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Jobs by state for the metrics: waiting and due, waiting for later, running, failed for good. */
export async function countJobsByState(db: DB, now: string) {
  const rows = await db
    .selectFrom('backgroundJobs')
    .select((eb) => [
      eb
        .case()
        .when('status', '!=', 'pending')
        .then(eb.ref('status'))
        .when('runAt', '<=', now)
        .then('due')
        .else('scheduled')
        .end()
        .as('state'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('status', 'in', ['pending', 'running', 'failed'])
    .groupBy('state')
    .execute();
  const counts = { due: 0, scheduled: 0, running: 0, failed: 0 };
  for (const row of rows) counts[row.state as keyof typeof counts] = Number(row.count);
  return counts;
}
