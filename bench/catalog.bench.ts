// The catalog API under load beside a bare route, reads only and with a writer, on SQLite and
// PostgreSQL (docs/benchmarks.md, Catalog). Each run serves a checked copy of the seeded catalog.
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { BENCH_CATEGORIES, benchCategoryId, copyCatalog, SEARCH_WORDS, seededCatalog } from './lib/catalog-seed.ts';
import { type DatabaseName, POSTGRES_SKIPPED } from './lib/databases.ts';
import { type LoadResult, measure, median, memoryMb, seededRandom, timeGet } from './lib/load.ts';
import { placeOrder, type RunningServer, signUpCustomer, startBareServer, startStoreServer } from './lib/servers.ts';
import { measurePropagation } from './lib/propagation.ts';
import { type BenchContext, type Benchmark, checkTarget, table, type TargetCheck } from './lib/types.ts';

const FULL = { products: Number(process.env.BENCH_PRODUCTS ?? 100_000), propagationSamples: 30 };
const SMOKE = { products: 100, propagationSamples: 1 };
const PAGE_SIZE = 24;
/** Throughput as a share of the bare route's: with reads only, and while orders are placed. */
const MIN_RATIO = { reads: 0.7, written: 0.5 };
const MIN_P99_BOUND_MS = 15;
const ORDERS_PER_SECOND = 10;
const MAX_IDLE_RSS_MB = 200;
const MAX_LOADED_RSS_MB = 300;
const MAX_PROPAGATION_MS = 50;
/** The writer places unpaid orders all run long: no per-customer limits in the way. */
const STORE_ENV = { RATE_LIMIT_SCALE: '10000', MAX_OPEN_UNPAID_ORDERS: '1000000' };

/** Places ORDERS_PER_SECOND orders a second on random products of the catalog until stopped. */
async function startWriter(origin: string, ids: string[]) {
  const customer = await signUpCustomer(origin, 'writer');
  const random = seededRandom(11);
  const counts = { accepted: 0, refused: 0, failed: 0 };
  const placeOne = async () => {
    try {
      // NOTE: a product with less stock than its minimum order is passed over, as a buyer would (about
      // one in eight is seeded so): the run sees ORDERS_PER_SECOND stock changes a second.
      let id = '';
      let product = { minQuantity: 1, maxQuantity: 0 };
      for (let tries = 0; tries < 10 && product.maxQuantity < product.minQuantity; tries++) {
        id = ids[Math.floor(random() * ids.length)] ?? '';
        product = (await (await fetch(`${origin}/api/products/${id}`)).json()) as typeof product;
      }
      if ((await placeOrder(origin, customer, id, product.minQuantity)).status === 201) counts.accepted++;
      else counts.refused++;
    } catch {
      counts.failed++;
    }
  };
  const started = Date.now();
  const timer = setInterval(() => void placeOne(), 1000 / ORDERS_PER_SECOND);
  return async () => {
    clearInterval(timer);
    await sleep(200);
    return { ...counts, perSecond: Math.round((counts.accepted / ((Date.now() - started) / 1000)) * 10) / 10 };
  };
}

/**
 * Filtered lists with their facet counts, as /allproducts asks for them: per category in stock only,
 * per category in a price range, and a price range across categories (60 lists, first page).
 */
const FILTER_QUERIES = BENCH_CATEGORIES.flatMap((_, i) => [
  `category=${benchCategoryId(i)}&inStock=true`,
  `category=${benchCategoryId(i)}&minPrice=1000&maxPrice=20000`,
  `minPrice=${100 * (i + 1)}&maxPrice=${100 * (i + 1) + 5000}&inStock=true`,
]).map((q) => `/api/products?${q}&facets=category&limit=${PAGE_SIZE}`);

const ROUTES = {
  page: `GET /api/products?limit=${PAGE_SIZE}&page=N`,
  search: `GET /api/products?q=<word>&limit=${PAGE_SIZE}`,
  filter: `GET /api/products?<filters>&facets=category&limit=${PAGE_SIZE}`,
  id: 'GET /api/products/{id}',
};
type Route = keyof typeof ROUTES;
/** A store route and, measured just before it, the bare route given the same requests. */
type RouteRun = Record<Route, { bare: LoadResult; route: LoadResult }>;

