// The order desk's CSV export by an admin, timed to the last byte, whole and filtered
// (docs/benchmarks.md, Order desk export).
import path from 'node:path';
import { takaToPoisha } from '@store/shared/money';
import { insertOrders, insertUsers, withStore } from './lib/databases.ts';
import { timeRuns } from './lib/load.ts';
import { startStoreWithAdmin } from './lib/servers.ts';
import { type Benchmark, checkTarget } from './lib/types.ts';

const FULL = { orders: 10_000, runs: 5 };
const SMOKE = { orders: 200, runs: 1 };
const LINES_PER_ORDER = 2;
const MAX_MEDIAN_MS = 2000;

const STATES = ['unpaid', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'expired'];

/** A CSV export's bytes and records (they end with CRLF; the quoted names hold no line breaks here). */
const readExport = (body: string) => ({ bytes: Buffer.byteLength(body), records: body.split('\r\n').length - 2 });

export const bench: Benchmark = {
  name: 'orders-export',
  description: `GET /api/orders/export.csv over ${FULL.orders.toLocaleString('en-US')} orders of ${LINES_PER_ORDER} lines (SQLite), to the last byte`,
  async run(ctx) {
    const size = ctx.smoke ? SMOKE : FULL;
    const file = path.join(ctx.tmpDir, 'orders-export.db');
    const { server, admin } = await startStoreWithAdmin(ctx, { databaseUrl: `file:${file}` });
    const seedStarted = Date.now();
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    await withStore(`file:${file}`, async (store) => {
      const [buyer] = await insertUsers(store, 1, () => new Date(start).toISOString());
      await insertOrders(store, buyer!, size.orders, (i) => {
        const status = STATES[i % STATES.length] ?? 'unpaid';
        const createdAt = new Date(start + i * 60_000).toISOString();
        const paid = !['unpaid', 'cancelled', 'expired'].includes(status);
        const unitPrice = takaToPoisha(100 + (i % 900) + 0.5);
        return {
          status,
          createdAt,
          orderRef: `PO-${i}`,
          invoiceNumber: paid ? `INV-2026-${String(i + 1).padStart(6, '0')}` : null,
          invoiceIssuedAt: paid ? createdAt : null,
          lines: Array.from({ length: LINES_PER_ORDER }, (_, n) => ({
            productId: null,
            productName: n === 0 ? `Chainring ${i % 50}T` : 'Brake Pads, "sintered"',
            unitPrice,
            quantity: n + 1,
          })),
        };
      });
    });
    ctx.log(`  seeded ${size.orders} orders in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

    const rows = [];
    for (const [what, query] of [
      ['every order', ''],
      ['every order, `?q=sintered` (matches each order by its second line)', '?q=sintered'],
    ] as const) {
      const url = `${server.origin}/api/orders/export.csv${query}`;
      const row = { what, ...(await timeRuns(size.runs, url, admin.token, readExport)) };
      ctx.log(
        `  ${what}: ${row.records} rows, ${row.bytes} bytes, median ${row.medianMs} ms (${row.minMs}-${row.maxMs})`,
      );
      rows.push(row);
    }
    await server.stop();
    const whole = rows[0];
    if (whole?.records !== size.orders) throw new Error(`${size.orders} orders exported as ${whole?.records} rows`);
    return {
      tables: [
        {
          title: `CSV export, ${size.orders.toLocaleString('en-US')} orders × ${LINES_PER_ORDER} lines, SQLite, ${size.runs} runs each`,
          columns: ['export', 'CSV rows', 'bytes', 'median ms', 'min ms', 'max ms'],
          rows: rows.map((r) => [r.what, r.records, r.bytes, r.medianMs, r.minMs, r.maxMs]),
        },
      ],
      targets: [
        checkTarget('SQLite: export of 10,000 orders (median)', whole?.medianMs ?? 0, 'ms', 'max', MAX_MEDIAN_MS, true),
      ],
      notes: [
        'Timed by the client from the request to the last byte, one request at a time, on the same machine as the server. The export reads the matching ids once, then 500 orders and their lines per query, and streams the CSV (csv-stringify) as it goes.',
      ],
      data: { ...size, linesPerOrder: LINES_PER_ORDER, rows },
    };
  },
};
