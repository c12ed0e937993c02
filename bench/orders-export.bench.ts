// The order desk's CSV export by an admin, timed to the last byte, whole and filtered
// (docs/benchmarks.md, Order desk export).
import path from 'node:path';
import type { Insertable } from 'kysely';
import { takaToPoisha } from '@store/shared/money';
import { openDatabase } from '../apps/api/src/db/database.ts';
import type { OrderLineTable, OrderTable } from '../apps/api/src/db/schema.ts';
import { newId } from '../apps/api/src/lib/ids.ts';
import { makeAdmin } from './lib/databases.ts';
import { median } from './lib/load.ts';
import { signUpCustomer, startStoreServer } from './lib/servers.ts';
import { type Benchmark, checkTarget } from './lib/types.ts';

const FULL = { orders: 10_000, runs: 5 };
const SMOKE = { orders: 200, runs: 1 };
const LINES_PER_ORDER = 2;
const MAX_MEDIAN_MS = 2000;

const STATES = ['unpaid', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'expired'];

/** Writes the orders (and their lines) for the buyer straight into the database, in batches. */
async function seedOrders(file: string, buyer: { id: string; email: string }, count: number): Promise<void> {
  const store = openDatabase({ kind: 'sqlite', file });
  try {
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    for (let from = 0; from < count; from += 500) {
      const orders: Insertable<OrderTable>[] = [];
      const lines: Insertable<OrderLineTable>[] = [];
      for (let i = from; i < Math.min(count, from + 500); i++) {
        const id = newId();
        const status = STATES[i % STATES.length] ?? 'unpaid';
        const unit = takaToPoisha(100 + (i % 900) + 0.5);
        const orderLines = Array.from({ length: LINES_PER_ORDER }, (_, n) => ({
          orderId: id,
          lineNo: n + 1,
          productId: null,
          productName: n === 0 ? `Chainring ${i % 50}T` : 'Brake Pads, "sintered"',
          unitPrice: unit,
          quantity: n + 1,
          lineTotal: unit * (n + 1),
        }));
        const subtotal = orderLines.reduce((sum, l) => sum + l.lineTotal, 0);
        const createdAt = new Date(start + i * 60_000).toISOString();
        const paid = !['unpaid', 'cancelled', 'expired'].includes(status);
        orders.push({
          id,
          userId: buyer.id,
          email: buyer.email,
          productId: null,
          productName: orderLines[0]?.productName ?? '',
          unitPrice: unit,
          quantity: 1,
          total: subtotal + 12_000,
          subtotal,
          shipping: 12_000,
          address: `House ${i}, Road ${i % 27}, Dhanmondi, Dhaka 1209`,
          phone: '+880 1711-000000',
          orderRef: `PO-${i}`,
          status,
          transactionId: paid ? `pi_bench_${i}` : null,
          paidAt: paid ? createdAt : null,
          cancelledAt: null,
          createdAt,
          invoiceNumber: paid ? `INV-2026-${String(i + 1).padStart(6, '0')}` : null,
          invoiceIssuedAt: paid ? createdAt : null,
        });
        lines.push(...orderLines);
      }
      await store.db.transaction().execute(async (trx) => {
        await trx.insertInto('orders').values(orders).execute();
        for (let j = 0; j < lines.length; j += 200) {
          await trx
            .insertInto('orderLines')
            .values(lines.slice(j, j + 200))
            .execute();
        }
      });
    }
  } finally {
    await store.close();
  }
}

/** One export: milliseconds from the request to the last byte, the bytes and the CSV records. */
async function timeExport(origin: string, token: string, query: string) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/orders/export.csv${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`export answered ${response.status}: ${await response.text()}`);
  const body = await response.text();
  const ms = performance.now() - started;
  // Records end with CRLF; the quoted names hold no line breaks here.
  return { ms, bytes: Buffer.byteLength(body), records: body.split('\r\n').length - 2 };
}

export const bench: Benchmark = {
  name: 'orders-export',
  description: `GET /api/orders/export.csv over ${FULL.orders.toLocaleString('en-US')} orders of ${LINES_PER_ORDER} lines (SQLite), to the last byte`,
  async run(ctx) {
    const size = ctx.smoke ? SMOKE : FULL;
    const file = path.join(ctx.tmpDir, 'orders-export-bench.db');
    const server = await startStoreServer(ctx, {
      databaseUrl: `file:${file}`,
      seedDemo: false,
      env: { AUTH_RATE_LIMIT: '100000', DATA_DIR: path.join(ctx.tmpDir, 'orders-export') },
    });
    const session = await signUpCustomer(server.origin, 'admin');
    const admin = await makeAdmin({ kind: 'sqlite', file }, session.email);
    const seedStarted = Date.now();
    await seedOrders(file, admin, size.orders);
    ctx.log(`  seeded ${size.orders} orders in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

    await timeExport(server.origin, session.token, ''); // warm-up
    const all = [];
    for (let i = 0; i < size.runs; i++) all.push(await timeExport(server.origin, session.token, ''));
    const searched = [];
    for (let i = 0; i < size.runs; i++) searched.push(await timeExport(server.origin, session.token, '?q=sintered'));
    await server.stop();

    const rows = [
      { what: 'every order', runs: all },
      { what: 'every order, `?q=sintered` (matches each order by its second line)', runs: searched },
    ].map(({ what, runs }) => ({
      what,
      records: runs[0]?.records ?? 0,
      bytes: runs[0]?.bytes ?? 0,
      medianMs: Math.round(median(runs.map((r) => r.ms))),
      minMs: Math.round(Math.min(...runs.map((r) => r.ms))),
      maxMs: Math.round(Math.max(...runs.map((r) => r.ms))),
    }));
    for (const r of rows) {
      ctx.log(`  ${r.what}: ${r.records} rows, ${r.bytes} bytes, median ${r.medianMs} ms (${r.minMs}-${r.maxMs})`);
    }
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
