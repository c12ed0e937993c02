// The readiness write probe's SQL: one committed upsert of one tiny row (migration 217).
import type { DB } from '../../db/database.ts';

/**
 * NOTE: committed on purpose, outside any transaction. A write that is rolled back never reaches
 * SQLite's journal (nor its WAL), so it would pass on a full disk where every real write fails.
 */
export async function recordReadyProbe(db: DB, at: string): Promise<void> {
  await db
    .insertInto('readyProbe')
    .values({ id: 1, at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ at }))
    .execute();
}
