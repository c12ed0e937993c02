// Backups of the SQLite store: taken while orders pour in, checked, pruned, scheduled, and restored
// by the operator's commands. On PostgreSQL the store does not pretend: its own tools back it up.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testConfig, testDbKind } from '../../../test/build-test-app.ts';
import { createBuyers, DELIVERY } from '../../../test/cart-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { holdStoreLockElsewhere } from '../../../test/store-lock-holder.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/database.ts';
import { BACKUP_JOB } from './backup-job.ts';
import { checkIntegrity, listBackups, pruneBackups, writeCheckedBackup } from './backup-files.ts';

const run = promisify(execFile);
const CLI = (name: string) => path.resolve(import.meta.dirname, '../../cli', `${name}.ts`);
const HOUR = 3_600_000;

let dir: string;
let database: TestDatabase;
const apps: FastifyInstance[] = [];

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-backup-'));
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  await database?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function startApp(env: Record<string, string> = {}, clock?: () => Date) {
  const app = await buildApp(
    testConfig({ RATE_LIMITS: 'off', MAX_OPEN_UNPAID_ORDERS: '1000', BACKUP_DIR: path.join(dir, 'backups'), ...env }),
    {
      store: database.store,
      logger: false,
      serveWebApp: false,
      background: { pollMs: 3_600_000, ...(clock ? { clock } : {}) },
    },
  );
  await app.ready();
  apps.push(app);
  return app;
}

