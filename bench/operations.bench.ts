// Backup and restore of a large SQLite store, and what the Prometheus metrics cost on the catalog
// list (docs/benchmarks.md, Operations).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { restoreBackup, vacuumInto, writeCheckedBackup } from '../apps/api/src/features/backup/index.ts';
import { copyCatalog, seededCatalog } from './lib/catalog-seed.ts';
import { insertOrders, insertUsers, withStore } from './lib/databases.ts';
import { measure, median, seededRandom } from './lib/load.ts';
import { startStoreServer } from './lib/servers.ts';
import { type Benchmark, checkTarget } from './lib/types.ts';

const FULL = { products: 100_000, orders: 100_000, rounds: 4 };
const SMOKE = { products: 300, orders: 300, rounds: 1 };
const MAX_METRICS_OVERHEAD_PERCENT = 3;

export const bench: Benchmark = {
  name: 'operations',
  description: `backup and restore of ${FULL.products.toLocaleString('en')} products and ${FULL.orders.toLocaleString('en')} orders; metrics overhead on the catalog`,
  async run(ctx) {
    const size = ctx.smoke ? SMOKE : FULL;
    ctx.log(
      `seeding ${size.products.toLocaleString('en')} products and ${size.orders.toLocaleString('en')} orders ...`,
    );
    const seeded = await seededCatalog(ctx, size.products, 'SQLite');
    if (!seeded) throw new Error('no seeded catalog');
    // A copy of the catalog with paid one-line orders added.
    const file = (await copyCatalog(ctx, seeded, 'operations')).slice('file:'.length);
    await withStore(`file:${file}`, async (store) => {
      await sql`pragma synchronous = OFF`.execute(store.db);
      const random = seededRandom(11);
      const [buyer] = await insertUsers(store, 1, () => new Date().toISOString());
      await insertOrders(store, buyer ?? { id: '', email: '' }, size.orders, () => ({
        status: 'paid',
        createdAt: new Date().toISOString(),
        lines: [
          {
            productId: seeded.ids[Math.floor(random() * seeded.ids.length)] ?? null,
            productName: 'Bench Chainring',
            unitPrice: 45_000,
            quantity: 1 + Math.floor(random() * 5),
          },
        ],
      }));
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(store.db);
    });
    const mb = (f: string) => fs.statSync(f).size / 1_048_576;
    const dbSize = mb(file);

    // The store's own backup (SQLite's online backup API through its connection), then the command's.
    const store = openDatabase({ kind: 'sqlite', file });
    const online = await writeCheckedBackup(path.join(ctx.tmpDir, 'backups-online'), 2, new Date(), store.backupTo!);
    await store.close();
    const command = await writeCheckedBackup(path.join(ctx.tmpDir, 'backups-command'), 2, new Date(), (target) =>
      vacuumInto(file, target),
    );
    const restoreStarted = performance.now();
    restoreBackup(command.file, path.join(ctx.tmpDir, 'restored.db'), new Date());
    const restoreMs = performance.now() - restoreStarted;
    ctx.log(
      `  online backup ${Math.round(online.ms)} ms, npm run backup ${Math.round(command.ms)} ms, restore ${Math.round(restoreMs)} ms`,
    );

    // Metrics on and off, in turns, each server on its own copy of the same catalog (a SQLite file
    // belongs to one process).
    const servers = {
      off: await startStoreServer(ctx, { databaseUrl: await copyCatalog(ctx, seeded, 'metrics-off') }),
      on: await startStoreServer(ctx, {
        databaseUrl: await copyCatalog(ctx, seeded, 'metrics-on'),
        env: { METRICS_TOKEN: 'bench-metrics-token-0123456789' },
      }),
    };
    // NOTE: rounds alternate which server goes first, and the overhead is the median of the rounds'
    // ratios: on 2 shared cores one round drifts by more than the overhead being measured.
    const rounds: { off: number; on: number }[] = [];
    for (let round = 0; round < size.rounds; round += 1) {
      const order = round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const);
      const result = { off: 0, on: 0 };
      for (const which of order) {
        const name = `list, metrics ${which} (round ${round + 1})`;
        result[which] = (await measure(ctx, name, servers[which], '/api/products?limit=12&page=1')).requestsPerSecond;
      }
      rounds.push(result);
    }
    const overhead = Math.max(0, Math.round(median(rounds.map((r) => (r.off - r.on) / r.off)) * 1000) / 10);

    return {
      tables: [
        {
          title: `Backup and restore (SQLite, ${dbSize.toFixed(0)} MB: ${size.products.toLocaleString('en')} products, ${size.orders.toLocaleString('en')} orders)`,
          columns: ['operation', 'ms', 'MB written'],
          rows: [
            [
              "store's scheduled backup (online backup API, checked)",
              Math.round(online.ms),
              mb(online.file).toFixed(0),
            ],
            ['npm run backup (VACUUM INTO, checked)', Math.round(command.ms), mb(command.file).toFixed(0)],
            ['npm run restore (checked, copied in place)', Math.round(restoreMs), mb(command.file).toFixed(0)],
          ],
        },
        {
          title: `Metrics overhead on GET /api/products (page 1), same catalog, ${size.rounds} rounds in turns (medians)`,
          columns: ['metrics off req/s', 'metrics on req/s', 'overhead'],
          rows: [
            [
              Math.round(median(rounds.map((r) => r.off))),
              Math.round(median(rounds.map((r) => r.on))),
              `${overhead} %`,
            ],
          ],
        },
      ],
      targets: [
        checkTarget('metrics overhead on the catalog list', overhead, '%', 'max', MAX_METRICS_OVERHEAD_PERCENT),
      ],
      notes: [
        'Backups are checked with PRAGMA integrity_check before they count; the times include that check.',
        'The metrics keep a counter and a histogram per route and status; the catalog list costs one label lookup and two increments more.',
      ],
      data: { dbSizeMb: dbSize, onlineBackupMs: online.ms, commandBackupMs: command.ms, restoreMs, rounds, overhead },
    };
  },
};
