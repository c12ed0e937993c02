import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdStoreLockElsewhere, type LockHolder } from '../../test/store-lock-holder.ts';
import { claimStoreLock, StoreLockedError } from './store-lock.ts';

let dir: string;
let file: string;
const holders: LockHolder[] = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-lock-'));
  file = path.join(dir, 'store.db');
});
afterEach(async () => {
  await Promise.all(holders.splice(0).map((h) => h.kill()));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function elsewhere(): Promise<LockHolder> {
  const holder = await holdStoreLockElsewhere(file);
  holders.push(holder);
  return holder;
}

describe('the store lock', () => {
  it('refuses a second store while a live process holds the file, and frees it the moment that process is killed', async () => {
    const first = await elsewhere();
    expect(first.outcome).toBe('held');
    expect(() => claimStoreLock(file)).toThrow(StoreLockedError);
    expect((await elsewhere()).outcome).toBe('refused');

    await first.kill();
    const release = claimStoreLock(file);
    expect((await elsewhere()).outcome).toBe('refused');
    release();
    expect((await elsewhere()).outcome).toBe('held');
  });

  it('ignores a pid file naming a live process (the mark the store used to trust)', () => {
    fs.writeFileSync(`${file}.pid`, `${process.ppid}\n`);
    const release = claimStoreLock(file);
    release();
  });
});
