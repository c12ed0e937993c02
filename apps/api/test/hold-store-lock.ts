// A live process that holds the store's lock on a SQLite file, as a running server does: prints
// `held` once it has it (or `refused` and exits 3), then waits to be killed. Run with tsx.
import { claimStoreLock, StoreLockedError } from '../src/lib/store-lock.ts';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: hold-store-lock.ts <database file>');
try {
  claimStoreLock(file);
  process.stdout.write('held\n');
} catch (error) {
  if (!(error instanceof StoreLockedError)) throw error;
  process.stdout.write('refused\n');
  process.exit(3);
}
setInterval(() => undefined, 60_000);
