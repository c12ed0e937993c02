// The databases the benchmarks run on, the rows they write straight into them, and the order
// benchmarks' harness (orders and checkout: a store under autocannon's orders on each database).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Insertable } from 'kysely';
import pg from 'pg';
import { takaToPoisha } from '@store/shared/money';
import type { StoreDatabase } from '../../apps/api/src/db/database.ts';
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts';
import type { OrderLineTable, OrderTable } from '../../apps/api/src/db/schema.ts';
import { insertProducts } from '../../apps/api/src/features/catalog/catalog.repository.ts';
import { newId, nowIso } from '../../apps/api/src/lib/ids.ts';
import type { ApiSession } from '../../scripts/api-session.ts';
import { promotionUses, startPromotion } from './bench-promotion.ts';
import { withStore } from './bench-store.ts';
import { measure } from './load.ts';
import { ORDER_BODY, type RunningServer, signUpCustomer, startStoreServer } from './servers.ts';
import { type BenchContext, type Benchmark, checkTarget, table, type TargetCheck } from './types.ts';

export const BENCH_POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const POSTGRES_SKIPPED = `PostgreSQL skipped: nothing answers at ${BENCH_POSTGRES_URL} (set BENCH_POSTGRES_URL)`;

export type DatabaseName = 'SQLite' | 'PostgreSQL';

