// Idempotency keys live 24 hours: an hourly job deletes the old ones. Each run carries the id of its
// hour, so two instances (or a run repeated after a lost lease) still leave one job per hour.
import { enqueueJob, type JobRunner } from '../../background/job-runner.ts';
import type { DB } from '../../db/database.ts';
import { deleteExpiredIdempotencyKeys } from './orders.repository.ts';

export const IDEMPOTENCY_KEY_SWEEP_JOB = 'orders.idempotency-key-sweep';
export const IDEMPOTENCY_KEY_SWEEP_EVERY_MS = 3_600_000;

/** The start of the hour after `at`: when the sweep after one at `at` runs. */
const nextSlot = (at: Date): Date =>
  new Date((Math.floor(at.getTime() / IDEMPOTENCY_KEY_SWEEP_EVERY_MS) + 1) * IDEMPOTENCY_KEY_SWEEP_EVERY_MS);

export async function scheduleIdempotencyKeySweep(db: DB, after: Date): Promise<void> {
  const runAt = nextSlot(after);
  await enqueueJob(db, IDEMPOTENCY_KEY_SWEEP_JOB, null, runAt, {
    id: `${IDEMPOTENCY_KEY_SWEEP_JOB}:${runAt.toISOString()}`,
  });
}

export function registerIdempotencyKeySweep(runner: JobRunner): void {
  runner.register<null>(IDEMPOTENCY_KEY_SWEEP_JOB, async (_payload, { db, now }) => {
    await db.transaction().execute(async (trx) => {
      await deleteExpiredIdempotencyKeys(trx, now.toISOString());
      await scheduleIdempotencyKeySweep(trx, now);
    });
  });
}
