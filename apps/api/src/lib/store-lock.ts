// The running store's mark on its SQLite file: `<file>.pid` holds the server's process id while it
// serves, so that `npm run restore` refuses to replace a database under a running store, and a second
// server does not open a file another one owns (SQLite here assumes one process).
import fs from 'node:fs';
import path from 'node:path';

export const lockFileOf = (databaseFile: string): string => `${databaseFile}.pid`;

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of a live process holding the store's file, or null (no mark, or a stale one). */
export function runningStorePid(databaseFile: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(lockFileOf(databaseFile), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text.trim(), 10);
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}

/** Marks the file as held by this process; throws when a live store holds it already. */
export function claimStoreLock(databaseFile: string): () => void {
  const other = runningStorePid(databaseFile);
  if (other !== null) {
    throw new Error(
      `Another store (process ${other}) is serving ${databaseFile}. Stop it first, or point DATABASE_URL elsewhere.`,
    );
  }
  const file = lockFileOf(databaseFile);
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}
