// Backup and restore of a large SQLite store, and what the Prometheus metrics cost on the catalog
// list (docs/benchmarks.md, Operations).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { restoreBackup, vacuumInto, writeCheckedBackup } from '../apps/api/src/features/backup/index.ts';
import { newId } from '../apps/api/src/lib/ids.ts';
import { seededCatalog } from './lib/catalog-seed.ts';
import { measure, median, seededRandom } from './lib/load.ts';
import { startStoreServer } from './lib/servers.ts';
import { type Benchmark, checkTarget } from './lib/types.ts';

const FULL = { products: 100_000, orders: 100_000, rounds: 4 };
const SMOKE = { products: 300, orders: 300, rounds: 1 };
const MAX_METRICS_OVERHEAD_PERCENT = 3;

/** A copy of the seeded catalog with `orderCount` paid one-line orders added. */
async function storeWithOrders(source: string, file: string, productIds: string[], orderCount: number) {
  fs.copyFileSync(source, file);
  const store = openDatabase({ kind: 'sqlite', file });
  try {
    await sql`pragma synchronous = OFF`.execute(store.db);
    const random = seededRandom(11);
    const userId = newId();
    const at = new Date().toISOString();
    await store.db
      .insertInto('users')
      .values({
        id: userId,
        name: 'Bench Buyer',
        email: 'bench-buyer@example.com',
        emailVerified: 0,
        image: null,
        createdAt: at,
        updatedAt: at,
        role: 'user',
      })
      .execute();
    await store.db.transaction().execute(async (trx) => {
      for (let i = 0; i < orderCount; i += 250) {
        const orders = Array.from({ length: Math.min(250, orderCount - i) }, () => {
          const productId = productIds[Math.floor(random() * productIds.length)]!;
          const quantity = 1 + Math.floor(random() * 5);
          return { id: newId(), productId, quantity, unitPrice: 45_000, total: 45_000 * quantity };
        });
        await trx
          .insertInto('orders')
          .values(
            orders.map((o) => ({
              id: o.id,
              userId,
              productId: o.productId,
              productName: 'Bench Chainring',
              email: 'bench-buyer@example.com',
              quantity: o.quantity,
              unitPrice: o.unitPrice,
              subtotal: o.total,
              shipping: 0,
              total: o.total,
              address: 'Road 5, Dhanmondi, Dhaka',
              phone: '01711000000',
              orderRef: '',
              status: 'paid',
              transactionId: `pi_bench_${o.id}`,
              createdAt: at,
              paidAt: at,
              cancelledAt: null,
            })),
          )
          .execute();
        await trx
          .insertInto('orderLines')
          .values(
            orders.map((o) => ({
              orderId: o.id,
              lineNo: 1,
              productId: o.productId,
              productName: 'Bench Chainring',
              unitPrice: o.unitPrice,
              quantity: o.quantity,
              lineTotal: o.total,
            })),
          )
          .execute();
      }
    });
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(store.db);
  } finally {
    await store.close();
  }
}

export const bench: Benchmark = {
  name: 'operations',
  description: `backup and restore of ${FULL.products.toLocaleString('en')} products and ${FULL.orders.toLocaleString('en')} orders; metrics overhead on the catalog`,
  async run(ctx) {
    const size = ctx.smoke ? SMOKE : FULL;
    ctx.log(
      `seeding ${size.products.toLocaleString('en')} products and ${size.orders.toLocaleString('en')} orders ...`,
    );
    const seeded = await seededCatalog(ctx, size.products);
    const file = path.join(ctx.tmpDir, 'operations.db');
    await storeWithOrders(seeded.file, file, seeded.ids, size.orders);
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
    const copy = (name: string) => {
      const target = path.join(ctx.tmpDir, name);
      fs.copyFileSync(seeded.file, target);
      return `file:${target}`;
    };
    const plain = await startStoreServer(ctx, { databaseUrl: copy('metrics-off.db'), seedDemo: false });
    const withMetrics = await startStoreServer(ctx, {
      databaseUrl: copy('metrics-on.db'),
      seedDemo: false,
      env: { METRICS_TOKEN: 'bench-metrics-token-0123456789' },
    });
    const listPath = '/api/products?limit=12&page=1';
    // NOTE: rounds alternate which server goes first, and the overhead is the median of the rounds'
    // ratios: on 2 shared cores one round drifts by more than the overhead being measured.
    const rounds: { off: number; on: number }[] = [];
    for (let round = 0; round < size.rounds; round += 1) {
      const measureOff = () =>
        measure(ctx, { name: `list, metrics off (round ${round + 1})`, origin: plain.origin, path: listPath });
      const measureOn = () =>
        measure(ctx, { name: `list, metrics on (round ${round + 1})`, origin: withMetrics.origin, path: listPath });
      const [off, on] =
        round % 2 === 0
          ? [await measureOff(), await measureOn()]
          : await (async () => {
              const first = await measureOn();
              return [await measureOff(), first] as const;
            })();
      rounds.push({ off: off.requestsPerSecond, on: on.requestsPerSecond });
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
          title: 'Metrics overhead on GET /api/products (page 1), same catalog, in turns',
          columns: ['round', 'metrics off req/s', 'metrics on req/s'],
          rows: rounds.map((r, i) => [i + 1, r.off, r.on]),
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
