// Scheduled SQLite backups: each run enqueues the next slot first (a failed backup never ends the
// schedule), and each slot's job id names its time (one job per slot).
import type { FastifyBaseLogger } from 'fastify';
import { enqueueJob, type JobRunner } from '../../background/job-runner.ts';
import type { Config } from '../../config.ts';
import type { DB, StoreDatabase } from '../../db/database.ts';
import { writeCheckedBackup } from './backup-files.ts';

export const BACKUP_JOB = 'store.backup';

const nextSlot = (at: Date, everyMs: number): Date => new Date((Math.floor(at.getTime() / everyMs) + 1) * everyMs);

export async function scheduleBackup(db: DB, after: Date, everyMs: number): Promise<void> {
  const runAt = nextSlot(after, everyMs);
  await enqueueJob(db, BACKUP_JOB, null, runAt, { id: `${BACKUP_JOB}:${runAt.toISOString()}`, maxAttempts: 5 });
}

/** The backup job's schedule on SQLite with an interval above 0, else null (PostgreSQL: its own tools). */
export function registerBackups(
  runner: JobRunner,
  store: StoreDatabase,
  config: Pick<Config, 'BACKUP_DIR' | 'BACKUP_KEEP' | 'BACKUP_INTERVAL_HOURS'>,
  log: FastifyBaseLogger,
) {
  const backupTo = store.backupTo;
  if (!backupTo || config.BACKUP_INTERVAL_HOURS <= 0) return null;
  const everyMs = Math.round(config.BACKUP_INTERVAL_HOURS * 3_600_000);
  const schedule = { dir: config.BACKUP_DIR, keep: config.BACKUP_KEEP, everyMs };
  runner.register<null>(BACKUP_JOB, async (_payload, { db, now }) => {
    await scheduleBackup(db, now, schedule.everyMs);
    const result = await writeCheckedBackup(schedule.dir, schedule.keep, now, backupTo);
    log.info(
      { file: result.file, bytes: result.bytes, ms: Math.round(result.ms), pruned: result.pruned.length },
      'backup written and checked',
    );
  });
  return schedule;
}
