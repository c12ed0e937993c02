// Checkout under load: each connection fills a cart of the same three parts as a customer of its
// own and checks it out (the worst case for row locks); then the stock and the lines must add up.
import path from 'node:path';
import autocannon from 'autocannon';
import { type DatabaseTarget, openDatabase } from '../apps/api/src/db/database.ts';
import type { ApiSession } from '../scripts/api-session.ts';
import { type DatabaseName, migrateWithProducts, onEachDatabase } from './lib/databases.ts';
import { measure } from './lib/load.ts';
import { signUpCustomer, startStoreServer } from './lib/servers.ts';
import { type BenchContext, type Benchmark, checkCorrect, checkTarget, type TargetCheck } from './lib/types.ts';

const MIN_CHECKOUTS_PER_SECOND_SQLITE = 500;
const START_STOCK = 1_000_000;
const LINES = 3;
const DELIVERY = { address: 'House 1, Road 2, Dhanmondi, Dhaka', phone: '+880 1711-000000' };

interface CheckoutRun {
  database: DatabaseName;
  healthPerSecond: number;
  checkoutsPerSecond: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  orders: number;
  refused: number;
  errors: number;
  stockConsistent: boolean;
  everyOrderHasThreeLines: boolean;
}

/**
 * One cycle per connection: three cart lines, then checkout, all as one customer taken from a pool
 * of free customers and given back after the checkout, so that no two connections share a cart.
 */
async function fireCheckouts(
  ctx: BenchContext,
  origin: string,
  productIds: string[],
  customers: ApiSession[],
  seconds: number,
) {
  const free = [...customers];
  const headersOf = (c: ApiSession) => ({ 'content-type': 'application/json', authorization: `Bearer ${c.token}` });
  type Ctx = { customer?: ApiSession };
  const lineRequest = (i: number) => ({
    method: 'PUT' as const,
    path: `/api/cart/lines/${productIds[i]}`,
    setupRequest: (request: autocannon.Request, context: Ctx) => {
      if (i === 0) context.customer = free.pop();
      const customer = context.customer;
      if (!customer) throw new Error('more connections than customers');
      return { ...request, headers: headersOf(customer), body: JSON.stringify({ quantity: 1 }) };
    },
  });
  return autocannon({
    url: origin,
    connections: ctx.load.connections,
    // A smoke run asks for whole cycles, so that a busy machine still completes some.
    ...(ctx.smoke ? { amount: ctx.load.connections * (LINES + 1) * 2 } : { duration: seconds }),
    timeout: 30,
    requests: [
      ...productIds.map((_, i) => lineRequest(i)),
      {
        method: 'POST',
        path: '/api/checkout',
        setupRequest: (request: autocannon.Request, context: Ctx) => ({
          ...request,
          headers: headersOf(context.customer as ApiSession),
          body: JSON.stringify(DELIVERY),
        }),
        onResponse: (_status: number, _body: string, context: Ctx) => {
          if (context.customer) free.push(context.customer);
          context.customer = undefined;
        },
      },
    ],
  });
}

async function countOrders(target: DatabaseTarget): Promise<number> {
  const store = openDatabase(target);
  try {
    const row = await store.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  } finally {
    await store.close();
  }
}

async function check(target: DatabaseTarget, productIds: string[]) {
  const store = openDatabase(target);
  try {
    let stockConsistent = true;
    for (const id of productIds) {
      const product = await store.db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const sold = await store.db
        .selectFrom('orderLines')
        .select((eb) => eb.fn.sum<number>('quantity').as('quantity'))
        .where('productId', '=', id)
        .executeTakeFirstOrThrow();
      if (product.stock < 0 || product.stock !== START_STOCK - Number(sold.quantity ?? 0)) stockConsistent = false;
    }
    const shapes = await store.db
      .selectFrom('orderLines')
      .select((eb) => ['orderId', eb.fn.countAll<number>().as('lines')])
      .groupBy('orderId')
      .execute();
    const orders = await countOrders(target);
    return {
      stockConsistent,
      everyOrderHasThreeLines: shapes.length === orders && shapes.every((s) => Number(s.lines) === LINES),
    };
  } finally {
    await store.close();
  }
}

