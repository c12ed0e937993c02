// Catalog API under load: 100,000 products on SQLite, 50 connections, each route against a bare
// Fastify route returning a constant body of the same size. Targets: every route at
// >= 50 % of the bare route's requests/s, and p99 < 25 ms.
import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_WORDS, seededCatalog } from './lib/catalog-seed.ts';
import { type LoadResult, measure, seededRandom } from './lib/load.ts';
import { startBareServer, startStoreServer } from './lib/servers.ts';
import { type Benchmark, checkTarget, type TargetCheck } from './lib/types.ts';

const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const PAGE_SIZE = 24;
const MIN_RATIO = 0.5;
const MAX_P99_MS = 25;

export const bench: Benchmark = {
  name: 'catalog',
  description: `GET /api/products (paged, search) and /api/products/{id} on ${PRODUCT_COUNT.toLocaleString('en')} products`,
  async run(ctx) {
    ctx.log(`seeding ${PRODUCT_COUNT.toLocaleString('en')} products ...`);
    const seeded = await seededCatalog(ctx.repoRoot, PRODUCT_COUNT);
    const size = `${(fs.statSync(seeded.file).size / 1e6).toFixed(0)} MB`;
    ctx.log(
      seeded.reused
        ? `  reused ${path.relative(ctx.repoRoot, seeded.file)} (${size}; seeding took ${seeded.seedSeconds.toFixed(1)} s)`
        : `  seeded in ${seeded.seedSeconds.toFixed(1)} s (${size})`,
    );

    const store = await startStoreServer(ctx, { databaseUrl: `file:${seeded.file}`, seedDemo: false });
    const pages = Math.ceil(PRODUCT_COUNT / PAGE_SIZE);
    const random = seededRandom(7);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

    // The bare route returns exactly the bytes the store returned for the same kind of request.
    const firstPage = await (await fetch(`${store.origin}/api/products?limit=${PAGE_SIZE}&page=1`)).text();
    const oneProduct = await (await fetch(`${store.origin}/api/products/${seeded.ids[0] ?? ''}`)).text();
    const bodiesFile = path.join(ctx.tmpDir, 'bare-bodies.json');
    fs.writeFileSync(bodiesFile, JSON.stringify({ page: firstPage, product: oneProduct }));
    const bare = await startBareServer(ctx, bodiesFile);

    ctx.log(
      `load: ${ctx.load.connections} connections, ${ctx.load.durationSeconds} s per route (after ${ctx.load.warmupSeconds} s warm-up)`,
    );
    const barePage = await measure(ctx, {
      name: `bare route (${firstPage.length} B body)`,
      origin: bare.origin,
      path: '/bare/page',
    });
    const pageRoute = await measure(ctx, {
      name: `GET /api/products?limit=${PAGE_SIZE}&page=1..${pages}`,
      origin: store.origin,
      path: () => `/api/products?limit=${PAGE_SIZE}&page=${1 + Math.floor(random() * pages)}`,
    });
    const searchRoute = await measure(ctx, {
      name: `GET /api/products?q=<word>&limit=${PAGE_SIZE}`,
      origin: store.origin,
      path: () => `/api/products?q=${pick(SEARCH_WORDS)}&limit=${PAGE_SIZE}`,
    });
    const bareOne = await measure(ctx, {
      name: `bare route (${oneProduct.length} B body)`,
      origin: bare.origin,
      path: '/bare/product',
    });
    const idRoute = await measure(ctx, {
      name: 'GET /api/products/{id}',
      origin: store.origin,
      path: () => `/api/products/${pick(seeded.ids)}`,
    });

    const compared: [LoadResult, LoadResult][] = [
      [pageRoute, barePage],
      [searchRoute, barePage],
      [idRoute, bareOne],
    ];
    const targets: TargetCheck[] = [];
    const notes: string[] = [];
    for (const [route, baseline] of compared) {
      const ratio = route.requestsPerSecond / Math.max(1, baseline.requestsPerSecond);
      targets.push(
        checkTarget(`${route.name}: throughput / bare`, Math.round(ratio * 100), '%', 'min', MIN_RATIO * 100),
      );
      targets.push(checkTarget(`${route.name}: p99 latency`, route.p99Ms, 'ms', 'max', MAX_P99_MS, true));
      if (route.non2xx + route.errors > 0) {
        notes.push(`${route.name}: ${route.non2xx} non-2xx responses and ${route.errors} errors during the run`);
      }
    }
    const row = (r: LoadResult, baseline?: LoadResult) => [
      r.name,
      r.requestsPerSecond,
      r.p50Ms,
      r.p99Ms,
      baseline ? `${Math.round((r.requestsPerSecond / Math.max(1, baseline.requestsPerSecond)) * 100)} %` : '-',
      r.bytesPerRequest,
      r.non2xx + r.errors,
    ];
    return {
      tables: [
        {
          title: `Catalog API, ${PRODUCT_COUNT.toLocaleString('en')} products (SQLite), ${ctx.load.connections} connections`,
          columns: ['route', 'req/s', 'p50 ms', 'p99 ms', 'of bare', 'bytes/resp', 'failed'],
          rows: [
            row(barePage),
            row(pageRoute, barePage),
            row(searchRoute, barePage),
            row(bareOne),
            row(idRoute, bareOne),
          ],
        },
      ],
      targets,
      notes,
      data: {
        products: PRODUCT_COUNT,
        seedSeconds: seeded.seedSeconds,
        seedReused: seeded.reused,
        connections: ctx.load.connections,
        durationSeconds: ctx.load.durationSeconds,
        searchWords: SEARCH_WORDS,
        results: { barePage, pageRoute, searchRoute, bareOne, idRoute },
      },
    };
  },
};
