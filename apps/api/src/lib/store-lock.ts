// The running store's lock on its SQLite file, so that a restore or a second server refuses it.
// NOTE: the kernel's lock (fcntl) on `<file>.lock`, not a pid: it goes however the holder dies.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export class StoreLockedError extends Error {
  constructor(readonly databaseFile: string) {
    super(`Another store is serving ${databaseFile}. Stop it first, or point DATABASE_URL elsewhere.`);
  }
}

/** Throws StoreLockedError while another live process holds it; returns the release. */
export function claimStoreLock(databaseFile: string): () => void {
  const file = `${databaseFile}.lock`;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // timeout 0: a held lock is refused at once instead of waiting for it.
  const lock = new Database(file, { timeout: 0 });
  try {
    // In exclusive locking mode SQLite keeps the lock of its first write until the connection closes.
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('CREATE TABLE IF NOT EXISTS holder (id INTEGER PRIMARY KEY CHECK (id = 1), pid INTEGER, since TEXT)');
    lock
      .prepare('INSERT OR REPLACE INTO holder (id, pid, since) VALUES (1, ?, ?)')
      .run(process.pid, new Date().toISOString());
  } catch (error) {
    lock.close();
    const code = (error as { code?: unknown }).code;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') throw new StoreLockedError(databaseFile);
    throw error;
  }
  return () => {
    if (lock.open) lock.close();
  };
}
