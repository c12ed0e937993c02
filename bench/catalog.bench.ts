// The catalog API under load beside a bare route, reads only and with a writer, on SQLite and
// PostgreSQL (docs/benchmarks.md, Catalog).
// NOTE: the writer's orders take stock (and add accounts, sessions, order lines, payments, change
// log rows). So that every run starts from the same catalog, the seeded catalogs kept between runs
// are never served: SQLite runs on a copy of the cached file, PostgreSQL on a database created from
// the seeded one as a template and dropped at the end; each copy is checked against the seed's
// recorded product count and total stock (and no orders, no accounts) before the run uses it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  BENCH_CATEGORIES,
  benchCategoryId,
  checkAsSeeded,
  copyPostgresCatalog,
  SEARCH_WORDS,
  seededCatalog,
  seededPostgresCatalog,
} from './lib/catalog-seed.ts';
import { type LoadResult, measure, median, memoryMb, seededRandom } from './lib/load.ts';
import { POSTGRES_SKIPPED } from './lib/databases.ts';
import { measurePropagation } from './lib/propagation.ts';
import { type RunningServer, signUpCustomer, startBareServer, startStoreServer } from './lib/servers.ts';
import { type BenchContext, type Benchmark, checkTarget, type TargetCheck } from './lib/types.ts';

const FULL = { products: Number(process.env.BENCH_PRODUCTS ?? 100_000), propagationSamples: 30 };
const SMOKE = { products: 100, propagationSamples: 1 };
const sizeOf = (ctx: BenchContext) => (ctx.smoke ? SMOKE : FULL);
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
      // one in eight is seeded so): every order the writer sends can be accepted, so the run sees
      // ORDERS_PER_SECOND stock changes a second, not that less the refusals.
      let id = '';
      let product = { minQuantity: 1, maxQuantity: 0 };
      for (let tries = 0; tries < 10 && product.maxQuantity < product.minQuantity; tries++) {
        id = ids[Math.floor(random() * ids.length)] ?? '';
        product = (await (await fetch(`${origin}/api/products/${id}`)).json()) as typeof product;
      }
      const res = await fetch(`${origin}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
        body: JSON.stringify({
          productId: id,
          orderQuanty: product.minQuantity,
          address: 'House 1, Road 2, Dhanmondi, Dhaka',
          phone: '+880 1711-000000',
        }),
      });
      await res.arrayBuffer();
      if (res.status === 201) counts.accepted++;
      else counts.refused++;
    } catch {
      counts.failed++;
    }
  };
  const started = Date.now();
  const timer = setInterval(() => void placeOne(), 1000 / ORDERS_PER_SECOND);
  return {
    stop: async () => {
      clearInterval(timer);
      await sleep(200);
      return { ...counts, perSecond: Math.round((counts.accepted / ((Date.now() - started) / 1000)) * 10) / 10 };
    },
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

/** A store route and, measured just before it, the bare route given the same requests. */
interface Pair {
  bare: LoadResult;
  route: LoadResult;
}

interface RouteRun {
  page: Pair;
  search: Pair;
  filter: Pair;
  id: Pair;
}

/**
 * Each route right after its bare route: on a machine whose other work comes and goes, a ratio to
 * a bare figure taken minutes earlier says more about the machine than the route. The bare route
 * gets the same requests (the same paths and queries, under /bare/page or /bare/product): a
 * random path costs the load generator 4-8 µs a request, which on two cores shared with the
 * server cost the bare route 5-14 % of its rate when it alone was sent one fixed path.
 */
async function measureRoutes(
  ctx: BenchContext,
  server: RunningServer,
  bare: RunningServer,
  ids: string[],
  label: string,
): Promise<RouteRun> {
  const { origin } = server;
  // NOTE: each process's CPU per answer, and what the rest of the machine used meanwhile.
  const serverPid = server.pid;
  const pages = Math.ceil(sizeOf(ctx).products / PAGE_SIZE);
  const random = seededRandom(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const pair = async (name: string, path: () => string, body: 'page' | 'product'): Promise<Pair> => {
    const barePath = () =>
      path().replace(
        body === 'page' ? '/api/products' : '/api/products/',
        `/bare/${body}${body === 'page' ? '' : '/'}`,
      );
    const bareResult = await measure(ctx, {
      name: `bare route, ${body} body, the next route's requests ${label}`,
      origin: bare.origin,
      serverPid: bare.pid,
      path: barePath,
    });
    return { bare: bareResult, route: await measure(ctx, { name, origin, serverPid, path }) };
  };
  const page = await pair(
    `GET /api/products?limit=${PAGE_SIZE}&page=N ${label}`,
    () => `/api/products?limit=${PAGE_SIZE}&page=${1 + Math.floor(random() * pages)}`,
    'page',
  );
  const search = await pair(
    `GET /api/products?q=<word>&limit=${PAGE_SIZE} ${label}`,
    () => `/api/products?q=${pick(SEARCH_WORDS)}&limit=${PAGE_SIZE}`,
    'page',
  );
  const filter = await pair(
    `GET /api/products?<filters>&facets=category&limit=${PAGE_SIZE} ${label}`,
    () => pick(FILTER_QUERIES),
    'page',
  );
  const id = await pair(`GET /api/products/{id} ${label}`, () => `/api/products/${pick(ids)}`, 'product');
  return { page, search, filter, id };
}

