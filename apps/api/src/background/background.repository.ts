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

/** Ids of jobs of these kinds that may be claimed now. */
export async function findClaimableJobIds(db: DB, kinds: string[], now: string, limit: number): Promise<string[]> {
  if (kinds.length === 0) return [];
  const rows = await db
    .selectFrom('backgroundJobs')
    .select('id')
    .where('kind', 'in', kinds)
    .where(claimable(now))
    .orderBy('runAt')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Claims one job until `leaseUntil` by one conditional UPDATE: of two racing instances, one gets the row. */
export async function claimJob(
  db: DB,
  id: string,
  owner: string,
  now: string,
  leaseUntil: string,
): Promise<JobRow | undefined> {
  return db
    .updateTable('backgroundJobs')
    .set((eb) => ({
      status: 'running',
      lockedBy: owner,
      lockedUntil: leaseUntil,
      attempts: eb('attempts', '+', 1),
      updatedAt: now,
    }))
    .where('id', '=', id)
    .where(claimable(now))
    .returningAll()
    .executeTakeFirst();
}

/** Gives back a job this owner holds: done, pending again at `runAt` (a retry), or failed for good (error kept). */
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
