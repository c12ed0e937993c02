// The order benchmarks' shared harness (orders and checkout): a store with products and signed-in
// customers under autocannon's order requests on each database, and the result over both runs.
import autocannon from 'autocannon';
import { takaToPoisha } from '@store/shared/money';
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts';
import { insertProducts } from '../../apps/api/src/features/catalog/catalog.repository.ts';
import { newId, nowIso } from '../../apps/api/src/lib/ids.ts';
import type { ApiSession } from '../../scripts/api-session.ts';
import { type BenchDatabase, type DatabaseName, onEachDatabase, withStore } from './databases.ts';
import { measure } from './load.ts';
import { type RunningServer, signUpCustomer, startStoreServer } from './servers.ts';
import { type BenchContext, type Benchmark, checkTarget, table, type TargetCheck } from './types.ts';

/**
 * An order benchmark on one database: migrated, `products` products of `stock` pieces, the server
 * with the per-account limits lifted (its customers leave thousands of unpaid orders), `customers`
 * customers and GET /api/health's rate (what this machine gives a trivial route now); then
 * `requests` from autocannon, a warm-up and the measured run, `probe` read just before and after it.
 * A smoke run asks for two cycles per connection instead, so that a busy machine still completes some.
 */
export async function loadOrderStore<T>(
  ctx: BenchContext,
  db: BenchDatabase,
  options: {
    products: number;
    stock: number;
    customers: number;
    env?: Record<string, string>;
    requests: (productIds: string[], customers: ApiSession[]) => autocannon.Request[];
    probe: (server: RunningServer) => Promise<T> | T;
  },
) {
  const productIds = await withStore(db.target, async (store) => {
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
  for (let i = 0; i < options.customers; i++) customers.push(await signUpCustomer(server.origin, `${i}`));
  const health = await measure(ctx, `GET /api/health (${db.name})`, server, '/api/health');
  const requests = options.requests(productIds, customers);
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
  await server.stop();
  return {
    productIds,
    healthPerSecond: health.requestsPerSecond,
    result,
    before,
    after,
    seen2xx: result['2xx'] + (warm?.['2xx'] ?? 0),
    refused: result.non2xx + (warm?.non2xx ?? 0),
    errors: result.errors + (warm?.errors ?? 0),
  };
}

type OrderRun = { database: DatabaseName; refused: number; errors: number };

/**
 * An order benchmark: `runOn` each database; its targets are each run's correctness `checks` and a
 * minimum `rate` on SQLite; the refused and failed requests are notes; one table of the runs.
 */
export function orderBenchmark<R extends OrderRun>(spec: {
  name: string;
  description: string;
  runOn: (ctx: BenchContext, db: BenchDatabase) => Promise<R>;
  checks: (run: R) => TargetCheck[];
  rate: { name: string; unit: string; min: number; of: (run: R) => number };
  notes: string[];
  title: (ctx: BenchContext) => string;
  columns: [string, (run: R) => string | number][];
  data?: Record<string, unknown>;
}): Benchmark {
  return {
    name: spec.name,
    description: spec.description,
    async run(ctx) {
      const { runs, notes } = await onEachDatabase(ctx, spec.name, (db) => spec.runOn(ctx, db));
      const sqlite = runs.find((r) => r.database === 'SQLite');
      const { rate } = spec;
      return {
        tables: [table(spec.title(ctx), runs, spec.columns)],
        targets: [
          ...runs.flatMap(spec.checks),
          ...(sqlite ? [checkTarget(rate.name, rate.of(sqlite), rate.unit, 'min', rate.min)] : []),
        ],
        notes: [
          ...notes,
          ...runs
            .filter((r) => r.refused + r.errors > 0)
            .map((r) => `${r.database}: ${r.refused} refused and ${r.errors} failed requests`),
          ...spec.notes,
        ],
        data: { connections: ctx.load.connections, durationSeconds: ctx.load.durationSeconds, ...spec.data, runs },
      };
    },
  };
}
