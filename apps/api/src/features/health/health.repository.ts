// The readiness write probe's SQL: one committed upsert of one tiny row.
import type { DB } from '../../db/database.ts';

// NOTE: committed on purpose: a rolled-back write never reaches SQLite's WAL, so it passes on a full disk.
export async function recordReadyProbe(db: DB, at: string): Promise<void> {
  await db
    .insertInto('readyProbe')
    .values({ id: 1, at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ at }))
    .execute();
}