/**
 * Reads every page, every search's first page and every sampled product once, 8 at a time, as
 * visitors would over a while: the load that follows measures the steady state (a cache holding
 * what is asked), not the first minute after a start. Returns the seconds it took.
 */
async function readEverythingOnce(origin: string, ids: string[], products: number): Promise<number> {
  const pages = Math.ceil(products / PAGE_SIZE);
  const paths = [
    ...Array.from({ length: pages }, (_, i) => `/api/products?limit=${PAGE_SIZE}&page=${i + 1}`),
    ...SEARCH_WORDS.map((w) => `/api/products?q=${w}&limit=${PAGE_SIZE}`),
    ...FILTER_QUERIES,
    ...ids.map((id) => `/api/products/${id}`),
  ];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < paths.length) {
        const p = paths[next++] ?? '';
        await fetch(`${origin}${p}`).then((r) => r.arrayBuffer());
      }
    }),
  );
  return Math.round((performance.now() - started) / 100) / 10;
}

/**
 * Answers nobody asked for before (no cached answer): what the read model costs. The first filtered
 * request reads every product's facts (category, price, stock); the next ones reuse them. Searches
 * ask the full-text engine (FTS5 or tsvector) and rank. Sequential, one at a time.
 */
async function measureColdBuilds(origin: string) {
  const time = async (p: string) => {
    const started = performance.now();
    const res = await fetch(`${origin}${p}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${p}: ${res.status}`);
    return performance.now() - started;
  };
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const firstFilter = round(
    await time(`/api/products?category=${benchCategoryId(0)}&minPrice=1&facets=category&limit=${PAGE_SIZE}`),
  );
  const filters: number[] = [];
  for (const [i] of BENCH_CATEGORIES.entries()) {
    filters.push(
      await time(
        `/api/products?category=${benchCategoryId(i)}&minPrice=${2 + i}&inStock=true&facets=category&limit=${PAGE_SIZE}`,
      ),
    );
  }
  const searches: number[] = [];
  for (const w of ['chainr', 'brak', 'sealed hub', 'touring saddle', 'alloy', 'carbon fork', 'monsoon', 'dhaka']) {
    searches.push(await time(`/api/products?q=${encodeURIComponent(w)}&facets=category&limit=${PAGE_SIZE}`));
  }
  return {
    firstFilterMs: firstFilter,
    filterMedianMs: round(median(filters)),
    searchMedianMs: round(median(searches)),
    searchMaxMs: round(Math.max(...searches)),
  };
}

