// The owner's insights over a year of trading: 100,000 orders (one to three lines each, in every
// state, paid with four methods, some refunded) and 5,000 customer accounts spread over the 365 days
// before today, written straight into the database in batches; then GET /api/admin/insights by an
// admin for the last 7, 30 and 366 days, timed by the client (median of 15 runs after one warm-up),
// on SQLite and on PostgreSQL, each against the store's own server.
// Target: the last 30 days in under 300 ms on SQLite (median).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type Insertable, sql } from 'kysely';
import { addDays } from '@store/shared/schemas';
import { type DatabaseTarget, openDatabase } from '../apps/api/src/db/database.ts';
import type { OrderLineTable, OrderTable, UserTable } from '../apps/api/src/db/schema.ts';
import { newId } from '../apps/api/src/lib/ids.ts';
import { signUpForToken } from '../scripts/api-session.ts';
import { BENCH_POSTGRES_URL, createPostgresDatabase } from './lib/postgres.ts';
import { startStoreServer } from './lib/servers.ts';
import { type BenchContext, type Benchmark, checkTarget, type TargetCheck } from './lib/types.ts';

const ORDERS = 100_000;
const CUSTOMERS = 5_000;
const DAYS = 365;
const RUNS = 15;
const MAX_MEDIAN_MS_30_DAYS = 300;
const BATCH = 500;

const STATES = [
  'delivered',
  'delivered',
  'shipped',
  'processing',
  'paid',
  'unpaid',
  'cancelled',
  'expired',
  'refunded',
];
const METHODS = ['stripe', 'sandbox', 'sslcommerz', 'cod'];
const PRODUCTS = Array.from({ length: 120 }, (_, i) => ({ name: `Bench Part ${i + 1}`, price: 15_000 + i * 3_700 }));
const DAY_MS = 86_400_000;

/** Dhaka's days, for the periods asked for (the server's STORE_TIMEZONE default). */
const dhakaToday = (): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Dhaka',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** Writes the orders, their lines and the customers in batches (a deterministic mix). */
async function seed(target: DatabaseTarget, buyer: { id: string; email: string }): Promise<void> {
  const store = openDatabase(target);
  try {
    const end = Date.now();
    const start = end - DAYS * DAY_MS;
    for (let from = 0; from < CUSTOMERS; from += BATCH) {
      const users: Insertable<UserTable>[] = [];
      for (let i = from; i < Math.min(CUSTOMERS, from + BATCH); i++) {
        const at = new Date(start + Math.floor(((i + 0.5) / CUSTOMERS) * (end - start))).toISOString();
        users.push({
          id: newId(),
          name: `Customer ${i}`,
          email: `bench-customer-${i}@example.com`,
          // boolean on PostgreSQL, 0/1 on SQLite (see schema.ts).
          emailVerified: store.dialect === 'postgres' ? false : 0,
          image: null,
          createdAt: at,
          updatedAt: at,
          role: 'user',
        });
      }
      await store.db.insertInto('users').values(users).execute();
    }
    for (let from = 0; from < ORDERS; from += BATCH) {
      const orders: Insertable<OrderTable>[] = [];
      const lines: Insertable<OrderLineTable>[] = [];
      for (let i = from; i < Math.min(ORDERS, from + BATCH); i++) {
        const id = newId();
        const status = STATES[i % STATES.length] ?? 'unpaid';
        const createdMs = start + Math.floor(((i + 0.5) / ORDERS) * (end - start));
        const createdAt = new Date(createdMs).toISOString();
        const count = 1 + (i % 3);
        const orderLines = Array.from({ length: count }, (_, n) => {
          const product = PRODUCTS[(i * 7 + n * 13) % PRODUCTS.length] ?? { name: 'Part', price: 10_000 };
          const quantity = 1 + ((i + n) % 4);
          return {
            orderId: id,
            lineNo: n + 1,
            productId: null,
            productName: product.name,
            unitPrice: product.price,
            quantity,
            lineTotal: product.price * quantity,
          };
        });
        const subtotal = orderLines.reduce((sum, l) => sum + l.lineTotal, 0);
        const paid = !['unpaid', 'cancelled', 'expired'].includes(status);
        const paidAt = paid ? new Date(createdMs + 5 * 60_000).toISOString() : null;
        const refundedAt = status === 'refunded' ? new Date(createdMs + 2 * DAY_MS).toISOString() : null;
        orders.push({
          id,
          userId: buyer.id,
          email: buyer.email,
          productId: null,
          productName: orderLines[0]?.productName ?? '',
          unitPrice: orderLines[0]?.unitPrice ?? 0,
          quantity: orderLines[0]?.quantity ?? 1,
          total: subtotal + 12_000,
          subtotal,
          shipping: 12_000,
          address: `House ${i}, Road ${i % 27}, Dhanmondi, Dhaka 1209`,
          phone: '+880 1711-000000',
          orderRef: '',
          status,
          transactionId: paid ? `pi_bench_${i}` : null,
          paidAt,
          cancelledAt: null,
          createdAt,
          refundedAt: refundedAt !== null && refundedAt < new Date(end).toISOString() ? refundedAt : null,
          paymentMethod: paid ? (METHODS[i % METHODS.length] ?? null) : null,
        });
        lines.push(...orderLines);
      }
      await store.db.transaction().execute(async (trx) => {
        await trx.insertInto('orders').values(orders).execute();
        for (let j = 0; j < lines.length; j += BATCH) {
          await trx
            .insertInto('orderLines')
            .values(lines.slice(j, j + BATCH))
            .execute();
        }
      });
    }
    // After such a load PostgreSQL's autovacuum would vacuum and analyze the tables (statistics for the
    // planner, the visibility map for index-only counts); the benchmark does it at once instead of waiting.
    if (store.dialect === 'postgres') await sql`vacuum analyze`.execute(store.db);
  } finally {
    await store.close();
  }
}

