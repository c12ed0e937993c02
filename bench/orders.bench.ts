// Order placement under load: POST /api/orders at 50 connections from signed-in customers,
// on SQLite and on PostgreSQL, each against the store's own server. After each run the stock must
// equal the starting stock minus the sum of the accepted orders (and never go below 0).
// Target: >= 1,000 orders/s on SQLite.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { takaToPoisha } from '@store/shared/money';
import { type DatabaseTarget, openDatabase } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { insertProducts } from '../apps/api/src/features/catalog/catalog.repository.ts';
import { newId, nowIso } from '../apps/api/src/lib/ids.ts';
import { type ApiSession, signUpForToken } from '../scripts/api-session.ts';
import { measure } from './lib/load.ts';
import { BENCH_POSTGRES_URL, createPostgresDatabase } from './lib/postgres.ts';
import { startStoreServer } from './lib/servers.ts';
import { type BenchContext, type Benchmark, checkTarget, type TargetCheck } from './lib/types.ts';

const MIN_ORDERS_PER_SECOND_SQLITE = 1000;
const START_STOCK = 1_000_000;
const QUANTITY = 1;
const CUSTOMERS = 20;

/** A signed-in customer: the email and the bearer token the orders are placed with. */
type Customer = ApiSession;

interface OrderRun {
  database: 'SQLite' | 'PostgreSQL';
  /** GET /api/health on the same server just before: what this machine gives a trivial route now. */
  healthPerSecond: number;
  ordersPerSecond: number;
  /** Server CPU per order in the measured run: independent of how busy the machine is. */
  serverCpuMsPerOrder: number | null;
  p50Ms: number;
  p99Ms: number;
  /** Orders stored in the database (warm-up and measured run). */
  accepted: number;
  refused: number;
  errors: number;
  startStock: number;
  endStock: number;
  orderedInDatabase: number;
  ordersInDatabase: number;
  stockConsistent: boolean;
}

/** CPU time (user + system, ms) a process has used so far, from /proc on Linux; null elsewhere. */
function cpuMsOf(pid: number): number | null {
  try {
    const fields = (fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

/** Signs a customer up through better-auth and exchanges the session for the app's bearer token. */
function signUp(origin: string, n: number): Promise<Customer> {
  const email = `bench-${n}-${randomBytes(4).toString('hex')}@example.com`;
  return signUpForToken(origin, { name: `Bench Customer ${n}`, email, password: 'bench-password-1' });
}

async function fireOrders(
  ctx: BenchContext,
  origin: string,
  productId: string,
  customers: Customer[],
  seconds: number,
) {
  let next = 0;
  return autocannon({
    url: origin,
    connections: ctx.load.connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/orders',
        setupRequest: (request) => {
          const customer = customers[next++ % customers.length] as Customer;
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
            body: JSON.stringify({
              productId,
              productname: 'Bench Chainring',
              email: customer.email,
              orderQuanty: QUANTITY,
              price: 450,
              address: 'House 1, Road 2, Dhanmondi, Dhaka',
              phone: '+880 1711-000000',
              orderId: String(next),
            }),
          };
        },
      },
    ],
  });
}

/** Migrates the database, adds one product with START_STOCK pieces, and returns its id. */
async function prepare(target: DatabaseTarget): Promise<string> {
  const store = openDatabase(target);
  try {
    await migrateToLatest(store);
    const id = newId();
    const at = nowIso();
    await store.db.transaction().execute((trx) =>
      insertProducts(trx, [
        {
          id,
          name: 'Bench Chainring',
          img: '/images/products/chainring.svg',
          description: 'A chainring for the order benchmark.',
          minQuantity: 1,
          stock: START_STOCK,
          price: takaToPoisha(450),
          createdAt: at,
          updatedAt: at,
        },
      ]),
    );
    return id;
  } finally {
    await store.close();
  }
}

async function check(target: DatabaseTarget, productId: string) {
  const store = openDatabase(target);
  try {
    const product = await store.db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    const orders = await store.db
      .selectFrom('orders')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('quantity').as('quantity')])
      .where('productId', '=', productId)
      .executeTakeFirstOrThrow();
    return { endStock: product.stock, orders: Number(orders.count), ordered: Number(orders.quantity ?? 0) };
  } finally {
    await store.close();
  }
}