/** Reads only, then with the writer; RSS at idle after the first page and after the load. */
async function runOn(ctx: BenchContext, server: RunningServer, bare: RunningServer, ids: string[], label: string) {
  await fetch(`${server.origin}/api/products?limit=${PAGE_SIZE}&page=1`).then((r) => r.arrayBuffer());
  await sleep(1000);
  const rssFirstPage = memoryMb(server.pid);
  const cold = await measureColdBuilds(server.origin);
  ctx.log(`  ${label}: uncached answers ${JSON.stringify(cold)}`);
  const readOnceSeconds = await readEverythingOnce(server.origin, ids, sizeOf(ctx).products);
  ctx.log(`  ${label}: every page, search and sampled product read once in ${readOnceSeconds} s`);
  const reads = await measureRoutes(ctx, server, bare, ids, `(${label}, reads only)`);
  const writer = await startWriter(server.origin, ids);
  const written = await measureRoutes(ctx, server, bare, ids, `(${label}, ${ORDERS_PER_SECOND} orders/s)`);
  const writes = await writer.stop();
  await sleep(1000);
  const rssLoaded = memoryMb(server.pid);
  ctx.log(
    `  ${label}: writer ${JSON.stringify(writes)}; RSS ${rssFirstPage} MB after the first page, ${rssLoaded} MB after load`,
  );
  return { reads, written, writes, rssFirstPage, rssLoaded, readOnceSeconds, cold };
}

