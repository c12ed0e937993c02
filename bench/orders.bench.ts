// Order placement under load, all orders for one product, on SQLite and PostgreSQL; after each run
// the stock must equal the starting stock minus the ordered pieces.
import path from 'node:path';
import autocannon from 'autocannon';
import { type DatabaseTarget, openDatabase } from '../apps/api/src/db/database.ts';
import type { ApiSession } from '../scripts/api-session.ts';
import { type DatabaseName, migrateWithProducts, onEachDatabase } from './lib/databases.ts';
import { measure, processCpuMs } from './lib/load.ts';
import { signUpCustomer, startStoreServer } from './lib/servers.ts';
import { type BenchContext, type Benchmark, checkCorrect, checkTarget, type TargetCheck } from './lib/types.ts';

const MIN_ORDERS_PER_SECOND_SQLITE = 1000;
const START_STOCK = 1_000_000;
const QUANTITY = 1;
const CUSTOMERS = 20;

interface OrderRun {
  database: DatabaseName;
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

async function fireOrders(
  ctx: BenchContext,
  origin: string,
  productId: string,
  customers: ApiSession[],
  seconds: number,
) {
  let next = 0;
  return autocannon({
    url: origin,
    connections: ctx.load.connections,
    // A smoke run asks for a few orders, so that a busy machine still places some.
    ...(ctx.smoke ? { amount: ctx.load.connections * 2 } : { duration: seconds }),
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/orders',
        setupRequest: (request) => {
          const customer = customers[next++ % customers.length] as ApiSession;
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
            body: JSON.stringify({
              productId,
              productname: 'Bench Part 1',
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
  database: DatabaseName,
  databaseUrl: string,
  target: DatabaseTarget,
): Promise<OrderRun> {
  const [productId = ''] = await migrateWithProducts(target, 1, START_STOCK);
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
  const customers: ApiSession[] = [];
  for (let i = 0; i < (ctx.smoke ? 1 : CUSTOMERS); i++) customers.push(await signUpCustomer(server.origin, `${i}`));

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
  const cpuBefore = processCpuMs(server.pid);
  const r = await fireOrders(ctx, server.origin, productId, customers, ctx.load.durationSeconds);
  const cpuAfter = processCpuMs(server.pid);
  accepted += r['2xx'];
  refused += r.non2xx;
  errors += r.errors;
  await server.stop();

  const after = await check(target, productId);
  if (after.orders === 0) throw new Error(`${database}: no order was accepted (${refused} refused, ${errors} errors)`);
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
    const { runs, notes } = await onEachDatabase(ctx, 'orders', (database, url, target) =>
      runOn(ctx, database, url, target),
    );
    const targets: TargetCheck[] = [];
    for (const run of runs) {
      targets.push(checkCorrect(`${run.database}: stock = start − accepted orders`, run.stockConsistent));
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
