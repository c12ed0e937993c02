// Background work: one table of jobs that both databases share (docs/decisions/080-background-work.md).
// A job is written in the caller's transaction, claimed by one instance with a conditional UPDATE and
// a lease, and run when due, so work due while the store was down runs at the next start.
import type { Kysely } from 'kysely';

export async function up080(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('background_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    /** JSON text. */
    .addColumn('payload', 'text', (c) => c.notNull())
    /** pending | running | done | failed */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  // The runner's one question: which pending jobs are due, and which running ones lost their lease.
  await db.schema.createIndex('background_jobs_due').on('background_jobs').columns(['status', 'run_at']).execute();
}