export const bench: Benchmark = {
  name: 'catalog',
  description: `GET /api/products (paged, search, filters with facets) and /api/products/{id} on ${FULL.products.toLocaleString('en')} products in ${BENCH_CATEGORIES.length} categories, SQLite and PostgreSQL, reads only and with ${ORDERS_PER_SECOND} orders/s`,
  async run(ctx) {
    const size = sizeOf(ctx);
    ctx.log(`seeding ${size.products.toLocaleString('en')} products ...`);
    const seeded = await seededCatalog(ctx, size.products);
    const mb = `${(fs.statSync(seeded.file).size / 1e6).toFixed(0)} MB`;
    ctx.log(
      seeded.reused
        ? `  reused ${path.relative(ctx.repoRoot, seeded.file)} (${mb}; seeding took ${seeded.seedSeconds.toFixed(1)} s)`
        : `  seeded in ${seeded.seedSeconds.toFixed(1)} s (${mb})`,
    );
    // The run writes orders: a copy, so that the cached catalog stays as seeded.
    const dbFile = path.join(ctx.tmpDir, 'catalog.db');
    fs.copyFileSync(seeded.file, dbFile);
    await checkAsSeeded(`file:${dbFile}`, seeded.state);

    const store = await startStoreServer(ctx, { databaseUrl: `file:${dbFile}`, seedDemo: false, env: STORE_ENV });
    await sleep(1000);
    const rssIdle = memoryMb(store.pid);

    // The bare route returns exactly the bytes the store returned for the same kind of request.
    const firstPage = await (await fetch(`${store.origin}/api/products?limit=${PAGE_SIZE}&page=1`)).text();
    const oneProduct = await (await fetch(`${store.origin}/api/products/${seeded.ids[0] ?? ''}`)).text();
    const bodiesFile = path.join(ctx.tmpDir, 'bare-bodies.json');
    fs.writeFileSync(bodiesFile, JSON.stringify({ page: firstPage, product: oneProduct }));
    const bare = await startBareServer(ctx, bodiesFile);

    ctx.log(
      `load: ${ctx.load.connections} connections, ${ctx.load.durationSeconds} s per route (after ${ctx.load.warmupSeconds} s warm-up)`,
    );
    const sqlite = await runOn(ctx, store, bare, seeded.ids, 'SQLite');
    await store.stop();

    const notes: string[] = [];
    ctx.log('PostgreSQL: seeding or reusing the catalog ...');
    const seededPg = await seededPostgresCatalog(ctx, size.products);
    let postgres:
      (Awaited<ReturnType<typeof runOn>> & { propagation: Awaited<ReturnType<typeof measurePropagation>> }) | null =
      null;
    if (!seededPg) notes.push(POSTGRES_SKIPPED);
    else {
      ctx.log(seededPg.reused ? '  reused' : `  seeded in ${seededPg.seedSeconds.toFixed(1)} s`);
      const copyStarted = Date.now();
      const databaseUrl = await copyPostgresCatalog(ctx, seededPg);
      await checkAsSeeded(databaseUrl, seededPg.state);
      ctx.log(`  copied for this run in ${((Date.now() - copyStarted) / 1000).toFixed(1)} s`);
      const first = await startStoreServer(ctx, { databaseUrl, seedDemo: false, env: STORE_ENV });
      const second = await startStoreServer(ctx, { databaseUrl, seedDemo: false, env: STORE_ENV });
      const run = await runOn(ctx, first, bare, seededPg.ids, 'PostgreSQL');
      const propagation = await measurePropagation(databaseUrl, first, second, seededPg.ids, size.propagationSamples);
      ctx.log(`  propagation to another instance: ${JSON.stringify(propagation)}`);
      postgres = { ...run, propagation };
      await first.stop();
      await second.stop();
    }

    const targets: TargetCheck[] = [];
    const ratio = (r: LoadResult, baseline: LoadResult) =>
      r.requestsPerSecond / Math.max(1, baseline.requestsPerSecond);
    const check = (run: RouteRun, minRatio: number) => {
      for (const { route, bare: baseline } of [run.page, run.search, run.filter, run.id]) {
        targets.push(
          checkTarget(
            `${route.name}: throughput / bare`,
            Math.round(ratio(route, baseline) * 100),
            '%',
            'min',
            minRatio * 100,
          ),
        );
        const bound = Math.max(MIN_P99_BOUND_MS, 2 * baseline.p99Ms);
        targets.push(checkTarget(`${route.name}: p99 latency`, route.p99Ms, 'ms', 'max', bound));
        if (route.non2xx + route.errors > 0) {
          notes.push(`${route.name}: ${route.non2xx} non-2xx responses and ${route.errors} errors during the run`);
        }
      }
    };
    check(sqlite.reads, MIN_RATIO.reads);
    check(sqlite.written, MIN_RATIO.written);
    if (postgres) {
      check(postgres.reads, MIN_RATIO.reads);
      check(postgres.written, MIN_RATIO.written);
    }
    targets.push(
      checkTarget('SQLite: RSS at idle after the first page', sqlite.rssFirstPage, 'MB', 'max', MAX_IDLE_RSS_MB),
    );
    targets.push(
      checkTarget('SQLite: RSS after the load (cache full)', sqlite.rssLoaded, 'MB', 'max', MAX_LOADED_RSS_MB),
    );
    if (postgres) {
      targets.push(
        checkTarget(
          'PostgreSQL: an order on one instance shows on another (median)',
          postgres.propagation.medianMs,
          'ms',
          'max',
          MAX_PROPAGATION_MS,
        ),
      );
    }

    const row = (r: LoadResult, baseline?: LoadResult) => [
      r.name,
      r.requestsPerSecond,
      r.p50Ms,
      r.p99Ms,
      baseline ? `${Math.round(ratio(r, baseline) * 100)} %` : '-',
      r.bytesPerRequest,
      r.serverCpuUsPerRequest ?? '-',
      r.otherCores ?? '-',
      r.non2xx + r.errors,
    ];
    const routeRows = (run: RouteRun) =>
      [run.page, run.search, run.filter, run.id].flatMap((p) => [row(p.bare), row(p.route, p.bare)]);
    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    notes.push(`Load average (1, 5, 15 min) at the end of the run: ${load}.`);
    notes.push(
      'server µs/req: the CPU time of the answering process (the store, or the bare server) per answer; ' +
        "others, cores: the cores busy meanwhile with anything but that process and the bench's own load " +
        'generator (the database, the writer, other work on the machine), from /proc.',
    );
    notes.push(
      `Before the load, every page, search and sampled product was read once (SQLite ${sqlite.readOnceSeconds} s` +
        (postgres ? `, PostgreSQL ${postgres.readOnceSeconds} s` : '') +
        ', 8 at a time): the figures are the steady state, with the answers cached.',
    );
    notes.push(
      `Writer: SQLite ${sqlite.writes.accepted} orders accepted (${sqlite.writes.perSecond}/s), ${sqlite.writes.refused} refused` +
        (postgres
          ? `; PostgreSQL ${postgres.writes.accepted} accepted (${postgres.writes.perSecond}/s), ${postgres.writes.refused} refused`
          : '') +
        '.',
    );
    return {
      tables: [
        {
          title: `Catalog API, ${size.products.toLocaleString('en')} products, ${ctx.load.connections} connections`,
          columns: [
            'route',
            'req/s',
            'p50 ms',
            'p99 ms',
            'of bare',
            'bytes/resp',
            'server µs/req',
            'others, cores',
            'failed',
          ],
          rows: [
            ...routeRows(sqlite.reads),
            ...routeRows(sqlite.written),
            ...(postgres ? [...routeRows(postgres.reads), ...routeRows(postgres.written)] : []),
          ],
        },
        {
          title: 'Answers not cached yet (the read model and the search engine), sequential, ms',
          columns: [
            'database',
            'first filtered list (reads the facts)',
            'filtered list, median',
            'search, median',
            'search, max',
          ],
          rows: [
            [
              'SQLite',
              sqlite.cold.firstFilterMs,
              sqlite.cold.filterMedianMs,
              sqlite.cold.searchMedianMs,
              sqlite.cold.searchMaxMs,
            ],
            ...(postgres
              ? [
                  [
                    'PostgreSQL',
                    postgres.cold.firstFilterMs,
                    postgres.cold.filterMedianMs,
                    postgres.cold.searchMedianMs,
                    postgres.cold.searchMaxMs,
                  ],
                ]
              : []),
          ],
        },
        {
          title: 'Resident memory of the store server (MB)',
          columns: ['database', 'idle after start', 'idle after the first page', 'after the load'],
          rows: [
            ['SQLite', rssIdle, sqlite.rssFirstPage, sqlite.rssLoaded],
            ...(postgres ? [['PostgreSQL', '-', postgres.rssFirstPage, postgres.rssLoaded]] : []),
          ],
        },
        ...(postgres
          ? [
              {
                title: `A stock change shown on a second instance (PostgreSQL, ${size.propagationSamples} samples each), ms`,
                columns: ['written by', 'median', 'p90', 'max'],
                rows: [
                  [
                    'an order through the first instance (NOTIFY)',
                    postgres.propagation.medianMs,
                    postgres.propagation.p90Ms,
                    postgres.propagation.maxMs,
                  ],
                  [
                    'another connection, straight to the table (periodic check)',
                    postgres.propagation.direct.medianMs,
                    postgres.propagation.direct.p90Ms,
                    postgres.propagation.direct.maxMs,
                  ],
                ],
              },
            ]
          : []),
      ],
      targets,
      notes,
      data: {
        products: size.products,
        seedSeconds: seeded.seedSeconds,
        seedReused: seeded.reused,
        connections: ctx.load.connections,
        durationSeconds: ctx.load.durationSeconds,
        searchWords: SEARCH_WORDS,
        filterQueries: FILTER_QUERIES.length,
        loadAverage: load,
        results: { sqlite, postgres, rssIdle },
      },
    };
  },
};
