// GET /api/admin/insights over a year of orders written straight into the database, timed by the
// client, on SQLite and PostgreSQL (docs/benchmarks.md, Insights).
import { sql } from 'kysely';
import { addDays } from '@store/shared/schemas';
import { storeDay } from '../apps/api/src/lib/store-time.ts';
import { type BenchDatabase, insertOrders, insertUsers, onEachDatabase, withStore } from './lib/databases.ts';
import { timeRuns } from './lib/load.ts';
import { startStoreWithAdmin } from './lib/servers.ts';
import { type BenchContext, type Benchmark, checkTarget } from './lib/types.ts';

const FULL = { orders: 100_000, customers: 5_000, runs: 15 };
const SMOKE = { orders: 300, customers: 30, runs: 1 };
const DAYS = 365;
const MAX_MEDIAN_MS_30_DAYS = 300;

const STATES = 'delivered delivered shipped processing paid unpaid cancelled expired refunded'.split(' ');
const METHODS = ['stripe', 'sandbox', 'sslcommerz', 'cod'];
const PRODUCTS = Array.from({ length: 120 }, (_, i) => ({ name: `Bench Part ${i + 1}`, price: 15_000 + i * 3_700 }));
const DAY_MS = 86_400_000;

/** Writes the customers and a year of orders (a deterministic mix) of the first of them. */
async function seed(url: string, size: typeof FULL): Promise<void> {
  const end = Date.now();
  const start = end - DAYS * DAY_MS;
  const spread = (i: number, count: number) => start + Math.floor(((i + 0.5) / count) * (end - start));
  await withStore(url, async (store) => {
    const [buyer] = await insertUsers(store, size.customers, (i) => new Date(spread(i, size.customers)).toISOString());
    await insertOrders(store, buyer!, size.orders, (i) => {
      const status = STATES[i % STATES.length] ?? 'unpaid';
      const createdMs = spread(i, size.orders);
      const paid = !['unpaid', 'cancelled', 'expired'].includes(status);
      const refundedMs = createdMs + 2 * DAY_MS;
      return {
        status,
        createdAt: new Date(createdMs).toISOString(),
        paidAt: paid ? new Date(createdMs + 5 * 60_000).toISOString() : null,
        refundedAt: status === 'refunded' && refundedMs < end ? new Date(refundedMs).toISOString() : null,
        paymentMethod: paid ? (METHODS[i % METHODS.length] ?? null) : null,
        lines: Array.from({ length: 1 + (i % 3) }, (_, n) => {
          const product = PRODUCTS[(i * 7 + n * 13) % PRODUCTS.length] ?? { name: 'Part', price: 10_000 };
          return { productId: null, productName: product.name, unitPrice: product.price, quantity: 1 + ((i + n) % 4) };
        }),
      };
    });
    // Promotions on the books: every order 10 % off with an Eid coupon, a sixteenth of them (ids starting with 0)
    // free delivery too, so that the insights' promotions query groups a year of discounts.
    await sql`insert into order_discounts (order_id, promotion_id, name, code, kind, amount)
      select id, 'bench-eid', 'Eid sale', 'EID10', 'order_percent', total / 10 from orders`.execute(store.db);
    await sql`insert into order_discounts (order_id, promotion_id, name, code, kind, amount)
      select id, 'bench-free', 'Free delivery', null, 'free_shipping', 6000 from orders
      where substr(id, 1, 1) = '0'`.execute(store.db);
    // After such a load PostgreSQL's autovacuum would vacuum and analyze the tables (statistics for the
    // planner, the visibility map for index-only counts); the benchmark does it at once instead of waiting.
    if (store.dialect === 'postgres') await sql`vacuum analyze`.execute(store.db);
  });
}

const readPaidOrders = (body: string) => ({ paidOrders: (JSON.parse(body) as { paidOrders: number }).paidOrders });

async function runOn(ctx: BenchContext, { name: database, url: databaseUrl }: BenchDatabase) {
  const size = ctx.smoke ? SMOKE : FULL;
  const { server, admin } = await startStoreWithAdmin(ctx, {
    databaseUrl,
    env: {
      // The time of each answer is measured, not the overload guard (a year's sums hold SQLite's
      // one thread for about half a second; on a busy machine the guard would answer 503 to the next).
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  });
  try {
    const seedStarted = Date.now();
    await seed(databaseUrl, size);
    ctx.log(
      `  ${database}: seeded ${size.orders} orders and ${size.customers} customers in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    // The store's day (the server's STORE_TIMEZONE default), for the periods asked for.
    const today = storeDay(new Date());
    const rows = [];
    for (const days of [7, 30, 366]) {
      const period = `last ${days} days`;
      const from = addDays(today, -(days - 1));
      const url = `${server.origin}/api/admin/insights?from=${from}&to=${today}`;
      const row = { database, period, ...(await timeRuns(size.runs, url, admin.token, readPaidOrders)) };
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
  description: `GET /api/admin/insights over ${FULL.orders.toLocaleString('en-US')} orders in a year, for 7, 30 and 366 days (SQLite and PostgreSQL)`,
  async run(ctx) {
    const size = ctx.smoke ? SMOKE : FULL;
    const { runs, notes } = await onEachDatabase(ctx, 'insights', (db) => runOn(ctx, db));
    const rows = runs.flat();

    const targets = rows
      .filter((r) => r.database === 'SQLite' && r.period === 'last 30 days')
      .map((r) =>
        checkTarget('SQLite: the last 30 days (median)', r.medianMs, 'ms', 'max', MAX_MEDIAN_MS_30_DAYS, true),
      );
    notes.push(
      "Timed by the client from the request to the last byte, one request at a time, on the same machine as the server; each answer covers the period and the period before it (two sets of sums). The sums run over the indexes of migration 120 (orders by paid_at and by refunded_at with total and payment_method, orders by created_at with status, order lines by order with the product columns), so SQLite reads no table row for them. SQLite answers on the server's one thread: a year's sums hold it for the time in the table.",
    );
    return {
      tables: [
        {
          title: `GET /api/admin/insights, ${size.orders.toLocaleString('en-US')} orders and ${size.customers.toLocaleString('en-US')} customers over ${DAYS} days, ${size.runs} runs each`,
          columns: ['database', 'period', 'paid orders in it', 'median ms', 'min ms', 'max ms'],
          rows: rows.map((r) => [r.database, r.period, r.paidOrders, r.medianMs, r.minMs, r.maxMs]),
        },
      ],
      targets,
      notes,
      data: { ...size, days: DAYS, rows },
    };
  },
};
