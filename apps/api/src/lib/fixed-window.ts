// Fixed-window counters in the database (request_rate_limits), shared by every instance.
import { sql } from 'kysely';
import type { DB } from '../db/database.ts';

const SWEEP_EVERY_HITS = 1000;
const hitsSinceSweep = new WeakMap<DB, number>();

/**
 * Counts one hit on `key`'s fixed window (plugins/write-rate-limit.ts and the sign-in counters);
 * one atomic upsert, so instances sharing the database count together. Ended windows go every 1000 hits.
 */
export async function hitWindow(
  db: DB,
  key: string,
  now: number,
  windowMs: number,
): Promise<{ count: number; resetAt: number }> {
  const row = await db
    .insertInto('requestRateLimits')
    .values({ key, resetAt: now + windowMs, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when request_rate_limits.reset_at <= ${now} then 1 else request_rate_limits.count + 1 end`,
        resetAt: sql<number>`case when request_rate_limits.reset_at <= ${now} then ${now + windowMs} else request_rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'resetAt'])
    .executeTakeFirstOrThrow();
  const hits = (hitsSinceSweep.get(db) ?? 0) + 1;
  hitsSinceSweep.set(db, hits % SWEEP_EVERY_HITS);
  if (hits === SWEEP_EVERY_HITS) await db.deleteFrom('requestRateLimits').where('resetAt', '<', now).execute();
  return { count: Number(row.count), resetAt: Number(row.resetAt) };
}