/**
 * Each route right after its bare route: on a machine whose other work comes and goes, a ratio to
 * a bare figure taken minutes earlier says more about the machine than the route. The bare route
 * gets the same requests (under /bare/page or /bare/product): a random path costs the load
 * generator 4-8 µs a request, which on two cores shared with the server cost the bare route 5-14 %
 * of its rate when it alone was sent one fixed path.
 */
async function measureRoutes(
  ctx: BenchContext,
  server: RunningServer,
  bare: RunningServer,
  ids: string[],
  label: string,
) {
  const pages = Math.ceil((ctx.smoke ? SMOKE : FULL).products / PAGE_SIZE);
  const random = seededRandom(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const paths: Record<Route, () => string> = {
    page: () => `/api/products?limit=${PAGE_SIZE}&page=${1 + Math.floor(random() * pages)}`,
    search: () => `/api/products?q=${pick(SEARCH_WORDS)}&limit=${PAGE_SIZE}`,
    filter: () => pick(FILTER_QUERIES),
    id: () => `/api/products/${pick(ids)}`,
  };
  const run: Partial<RouteRun> = {};
  for (const [route, path] of Object.entries(paths) as [Route, () => string][]) {
    const body = route === 'id' ? 'product' : 'page';
    const barePath = () => path().replace(/^\/api\/products/, `/bare/${body}`);
    run[route] = {
      bare: await measure(ctx, `bare route, ${body} body, the next route's requests ${label}`, bare, barePath),
      route: await measure(ctx, `${ROUTES[route]} ${label}`, server, path),
    };
  }
  return run as RouteRun;
}

/**
 * Reads every page, every search's first page and every sampled product once, 8 at a time, as
 * visitors would over a while: the load that follows measures the steady state (a cache holding
 * what is asked), not the first minute after a start. Returns the seconds it took.
 */
async function readEverythingOnce(origin: string, ids: string[], products: number): Promise<number> {
  const paths = [
    ...Array.from(
      { length: Math.ceil(products / PAGE_SIZE) },
      (_, i) => `/api/products?limit=${PAGE_SIZE}&page=${i + 1}`,
    ),
    ...SEARCH_WORDS.map((w) => `/api/products?q=${w}&limit=${PAGE_SIZE}`),
    ...FILTER_QUERIES,
    ...ids.map((id) => `/api/products/${id}`),
  ];
  const started = performance.now();
  let next = 0;
  const reader = async () => {
    while (next < paths.length) await fetch(`${origin}${paths[next++] ?? ''}`).then((r) => r.arrayBuffer());
  };
  await Promise.all(Array.from({ length: 8 }, reader));
  return Math.round((performance.now() - started) / 100) / 10;
}

/**
 * Answers nobody asked for before (no cached answer): what the read model costs. The first filtered
 * request reads every product's facts (category, price, stock); the next ones reuse them. Searches
 * ask the full-text engine (FTS5 or tsvector) and rank. Sequential, one at a time.
 */
async function measureColdBuilds(origin: string) {
  const time = async (p: string) => (await timeGet(`${origin}${p}`)).ms;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const query = (q: string) => `/api/products?${q}&facets=category&limit=${PAGE_SIZE}`;
  const firstFilterMs = round(await time(query(`category=${benchCategoryId(0)}&minPrice=1`)));
  const filters: number[] = [];
  for (const [i] of BENCH_CATEGORIES.entries()) {
    filters.push(await time(query(`category=${benchCategoryId(i)}&minPrice=${2 + i}&inStock=true`)));
  }
  const searches: number[] = [];
  for (const w of ['chainr', 'brak', 'sealed hub', 'touring saddle', 'alloy', 'carbon fork', 'monsoon', 'dhaka']) {
    searches.push(await time(query(`q=${encodeURIComponent(w)}`)));
  }
  return {
    firstFilterMs,
    filterMedianMs: round(median(filters)),
    searchMedianMs: round(median(searches)),
    searchMaxMs: round(Math.max(...searches)),
  };
}

export const bench: Benchmark = {
  name: 'catalog',
  description: `GET /api/products (paged, search, filters with facets) and /api/products/{id} on ${FULL.products.toLocaleString('en')} products in ${BENCH_CATEGORIES.length} categories, SQLite and PostgreSQL, reads only and with ${ORDERS_PER_SECOND} orders/s`,
  async run(ctx) {
    const size = ctx.smoke ? SMOKE : FULL;
    const notes: string[] = [];
    let bare: RunningServer | undefined;
    const runOn = async (database: DatabaseName) => {
      ctx.log(`${database}: seeding or reusing ${size.products.toLocaleString('en')} products ...`);
      const seeded = await seededCatalog(ctx, size.products, database);
      if (!seeded) return null;
      ctx.log(`  ${seeded.reused ? 'reused' : 'seeded'} (seeding took ${seeded.seedSeconds.toFixed(1)} s)`);
      const { ids } = seeded;
      const databaseUrl = await copyCatalog(ctx, seeded, 'catalog');
      const server = await startStoreServer(ctx, { databaseUrl, env: STORE_ENV });
      // PostgreSQL: a second instance, to which the changes the writer makes on the first propagate.
      const second = database === 'PostgreSQL' ? await startStoreServer(ctx, { databaseUrl, env: STORE_ENV }) : null;
      await sleep(1000);
      const rssIdle = memoryMb(server.pid);
      // The bare route returns exactly the bytes the store returned for the same kind of request.
      const body = async (p: string) => (await fetch(`${server.origin}${p}`)).text();
      const firstPage = await body(`/api/products?limit=${PAGE_SIZE}&page=1`);
      bare ??= await startBareServer(ctx, { page: firstPage, product: await body(`/api/products/${ids[0] ?? ''}`) });
      await sleep(1000);
      const rssFirstPage = memoryMb(server.pid);
      const cold = await measureColdBuilds(server.origin);
      ctx.log(`  ${database}: uncached answers ${JSON.stringify(cold)}`);
      const readOnceSeconds = await readEverythingOnce(server.origin, ids, size.products);
      ctx.log(`  ${database}: every page, search and sampled product read once in ${readOnceSeconds} s`);
      const reads = await measureRoutes(ctx, server, bare, ids, `(${database}, reads only)`);
      const stopWriter = await startWriter(server.origin, ids);
      const written = await measureRoutes(ctx, server, bare, ids, `(${database}, ${ORDERS_PER_SECOND} orders/s)`);
      const writes = await stopWriter();
      await sleep(1000);
      const rssLoaded = memoryMb(server.pid);
      ctx.log(`  ${database}: writer ${JSON.stringify(writes)}; RSS ${rssLoaded} MB after load`);
      const propagation = second
        ? await measurePropagation(databaseUrl, server, second, ids, size.propagationSamples)
        : undefined;
      if (propagation) ctx.log(`  propagation to another instance: ${JSON.stringify(propagation)}`);
      await second?.stop();
      await server.stop();
      return { database, reads, written, writes, rssIdle, rssFirstPage, rssLoaded, readOnceSeconds, cold, propagation };
    };
    const runs: NonNullable<Awaited<ReturnType<typeof runOn>>>[] = [];
    for (const database of ['SQLite', 'PostgreSQL'] as const) {
      const run = await runOn(database);
      if (run) runs.push(run);
      else notes.push(POSTGRES_SKIPPED);
    }

    const targets: TargetCheck[] = [];
    const percentOfBare = (p: RouteRun[Route]) =>
      Math.round((p.route.requestsPerSecond / Math.max(1, p.bare.requestsPerSecond)) * 100);
    for (const run of runs) {
      for (const phase of ['reads', 'written'] as const) {
        const minRatio = MIN_RATIO[phase];
        for (const p of Object.values(run[phase])) {
          const { name, p99Ms, non2xx, errors } = p.route;
          targets.push(checkTarget(`${name}: throughput / bare`, percentOfBare(p), '%', 'min', minRatio * 100));
          const bound = Math.max(MIN_P99_BOUND_MS, 2 * p.bare.p99Ms);
          targets.push(checkTarget(`${name}: p99 latency`, p99Ms, 'ms', 'max', bound));
          if (non2xx + errors > 0)
            notes.push(`${name}: ${non2xx} non-2xx responses and ${errors} errors during the run`);
        }
      }
      if (run.database === 'SQLite') {
        targets.push(
          checkTarget('SQLite: RSS at idle after the first page', run.rssFirstPage, 'MB', 'max', MAX_IDLE_RSS_MB),
          checkTarget('SQLite: RSS after the load (cache full)', run.rssLoaded, 'MB', 'max', MAX_LOADED_RSS_MB),
        );
      }
      if (run.propagation) {
        const name = `${run.database}: an order on one instance shows on another (median)`;
        targets.push(checkTarget(name, run.propagation.medianMs, 'ms', 'max', MAX_PROPAGATION_MS));
      }
    }

    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    const each = (describe: (run: (typeof runs)[number]) => string) =>
      runs.map((r) => `${r.database} ${describe(r)}`).join('; ');
    notes.push(
      `Load average (1, 5, 15 min) at the end of the run: ${load}.`,
      `Before the load, every page, search and sampled product was read once (${each((r) => `${r.readOnceSeconds} s`)}, 8 at a time): the figures are the steady state, with the answers cached.`,
      `Writer: ${each((r) => `${r.writes.accepted} orders accepted (${r.writes.perSecond}/s), ${r.writes.refused} refused`)}.`,
    );
    // Per database: the bare route (the median of its runs before the routes with that body), then
    // each route, its requests/s also as a share of the bare route's just before it.
    const bareCells = (pairs: RouteRun[Route][]) => [
      Math.round(median(pairs.map((p) => p.bare.requestsPerSecond))),
      '-',
      median(pairs.map((p) => p.bare.p99Ms)),
    ];
    const routeCells = (p: RouteRun[Route]) => [p.route.requestsPerSecond, `${percentOfBare(p)} %`, p.route.p99Ms];
    const rows = runs.flatMap(({ database, reads, written }) => {
      const row = (label: string, cells: (run: RouteRun) => (string | number)[]) => [
        database,
        label,
        ...cells(reads),
        ...cells(written),
      ];
      return [
        row('bare route, page body (median)', (r) => bareCells([r.page, r.search, r.filter])),
        ...(['page', 'search', 'filter'] as const).map((k) => row(ROUTES[k], (r) => routeCells(r[k]))),
        row('bare route, product body', (r) => bareCells([r.id])),
        row(ROUTES.id, (r) => routeCells(r.id)),
      ];
    });
    const { direct, ...viaApi } = runs.find((r) => r.propagation)?.propagation ?? {};
    return {
      tables: [
        {
          title: `Catalog API, ${size.products.toLocaleString('en')} products, ${ctx.load.connections} connections, each route right after the bare route given the same requests`,
          columns: [
            'database',
            'route',
            'reads: req/s',
            'of bare',
            'p99 ms',
            `${ORDERS_PER_SECOND} orders/s: req/s`,
            'of bare',
            'p99 ms',
          ],
          rows,
        },
        table('Answers not cached yet (the read model and the search engine), sequential, ms', runs, [
          ['database', (r) => r.database],
          ['first filtered list (reads the facts)', (r) => r.cold.firstFilterMs],
          ['filtered list, median', (r) => r.cold.filterMedianMs],
          ['search, median', (r) => r.cold.searchMedianMs],
          ['search, max', (r) => r.cold.searchMaxMs],
        ]),
        {
          title: 'Resident memory of the store server (MB)',
          columns: ['database', 'idle after start', 'idle after the first page', 'after the load'],
          rows: runs.map((r) => [r.database, r.rssIdle, r.rssFirstPage, r.rssLoaded]),
        },
        ...(direct
          ? [
              {
                title: `A stock change shown on a second instance (PostgreSQL, ${size.propagationSamples} samples each), ms`,
                columns: ['written by', 'median', 'p90', 'max'],
                rows: [
                  ['an order through the first instance (NOTIFY)', ...Object.values(viaApi)],
                  ['another connection, straight to the table (periodic check)', ...Object.values(direct)],
                ],
              },
            ]
          : []),
      ],
      targets,
      notes,
      data: { products: size.products, connections: ctx.load.connections, loadAverage: load, runs },
    };
  },
};
