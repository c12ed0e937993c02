// `npm run admin -- promote <email>` against a SQLite file, as an operator would run it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/users.ts';
import { openDatabase, type StoreDatabase } from '../db/database.ts';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, 'admin.ts');

let dir: string;
let store: StoreDatabase;
let t: TestApp;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-admin-cli-'));
  store = openDatabase({ kind: 'sqlite', file: path.join(dir, 'store.db') });
  t = await buildTestApp({ store });
});
afterEach(async () => {
  await t.close();
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const admin = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, DATABASE_URL: `file:${path.join(dir, 'store.db')}`, DATA_DIR: dir, LOG_LEVEL: 'silent' },
  });

// Each call starts Node with tsx: about 2 s on an idle machine, five times that beside the other suites.
describe('npm run admin', { timeout: 120_000 }, () => {
  it('promotes an existing account, and says so when run again', async () => {
    const user = await createUser(t);
    const first = await admin('promote', user.email.toUpperCase());
    expect(first.stdout).toContain(`${user.email} is now an owner.`);
    const row = await store.db.selectFrom('users').select('role').where('id', '=', user.id).executeTakeFirst();
    expect(row?.role).toBe('owner');
    expect((await admin('promote', user.email)).stdout).toContain('was already an owner');
    expect((await admin('list')).stdout).toContain(user.email);
  });

  it('fails with a clear message for an unknown email, and shows usage without a command', async () => {
    await expect(admin('promote', 'nobody@example.com')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account has the email nobody@example.com'),
    });
    await expect(admin()).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage') });
  });
});
