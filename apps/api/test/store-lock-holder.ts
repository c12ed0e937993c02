// Another live process holding the store's lock on a SQLite file (hold-store-lock.ts), for tests:
// fcntl locks belong to a process, so only a second process shows what a second store would meet.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const HOLDER = path.resolve(import.meta.dirname, 'hold-store-lock.ts');

export interface LockHolder {
  /** `held` when it took the lock, `refused` when another process holds it. */
  outcome: 'held' | 'refused';
  child: ChildProcess;
  /** Kills it with SIGKILL, as a crash would, and resolves once it is gone. */
  kill(): Promise<void>;
}

export async function holdStoreLockElsewhere(databaseFile: string): Promise<LockHolder> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, databaseFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const outcome = await new Promise<'held' | 'refused'>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('held')) resolve('held');
      else if (text.includes('refused')) resolve('refused');
    });
    child.once('exit', (code) => reject(new Error(`the lock holder exited (${code}) saying: ${text}`)));
  }).catch((error: unknown) => {
    if (child.exitCode === 3) return 'refused' as const;
    throw error;
  });
  return {
    outcome,
    child,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