/** `fn` with a connection to BENCH_POSTGRES_URL's server; null when nothing answers there. */
export async function withPostgres<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T | null> {
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** The URL of another database on BENCH_POSTGRES_URL's server. */
export function postgresUrl(name: string): string {
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the database when the bench ends. */
export function dropAtEnd(ctx: BenchContext, name: string): void {
  ctx.defer(() => withPostgres((admin) => admin.query(`drop database if exists ${name} with (force)`)));
}

/** A new database of a benchmark: its name in the tables and the server's DATABASE_URL. */
export interface BenchDatabase {
  name: DatabaseName;
  url: string;
}

/** `run` on a new SQLite file, then on a new PostgreSQL database; `notes` says when PostgreSQL was skipped. */
export async function onEachDatabase<T>(
  ctx: BenchContext,
  name: string,
  run: (db: BenchDatabase) => Promise<T>,
): Promise<{ runs: T[]; notes: string[] }> {
  const runs = [await run({ name: 'SQLite', url: `file:${path.join(ctx.tmpDir, `${name}.db`)}` })];
  const dbName = `bench_${name.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  if (!(await withPostgres((admin) => admin.query(`create database ${dbName}`))))
    return { runs, notes: [POSTGRES_SKIPPED] };
  dropAtEnd(ctx, dbName);
  runs.push(await run({ name: 'PostgreSQL', url: postgresUrl(dbName) }));
  return { runs, notes: [] };
}

export { withStore };

export const countOrders = (url: string) =>
  withStore(url, async ({ db }) => {
    const row = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  });

/**
 * After an order run: the orders stored, whether every product's stock is `start` less the pieces on
 * its order lines, and whether every order has `lines` lines.
 */
export const checkOrders = (url: string, productIds: string[], start: number, lines: number) =>
  withStore(url, async ({ db }) => {
    const products = await db
      .selectFrom('products')
      .leftJoin('orderLines', 'orderLines.productId', 'products.id')
      .select((eb) => ['products.stock', eb.fn.sum<number>('orderLines.quantity').as('sold')])
      .where('products.id', 'in', productIds)
      .groupBy(['products.id', 'products.stock'])
      .execute();
    // Every order with its count of lines, in one statement: one snapshot, though a checkout the load generator
    // gave up on may still commit on the server while this runs.
    const shapes = await db
      .selectFrom('orders')
      .leftJoin('orderLines', 'orderLines.orderId', 'orders.id')
      .select((eb) => ['orders.id', eb.fn.count<number>('orderLines.orderId').as('lines')])
      .groupBy('orders.id')
      .execute();
    return {
      orders: shapes.length,
      stockConsistent:
        products.length === productIds.length &&
        products.every((p) => p.stock >= 0 && p.stock === start - Number(p.sold ?? 0)),
      everyOrderHasItsLines: shapes.every((s) => Number(s.lines) === lines),
    };
  });

/**
 * The ways an order benchmark spreads its buyers over the products: all on one hot product (a sale:
 * the worst case for row locks), each order on products drawn at random from a larger range, or the hot
 * product again with a promotion running (10 % off every order, counted against a limit of uses).
 */
export const ORDER_SCENARIOS = [
  { name: 'one hot product', products: 'hot', promotion: false },
  { name: 'random products', products: 'random', promotion: false },
  { name: 'one hot product, a promotion on', products: 'hot', promotion: true },
] as const;
export type OrderScenario = (typeof ORDER_SCENARIOS)[number];

/** Products a random-products run draws from. */
export const RANDOM_PRODUCTS = 100;

/**
 * An order benchmark on one database: migrated, `products` products of `stock` pieces, the server
 * with the per-account limits lifted (its customers leave thousands of unpaid orders), `customers`
 * customers for each scenario and GET /api/health's rate (what this machine gives a trivial route now); then, for each
 * scenario, `requests` from autocannon, a warm-up and the measured run, `probe` read just before and
 * after it, and checkOrders (every order has `lines` lines). A smoke run asks for two cycles per
 * connection instead, so that a busy machine still completes some.
 */
export async function loadOrderStore<T>(
  ctx: BenchContext,
  db: BenchDatabase,
  options: {
    products: number;
    stock: number;
    lines: number;
    customers: number;
    env?: Record<string, string>;
    requests: (scenario: OrderScenario, productIds: string[], customers: ApiSession[]) => autocannon.Request[];
    probe: (server: RunningServer) => Promise<T> | T;
  },
) {
  const productIds = await withStore(db.url, async (store) => {
    await migrateToLatest(store);
    const at = nowIso();
    const rows = Array.from({ length: options.products }, (_, i) => ({
      id: newId(),
      name: `Bench Part ${i + 1}`,
      img: '/images/products/chainring.svg',
      description: 'A part for the benchmarks.',
      minQuantity: 1,
      stock: options.stock,
      price: takaToPoisha(450 + i * 100),
      createdAt: at,
      updatedAt: at,
    }));
    await store.db.transaction().execute((trx) => insertProducts(trx, rows));
    return rows.map((r) => r.id);
  });
  const server = await startStoreServer(ctx, {
    databaseUrl: db.url,
    env: { AUTH_RATE_LIMIT: '100000', MAX_OPEN_UNPAID_ORDERS: '100000000', ...options.env },
  });
  const customers: ApiSession[] = [];
  for (let i = 0; i < options.customers * ORDER_SCENARIOS.length; i++)
    customers.push(await signUpCustomer(server.origin, `${i}`));
  const health = await measure(ctx, `GET /api/health (${db.name})`, server, '/api/health');
  const runs = [];
  for (const [i, scenario] of ORDER_SCENARIOS.entries()) {
    // NOTE: customers of its own: a request of the last run that the server answers after it ended (a cart
    // line) never reaches this run's carts.
    const own = customers.slice(i * options.customers, (i + 1) * options.customers);
    const requests = options.requests(scenario, productIds, own);
    if (scenario.promotion) await startPromotion(db.url);
    const fire = (seconds: number) =>
      autocannon({
        url: server.origin,
        connections: ctx.load.connections,
        ...(ctx.smoke ? { amount: ctx.load.connections * requests.length * 2 } : { duration: seconds }),
        timeout: 30,
        requests,
      });
    const warm = ctx.load.warmupSeconds > 0 ? await fire(ctx.load.warmupSeconds) : null;
    const before = await options.probe(server);
    const result = await fire(ctx.load.durationSeconds);
    const after = await options.probe(server);
    runs.push({
      ...(await checkOrders(db.url, productIds, options.stock, options.lines)),
      /** Null without a promotion in the run. */
      promotionUses: scenario.promotion ? await promotionUses(db.url) : null,
      result,
      before,
      after,
      seen2xx: result['2xx'] + (warm?.['2xx'] ?? 0),
      /** The figures of every order run. */
      run: {
        database: db.name,
        scenario: scenario.name,
        healthPerSecond: health.requestsPerSecond,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        refused: result.non2xx + (warm?.non2xx ?? 0),
        errors: result.errors + (warm?.errors ?? 0),
      },
    });
  }
  await server.stop();
  return runs;
}

type OrderRun = { database: DatabaseName; scenario: string; refused: number; errors: number };

/**
 * An order benchmark: `runOn` each database (its runs, one per scenario); its targets are each run's
 * correctness `checks` and a minimum `rate` per database; the refused and failed requests are notes;
 * one table of the runs.
 */
export function orderBenchmark<R extends OrderRun>(spec: {
  name: string;
  description: string;
  runOn: (ctx: BenchContext, db: BenchDatabase) => Promise<R[]>;
  checks: (run: R) => TargetCheck[];
  rate: { name: string; unit: string; min: Record<DatabaseName, number>; of: (run: R) => number };
  notes: string[];
  title: (ctx: BenchContext) => string;
  columns: [string, (run: R) => string | number][];
  data?: Record<string, unknown>;
}): Benchmark {
  return {
    name: spec.name,
    description: spec.description,
    async run(ctx) {
      const each = await onEachDatabase(ctx, spec.name, (db) => spec.runOn(ctx, db));
      const runs = each.runs.flat();
      const { rate } = spec;
      return {
        tables: [
          table(spec.title(ctx), runs, [
            ['database', (r) => r.database],
            ['products', (r) => r.scenario],
            ...spec.columns,
          ]),
        ],
        targets: [
          ...runs.flatMap(spec.checks),
          ...runs.map((r) =>
            checkTarget(
              `${r.database}, ${r.scenario}: ${rate.name}`,
              rate.of(r),
              rate.unit,
              'min',
              rate.min[r.database],
            ),
          ),
        ],
        notes: [
          ...each.notes,
          ...runs
            .filter((r) => r.refused + r.errors > 0)
            .map((r) => `${r.database}, ${r.scenario}: ${r.refused} refused and ${r.errors} failed requests`),
          ...spec.notes,
        ],
        data: { connections: ctx.load.connections, durationSeconds: ctx.load.durationSeconds, ...spec.data, runs },
      };
    },
  };
}

/** Accounts written straight into the database, `createdAt(i)` each; their ids and emails. */
export async function insertUsers(store: StoreDatabase, count: number, createdAt: (i: number) => string) {
  const users = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    name: `Customer ${i}`,
    email: `bench-customer-${i}@example.com`,
    // boolean on PostgreSQL, 0/1 on SQLite (see schema.ts).
    emailVerified: store.dialect === 'postgres' ? false : 0,
    image: null,
    createdAt: createdAt(i),
    updatedAt: createdAt(i),
    role: 'user' as const,
  }));
  for (let i = 0; i < count; i += 500)
    await store.db
      .insertInto('users')
      .values(users.slice(i, i + 500))
      .execute();
  return users.map(({ id, email }) => ({ id, email }));
}

export type BenchOrderLine = { productId: string | null; productName: string; unitPrice: number; quantity: number };

/**
 * Orders of `buyer` written straight into the database in batches of 500, `orderAt(i)` giving each
 * its status, time and lines (and any other column); a paid one is paid when it was placed.
 */
export async function insertOrders(
  store: StoreDatabase,
  buyer: { id: string; email: string },
  count: number,
  orderAt: (
    i: number,
  ) => Partial<Insertable<OrderTable>> & { status: string; createdAt: string; lines: BenchOrderLine[] },
): Promise<void> {
  for (let from = 0; from < count; from += 500) {
    const orders: Insertable<OrderTable>[] = [];
    const lines: Insertable<OrderLineTable>[] = [];
    for (let i = from; i < Math.min(count, from + 500); i++) {
      const { lines: items, ...order } = orderAt(i);
      const id = newId();
      const orderLines = items.map((l, n) => ({
        ...l,
        orderId: id,
        lineNo: n + 1,
        lineTotal: l.unitPrice * l.quantity,
      }));
      const subtotal = orderLines.reduce((sum, l) => sum + l.lineTotal, 0);
      const paid = !['unpaid', 'cancelled', 'expired'].includes(order.status);
      const first = items[0] ?? { productId: null, productName: '', unitPrice: 0, quantity: 1 };
      orders.push({
        id,
        userId: buyer.id,
        email: buyer.email,
        ...first,
        subtotal,
        shipping: 12_000,
        total: subtotal + 12_000,
        address: `House ${i}, Road ${i % 27}, Dhanmondi, Dhaka 1209`,
        phone: ORDER_BODY.phone,
        orderRef: '',
        transactionId: paid ? `pi_bench_${i}` : null,
        paidAt: paid ? order.createdAt : null,
        cancelledAt: null,
        ...order,
      });
      lines.push(...orderLines);
    }
    await store.db.transaction().execute(async (trx) => {
      await trx.insertInto('orders').values(orders).execute();
      await trx.insertInto('orderLines').values(lines).execute();
    });
  }
}