const cli = (name: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', CLI(name), ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dir, ...env },
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

if (testDbKind() === 'sqlite') {
  describe('backups of a SQLite store', () => {
    beforeEach(async () => {
      database = await createTestDatabase('sqlite', { shared: true });
    });

    it('a backup taken during an order storm holds every order acknowledged before it began, and stock matches its orders', async () => {
      const app = await startApp();
      const START_STOCK = 10_000;
      const products = await Promise.all(
        [1, 2, 3].map(() => createProduct(database.store.db, { maxQuantity: START_STOCK })),
      );
      const buyers = await createBuyers({ app, store: database.store }, 8);
      const acknowledged: { id: string; at: number }[] = [];
      let stop = false;
      const storm = buyers.map(async (buyer, b) => {
        for (let i = 0; !stop; i += 1) {
          const product = products[(b + i) % products.length]!;
          const res = await app.inject({
            method: 'POST',
            url: '/api/orders',
            headers: buyer.headers,
            payload: { productId: product.id, orderQuanty: 1 + (i % 3), ...DELIVERY },
          });
          expect(res.statusCode).toBe(201);
          acknowledged.push({ id: res.json<{ insertedId: string }>().insertedId, at: performance.now() });
        }
      });
      while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 5));
      const backupStarted = performance.now();
      const before = acknowledged.filter((o) => o.at <= backupStarted).map((o) => o.id);
      const backup = await writeCheckedBackup(path.join(dir, 'backups'), 3, new Date(), database.store.backupTo!);
      stop = true;
      await Promise.all(storm);

      const restored = openDatabase({ kind: 'sqlite', file: backup.file });
      try {
        const orders = await restored.db
          .selectFrom('orderLines')
          .select(['orderId', 'productId', 'quantity'])
          .execute();
        const ids = new Set(orders.map((o) => o.orderId));
        for (const id of before) expect(ids.has(id)).toBe(true);
        const stock = await restored.db.selectFrom('products').select(['id', 'stock']).execute();
        for (const p of stock) {
          const taken = orders.filter((o) => o.productId === p.id).reduce((n, o) => n + o.quantity, 0);
          expect(p.stock).toBe(START_STOCK - taken);
        }
      } finally {
        await restored.close();
      }
      expect(checkIntegrity(backup.file)).toEqual([]);
    });

    it('keeps the newest BACKUP_KEEP backups, and a copy that fails its check never becomes a backup', async () => {
      await startApp({ BACKUP_INTERVAL_HOURS: '0' });
      const backups = path.join(dir, 'backups');
      for (let i = 0; i < 4; i += 1) {
        await writeCheckedBackup(backups, 2, new Date(Date.UTC(2026, 0, 1 + i)), database.store.backupTo!);
      }
      expect(listBackups(backups).map((f) => path.basename(f))).toEqual([
        'store-2026-01-03T00-00-00-000Z.db',
        'store-2026-01-04T00-00-00-000Z.db',
      ]);
      await expect(
        writeCheckedBackup(backups, 2, new Date(Date.UTC(2026, 0, 9)), (file) =>
          fs.writeFileSync(file, 'not a database'),
        ),
      ).rejects.toThrow(/integrity check/);
      expect(listBackups(backups)).toHaveLength(2);
      expect(fs.readdirSync(backups).some((f) => f.endsWith('.partial'))).toBe(false);
      expect(pruneBackups(backups, 1)).toHaveLength(1);
    });

    it('backs up on its schedule: one job per slot, the next one queued when it runs, one file per run', async () => {
      const offset = { ms: 0 };
      const app = await startApp(
        { BACKUP_INTERVAL_HOURS: '6', BACKUP_KEEP: '5' },
        () => new Date(Date.now() + offset.ms),
      );
      // A second start (a restart) does not queue a second job for the same slot.
      await startApp({ BACKUP_INTERVAL_HOURS: '6', BACKUP_KEEP: '5' }, () => new Date(Date.now() + offset.ms));
      const pending = () =>
        database.store.db
          .selectFrom('backgroundJobs')
          .select('runAt')
          .where('kind', '=', BACKUP_JOB)
          .where('status', '=', 'pending')
          .execute();
      expect(await pending()).toHaveLength(1);
      expect(await app.background.runDue()).toBe(0);
      expect(listBackups(path.join(dir, 'backups'))).toHaveLength(0);

      offset.ms = 6 * HOUR;
      expect(await app.background.runDue()).toBeGreaterThanOrEqual(1);
      const files = listBackups(path.join(dir, 'backups'));
      expect(files).toHaveLength(1);
      expect(checkIntegrity(files[0]!)).toEqual([]);
      const next = await pending();
      expect(next).toHaveLength(1);
      expect(new Date(next[0]!.runAt).getTime()).toBeGreaterThan(Date.now() + 6 * HOUR - 1000);
    });

    it('takes no scheduled backups with BACKUP_INTERVAL_HOURS=0', async () => {
      await startApp({ BACKUP_INTERVAL_HOURS: '0' });
      const jobs = await database.store.db
        .selectFrom('backgroundJobs')
        .select('id')
        .where('kind', '=', BACKUP_JOB)
        .execute();
      expect(jobs).toHaveLength(0);
    });
  });

  describe('npm run backup and npm run restore', () => {
    const file = () => path.join(dir, 'store.db');
    const env = () => ({ DATABASE_URL: `file:${file()}`, BACKUP_DIR: path.join(dir, 'backups'), BACKUP_KEEP: '3' });

    beforeEach(async () => {
      database = await createTestDatabase('sqlite');
      const store = openDatabase({ kind: 'sqlite', file: file() });
      const app = await buildApp(testConfig(), { store, logger: false, serveWebApp: false });
      await app.ready();
      await createProduct(store.db, { name: 'Chainring 44T', maxQuantity: 7 });
      await app.close();
      await store.close();
    });

    it('backs up into BACKUP_DIR with a checked file, and restores it into a stopped store, keeping the replaced file', async () => {
      const backup = await cli('backup', [], env());
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(/Backup written and checked: .*store-.*\.db/);
      const [taken] = listBackups(path.join(dir, 'backups'));
      expect(checkIntegrity(taken!)).toEqual([]);

      // The store changes after the backup: the restore brings back the state the backup holds.
      const store = openDatabase({ kind: 'sqlite', file: file() });
      await store.db.updateTable('products').set({ stock: 1 }).execute();
      await store.close();

      const restore = await cli('restore', [taken!], env());
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain('is kept as');
      const after = openDatabase({ kind: 'sqlite', file: file() });
      try {
        const rows = await after.db.selectFrom('products').select(['name', 'stock']).execute();
        expect(rows).toEqual([{ name: 'Chainring 44T', stock: 7 }]);
      } finally {
        await after.close();
      }
      expect(fs.readdirSync(dir).some((f) => f.startsWith('store.db.before-restore-'))).toBe(true);
    });

    it('refuses to restore while the store runs, and refuses a file that is not a sound store backup', async () => {
      await cli('backup', [], env());
      const [taken] = listBackups(path.join(dir, 'backups'));
      // A live process holds the store's lock, as the server does while it serves.
      const server = await holdStoreLockElsewhere(file());
      try {
        expect(server.outcome).toBe('held');
        const refused = await cli('restore', [taken!], env());
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain('The store is running');
      } finally {
        await server.kill();
      }
      // The lock of a process that is gone does not block a restore.
      const bogus = path.join(dir, 'bogus.db');
      fs.writeFileSync(bogus, 'not a database at all');
      const rejected = await cli('restore', [bogus], env());
      expect(rejected.code).toBe(1);
      expect(rejected.stderr).toContain('is not a sound store backup');
      expect(await cli('restore', [], env())).toMatchObject({ code: 2 });
    });
  });
} else {
  describe('backups of a PostgreSQL store', () => {
    beforeEach(async () => {
      database = await createTestDatabase('postgres');
    });

    it('the store takes none itself, and npm run backup and restore point to pg_dump and pg_restore instead', async () => {
      expect(database.store.backupTo).toBeNull();
      const app = await startApp({ BACKUP_INTERVAL_HOURS: '1' });
      const jobs = await database.store.db
        .selectFrom('backgroundJobs')
        .select('id')
        .where('kind', '=', BACKUP_JOB)
        .execute();
      expect(jobs).toHaveLength(0);
      expect(app.hasRoute({ method: 'GET', url: '/api/ready' })).toBe(true);
      const env = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
      const backup = await cli('backup', [], env);
      expect(backup.code).toBe(1);
      expect(backup.stderr).toContain('pg_dump');
      const restore = await cli('restore', ['x.dump'], env);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain('pg_restore');
    });
  });
}