async function runOn(
  ctx: BenchContext,
  database: DatabaseName,
  databaseUrl: string,
  target: DatabaseTarget,
): Promise<CheckoutRun> {
  const productIds = await migrateWithProducts(target, LINES, START_STOCK);
  const server = await startStoreServer(ctx, {
    databaseUrl,
    seedDemo: false,
    // Each customer leaves thousands of unpaid orders: the per-account limit is lifted for the run.
    env: {
      AUTH_RATE_LIMIT: '100000',
      MAX_OPEN_UNPAID_ORDERS: '100000000',
      DATA_DIR: path.join(ctx.tmpDir, `checkout-${database}`),
    },
  });
  const customers: ApiSession[] = [];
  for (let i = 0; i < ctx.load.connections * 2; i++) customers.push(await signUpCustomer(server.origin, `${i}`));
  const health = await measure(ctx, {
    name: `GET /api/health (${database} server)`,
    origin: server.origin,
    path: '/api/health',
  });

  let refused = 0;
  let errors = 0;
  if (ctx.load.warmupSeconds > 0) {
    const warm = await fireCheckouts(ctx, server.origin, productIds, customers, ctx.load.warmupSeconds);
    refused += warm.non2xx;
    errors += warm.errors;
  }
  const before = await countOrders(target);
  const r = await fireCheckouts(ctx, server.origin, productIds, customers, ctx.load.durationSeconds);
  const after = await countOrders(target);
  refused += r.non2xx;
  errors += r.errors;
  await server.stop();

  if (after === before) throw new Error(`${database}: no checkout went through (${refused} refused, ${errors} errors)`);
  const checked = await check(target, productIds);
  const run: CheckoutRun = {
    database,
    healthPerSecond: health.requestsPerSecond,
    checkoutsPerSecond: Math.round((after - before) / ctx.load.durationSeconds),
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    orders: after,
    refused,
    errors,
    ...checked,
  };
  ctx.log(
    `  ${database}: ${run.checkoutsPerSecond} checkouts/s of ${LINES}-line carts (${run.requestsPerSecond} requests/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms); ` +
      `${after} orders stored${refused + errors > 0 ? `, ${refused} refused, ${errors} errors` : ''} — stock ${run.stockConsistent ? 'exact' : 'INCONSISTENT'}` +
      `, lines ${run.everyOrderHasThreeLines ? 'complete' : 'INCOMPLETE'}`,
  );
  return run;
}

export const bench: Benchmark = {
  name: 'checkout',
  description: `Carts of ${LINES} parts filled and checked out by signed-in customers: checkouts/s, then a stock check (SQLite and PostgreSQL)`,
  async run(ctx) {
    ctx.log(
      `load: ${ctx.load.connections} connections, ${ctx.load.durationSeconds} s (after ${ctx.load.warmupSeconds} s warm-up)`,
    );
    const { runs, notes } = await onEachDatabase(ctx, 'checkout', (database, url, target) =>
      runOn(ctx, database, url, target),
    );
    const targets: TargetCheck[] = [];
    for (const run of runs) {
      targets.push(checkCorrect(`${run.database}: stock = start − pieces on order lines`, run.stockConsistent));
      targets.push(checkCorrect(`${run.database}: every order has ${LINES} lines`, run.everyOrderHasThreeLines));
      if (run.refused + run.errors > 0)
        notes.push(`${run.database}: ${run.refused} refused and ${run.errors} failed requests`);
    }
    const sqlite = runs.find((r) => r.database === 'SQLite');
    if (sqlite)
      targets.push(
        checkTarget(
          'SQLite: checkouts per second',
          sqlite.checkoutsPerSecond,
          'checkouts/s',
          'min',
          MIN_CHECKOUTS_PER_SECOND_SQLITE,
        ),
      );
    notes.push(
      `A checkout here is four requests: three PUT /api/cart/lines/{id} and POST /api/checkout. The checkout is one transaction: account lock, unpaid-order count, three conditional stock UPDATEs, the order, its three lines, its expiry job and the emptied cart.`,
    );
    return {
      tables: [
        {
          title: `Checkout of ${LINES}-line carts, ${ctx.load.connections} connections, one customer per cart`,
          columns: [
            'database',
            'checkouts/s',
            'requests/s',
            'p50 ms',
            'p99 ms',
            'health req/s',
            'orders',
            'refused',
            'stock exact',
            '3 lines each',
          ],
          rows: runs.map((r) => [
            r.database,
            r.checkoutsPerSecond,
            r.requestsPerSecond,
            r.p50Ms,
            r.p99Ms,
            r.healthPerSecond,
            r.orders,
            r.refused + r.errors,
            r.stockConsistent ? 'yes' : 'NO',
            r.everyOrderHasThreeLines ? 'yes' : 'NO',
          ]),
        },
      ],
      targets,
      notes,
      data: { connections: ctx.load.connections, durationSeconds: ctx.load.durationSeconds, runs },
    };
  },
};
