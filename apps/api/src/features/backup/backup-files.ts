// Backup files of a SQLite store: taken online, checked with PRAGMA integrity_check before they
// count, pruned to the newest BACKUP_KEEP, and restored only into a stopped store.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

const BACKUP_NAME = /^store-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.db$/;

/** `store-2026-11-22T17-40-00-000Z.db`: sorts by time, safe on every file system. */
const backupFileName = (at: Date): string => `store-${at.toISOString().replace(/[:.]/g, '-')}.db`;

/** SQLite's own check of a database file: [] when sound, else what it found (at most 20 lines). */
export function checkIntegrity(file: string): string[] {
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const rows = db.pragma('integrity_check(20)') as { integrity_check: string }[];
    const problems = rows.map((r) => r.integrity_check).filter((r) => r !== 'ok');
    // A file that is not a store (no orders table) is not a backup of one.
    const hasOrders = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'orders'").get();
    return hasOrders ? problems : [...problems, 'not a store database (it has no orders table)'];
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  } finally {
    db?.close();
  }
}

export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

export function pruneBackups(dir: string, keep: number): string[] {
  const all = listBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const file of old) fs.rmSync(file, { force: true });
  return old;
}

/** Copies into a temporary name, checks, renames, prunes: a failed check never replaces a good backup. */
export async function writeCheckedBackup(
  dir: string,
  keep: number,
  at: Date,
  copy: (file: string) => Promise<void> | void,
) {
  const started = performance.now();
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupFileName(at));
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  try {
    await copy(partial);
    const problems = checkIntegrity(partial);
    if (problems.length > 0) throw new Error(`the backup failed its integrity check: ${problems.join('; ')}`);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  const pruned = pruneBackups(dir, keep);
  return { file, bytes: fs.statSync(file).size, ms: performance.now() - started, pruned };
}

/** A consistent copy of a SQLite file: `VACUUM INTO` reads one snapshot while the store writes. */
export function vacuumInto(source: string, target: string): void {
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    db.prepare('VACUUM INTO ?').run(target);
  } finally {
    db.close();
  }
}

/**
 * Puts `backup` in the place of the stopped store's `target`, keeping the current file beside it. Its
 * WAL and shared-memory files go too, or SQLite would replay the old WAL onto the restored database.
 */
export function restoreBackup(backup: string, target: string, at: Date): { keptAs: string | null } {
  const problems = checkIntegrity(backup);
  if (problems.length > 0) throw new Error(`${backup} is not a sound store backup: ${problems.join('; ')}`);
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  const keptAs = fs.existsSync(target) ? `${target}.before-restore-${stamp}` : null;
  for (const suffix of ['', '-wal', '-shm']) {
    if (fs.existsSync(target + suffix)) fs.renameSync(target + suffix, `${target}.before-restore-${stamp}${suffix}`);
  }
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  const incoming = `${target}.restoring`;
  fs.copyFileSync(backup, incoming);
  fs.renameSync(incoming, target);
  return { keptAs };
}