async function runOn(
  ctx: BenchContext,
  database: OrderRun['database'],
  databaseUrl: string,
  target: DatabaseTarget,
): Promise<OrderRun> {
  const productId = await prepare(target);
  const server = await startStoreServer(ctx, {
    databaseUrl,
    seedDemo: false,
    // Twenty customers place thousands of unpaid orders: the per-account limits are lifted for the run.
    env: {
      AUTH_RATE_LIMIT: '100000',
      RATE_LIMIT_SCALE: '10000',
      MAX_OPEN_UNPAID_ORDERS: '100000000',
      DATA_DIR: path.join(ctx.tmpDir, `orders-${database}`),
    },
  });
  const customers: Customer[] = [];
  for (let i = 0; i < CUSTOMERS; i++) customers.push(await signUp(server.origin, i));

  const health = await measure(ctx, {
    name: `GET /api/health (${database} server)`,
    origin: server.origin,
    path: '/api/health',
  });

  let accepted = 0;
  let refused = 0;
  let errors = 0;
  if (ctx.load.warmupSeconds > 0) {
    const warm = await fireOrders(ctx, server.origin, productId, customers, ctx.load.warmupSeconds);
    accepted += warm['2xx'];
    refused += warm.non2xx;
    errors += warm.errors;
  }
  const cpuBefore = cpuMsOf(server.pid);
  const r = await fireOrders(ctx, server.origin, productId, customers, ctx.load.durationSeconds);
  const cpuAfter = cpuMsOf(server.pid);
  accepted += r['2xx'];
  refused += r.non2xx;
  errors += r.errors;
  await server.stop();

  const after = await check(target, productId);
  // The accepted orders are the rows in the database. A request the load generator gave up on (time-out)
  // may still have been accepted by the server, so the client's 2xx count is reported, not compared.
  const stockConsistent = after.endStock >= 0 && after.endStock === START_STOCK - after.ordered;
  const run: OrderRun = {
    database,
    healthPerSecond: health.requestsPerSecond,
    ordersPerSecond: Math.round(r['2xx'] / ctx.load.durationSeconds),
    serverCpuMsPerOrder:
      cpuBefore !== null && cpuAfter !== null && r['2xx'] > 0
        ? Math.round(((cpuAfter - cpuBefore) / r['2xx']) * 1000) / 1000
        : null,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    accepted: after.orders,
    refused,
    errors,
    startStock: START_STOCK,
    endStock: after.endStock,
    orderedInDatabase: after.ordered,
    ordersInDatabase: after.orders,
    stockConsistent,
  };
  ctx.log(
    `  ${database}: ${run.ordersPerSecond} orders/s (server CPU ${run.serverCpuMsPerOrder ?? '?'} ms/order), p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms; ` +
      `stock ${START_STOCK} → ${after.endStock}, ${after.orders} orders stored (${accepted} 2xx seen)` +
      `${refused + errors > 0 ? `, ${refused} refused, ${errors} errors` : ''}` +
      ` — ${stockConsistent ? 'consistent' : 'INCONSISTENT'}`,
  );
  return run;
}

export const bench: Benchmark = {
  name: 'orders',
  description: `POST /api/orders from ${CUSTOMERS} signed-in customers: orders/s and p99, then a stock check (SQLite and PostgreSQL)`,
  async run(ctx) {
    ctx.log(
      `load: ${ctx.load.connections} connections, ${ctx.load.durationSeconds} s (after ${ctx.load.warmupSeconds} s warm-up)`,
    );
    const runs: OrderRun[] = [];
    const notes: string[] = [];

    const file = path.join(ctx.tmpDir, 'orders-bench.db');
    runs.push(await runOn(ctx, 'SQLite', `file:${file}`, { kind: 'sqlite', file }));

    const postgresUrl = await createPostgresDatabase(ctx, 'bench_orders');
    if (postgresUrl) runs.push(await runOn(ctx, 'PostgreSQL', postgresUrl, { kind: 'postgres', url: postgresUrl }));
    else notes.push(`PostgreSQL skipped: nothing answers at ${BENCH_POSTGRES_URL} (set BENCH_POSTGRES_URL)`);

    const targets: TargetCheck[] = [];
    for (const run of runs) {
      targets.push(
        checkTarget(`${run.database}: stock = start − accepted orders`, run.stockConsistent ? 1 : 0, '', 'min', 1),
      );
      if (run.refused + run.errors > 0)
        notes.push(`${run.database}: ${run.refused} refused and ${run.errors} failed requests`);
    }
    const sqlite = runs.find((r) => r.database === 'SQLite');
    if (sqlite)
      targets.push(
        checkTarget(
          'SQLite: orders per second',
          sqlite.ordersPerSecond,
          'orders/s',
          'min',
          MIN_ORDERS_PER_SECOND_SQLITE,
        ),
      );
    notes.push(
      '"health req/s" is GET /api/health on the same server just before the orders: it shows how much of this two-core machine the run got. "server CPU ms/order" is the server process\'s CPU time per accepted order (Linux /proc): 1000 / it is what one core can place, however busy the machine is.',
    );
    notes.push(
      'Each order takes its stock with one conditional UPDATE, atomically with the INSERT of the order (SQLite: one transaction; PostgreSQL: one statement). Every request also verifies its bearer token and reads the user. All orders are for one product: the worst case for PostgreSQL, whose row lock serialises them.',
    );

    return {
      tables: [
        {
          title: `Order placement, ${ctx.load.connections} connections, ${CUSTOMERS} customers, ${QUANTITY} piece per order`,
          columns: [
            'database',
            'orders/s',
            'p50 ms',
            'p99 ms',
            'server CPU ms/order',
            'health req/s',
            'accepted',
            'refused',
            'stock start',
            'stock end',
            'consistent',
          ],
          rows: runs.map((r) => [
            r.database,
            r.ordersPerSecond,
            r.p50Ms,
            r.p99Ms,
            r.serverCpuMsPerOrder ?? '-',
            r.healthPerSecond,
            r.accepted,
            r.refused + r.errors,
            r.startStock,
            r.endStock,
            r.stockConsistent ? 'yes' : 'NO',
          ]),
        },
      ],
      targets,
      notes,
      data: {
        connections: ctx.load.connections,
        durationSeconds: ctx.load.durationSeconds,
        customers: CUSTOMERS,
        runs,
      },
    };
  },
};