async function makeAdmin(target: DatabaseTarget, email: string): Promise<{ id: string; email: string }> {
  const store = openDatabase(target);
  try {
    return await store.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('email', '=', email)
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
  } finally {
    await store.close();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function timeInsights(origin: string, token: string, from: string, to: string) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/admin/insights?from=${from}&to=${to}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`insights answered ${response.status}: ${body}`);
  return { ms, paidOrders: (JSON.parse(body) as { paidOrders: number }).paidOrders };
}

interface PeriodRow {
  database: string;
  period: string;
  paidOrders: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

async function runOn(ctx: BenchContext, database: string, databaseUrl: string, target: DatabaseTarget) {
  const server = await startStoreServer(ctx, {
    databaseUrl,
    seedDemo: false,
    env: {
      AUTH_RATE_LIMIT: '100000',
      DATA_DIR: path.join(ctx.tmpDir, `insights-${database}`),
      // The time of each answer is measured, not the overload guard (a year's sums hold SQLite's
      // one thread for about half a second; on a busy machine the guard would answer 503 to the next).
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  });
  try {
    const email = `bench-admin-${randomBytes(4).toString('hex')}@example.com`;
    const session = await signUpForToken(server.origin, { name: 'Bench Admin', email, password: 'bench-password-1' });
    const admin = await makeAdmin(target, email);
    const seedStarted = Date.now();
    await seed(target, admin);
    ctx.log(
      `  ${database}: seeded ${ORDERS} orders and ${CUSTOMERS} customers in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const today = dhakaToday();
    const rows: PeriodRow[] = [];
    for (const [period, days] of [
      ['last 7 days', 7],
      ['last 30 days', 30],
      ['last 366 days', 366],
    ] as const) {
      const from = addDays(today, -(days - 1));
      await timeInsights(server.origin, session.token, from, today); // warm-up
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await timeInsights(server.origin, session.token, from, today));
      const ms = runs.map((r) => r.ms);
      const row = {
        database,
        period,
        paidOrders: runs[0]?.paidOrders ?? 0,
        medianMs: Math.round(median(ms)),
        minMs: Math.round(Math.min(...ms)),
        maxMs: Math.round(Math.max(...ms)),
      };
      ctx.log(
        `  ${database}, ${period}: ${row.paidOrders} paid orders, median ${row.medianMs} ms (${row.minMs}-${row.maxMs})`,
      );
      rows.push(row);
    }
    return rows;
  } finally {
    await server.stop();
  }
}

export const bench: Benchmark = {
  name: 'insights',
  description: `GET /api/admin/insights over ${ORDERS.toLocaleString('en-US')} orders in a year, for 7, 30 and 366 days (SQLite and PostgreSQL)`,
  async run(ctx) {
    const notes: string[] = [];
    const file = path.join(ctx.tmpDir, 'insights-bench.db');
    const rows = await runOn(ctx, 'SQLite', `file:${file}`, { kind: 'sqlite', file });
    const postgresUrl = await createPostgresDatabase(ctx, 'bench_insights');
    if (postgresUrl)
      rows.push(...(await runOn(ctx, 'PostgreSQL', postgresUrl, { kind: 'postgres', url: postgresUrl })));
    else notes.push(`PostgreSQL skipped: nothing answers at ${BENCH_POSTGRES_URL} (set BENCH_POSTGRES_URL)`);

    const targets: TargetCheck[] = [];
    const sqlite30 = rows.find((r) => r.database === 'SQLite' && r.period === 'last 30 days');
    if (sqlite30) {
      targets.push(
        checkTarget('SQLite: the last 30 days (median)', sqlite30.medianMs, 'ms', 'max', MAX_MEDIAN_MS_30_DAYS, true),
      );
    }
    notes.push(
      "Timed by the client from the request to the last byte, one request at a time, on the same machine as the server; each answer covers the period and the period before it (two sets of sums). The sums run over the indexes of migration 120 (orders by paid_at and by refunded_at with total and payment_method, orders by created_at with status, order lines by order with the product columns), so SQLite reads no table row for them. SQLite answers on the server's one thread: a year's sums hold it for the time in the table.",
    );
    return {
      tables: [
        {
          title: `GET /api/admin/insights, ${ORDERS.toLocaleString('en-US')} orders and ${CUSTOMERS.toLocaleString('en-US')} customers over ${DAYS} days, ${RUNS} runs each`,
          columns: ['database', 'period', 'paid orders in it', 'median ms', 'min ms', 'max ms'],
          rows: rows.map((r) => [r.database, r.period, r.paidOrders, r.medianMs, r.minMs, r.maxMs]),
        },
      ],
      targets,
      notes,
      data: { orders: ORDERS, customers: CUSTOMERS, days: DAYS, runs: RUNS, rows },
    };
  },
};
