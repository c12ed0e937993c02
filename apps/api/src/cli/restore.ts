// `npm run restore -- <file>`: puts a backup in the place of the SQLite store's database. Refuses
// while the store runs; keeps the replaced file beside it.
import { loadConfig } from '../config.ts';
import { restoreBackup } from '../features/backup/index.ts';
import { claimStoreLock, StoreLockedError } from '../lib/store-lock.ts';
import { POSTGRES_RESTORE_ADVICE, runCommand } from './cli.ts';

async function main(args: string[]): Promise<number> {
  const [file] = args;
  if (!file) {
    console.error('Usage: npm run restore -- <backup file>   (the store must be stopped)');
    return 2;
  }
  const config = loadConfig();
  if (config.database.kind === 'postgres') {
    console.error(POSTGRES_RESTORE_ADVICE);
    return 1;
  }
  const target = config.database.file;
  // The server's own lock, held while the file is replaced: a store started meanwhile refuses too.
  let release: () => void;
  try {
    release = claimStoreLock(target);
  } catch (error) {
    if (!(error instanceof StoreLockedError)) throw error;
    console.error(`The store is running on ${target}. Stop it first, then restore.`);
    return 1;
  }
  let keptAs: string | null;
  try {
    ({ keptAs } = restoreBackup(file, target, new Date()));
  } finally {
    release();
  }
  console.log(`Restored ${file} into ${target}.`);
  if (keptAs) console.log(`The database it replaced is kept as ${keptAs}.`);
  return 0;
}

runCommand(() => main(process.argv.slice(2)));
