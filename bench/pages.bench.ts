// Server-rendered pages from the page cache beside a bare route returning the same bytes, and the
// home page with the cache off (what a miss costs).
import fs from 'node:fs';
import path from 'node:path';
import { productPublicPath } from '@store/shared/product-slug';
import { type LoadResult, measure, seededRandom } from './lib/load.ts';
import { startBareServer, startStoreServer } from './lib/servers.ts';
import { type Benchmark, checkTarget } from './lib/types.ts';

const MIN_RATIO = 0.6;

export const bench: Benchmark = {
  name: 'pages',
  description: 'server-rendered home and product pages (page cache on and off) beside a bare route',
  async run(ctx) {
    const store = await startStoreServer(ctx, {
      databaseUrl: `file:${path.join(ctx.tmpDir, 'pages.db')}`,
      seedDemo: true,
    });
    const products = (await (await fetch(`${store.origin}/api/products`)).json()) as { _id: string; name: string }[];
    const paths = products.map((p) => productPublicPath(p));
    const first = paths[0];
    if (!first) throw new Error('no demo products');
    // The bare routes return exactly the bytes the store returned for the same pages.
    const home = await (await fetch(`${store.origin}/`)).text();
    const product = await (await fetch(`${store.origin}${first}`)).text();
    const bodiesFile = path.join(ctx.tmpDir, 'page-bodies.json');
    fs.writeFileSync(bodiesFile, JSON.stringify({ home, product }));
    const bare = await startBareServer(ctx, bodiesFile);
    // Every product page once, so the load measures the steady state.
    for (const p of paths) await fetch(`${store.origin}${p}`).then((r) => r.arrayBuffer());

    const random = seededRandom(5);
    const results: LoadResult[] = [];
    const bareHome = await measure(ctx, {
      name: 'bare route, home page body',
      origin: bare.origin,
      path: '/bare/home',
    });
    const cachedHome = await measure(ctx, { name: 'GET / (server-rendered, cached)', origin: store.origin, path: '/' });
    const bareProduct = await measure(ctx, {
      name: 'bare route, product page body',
      origin: bare.origin,
      path: '/bare/product',
    });
    const cachedProduct = await measure(ctx, {
      name: 'GET /products/{id}/{slug} (server-rendered, cached)',
      origin: store.origin,
      path: () => paths[Math.floor(random() * paths.length)] ?? first,
    });
    await store.stop();

    const uncachedStore = await startStoreServer(ctx, {
      databaseUrl: `file:${path.join(ctx.tmpDir, 'pages-uncached.db')}`,
      seedDemo: true,
      env: { PAGE_CACHE_MB: '0' },
    });
    const uncachedHome = await measure(ctx, {
      name: 'GET / (server-rendered on every request, PAGE_CACHE_MB=0)',
      origin: uncachedStore.origin,
      path: '/',
    });
    await uncachedStore.stop();
    await bare.stop();
    results.push(bareHome, cachedHome, bareProduct, cachedProduct, uncachedHome);

    const ratio = (a: LoadResult, b: LoadResult) => Math.round((a.requestsPerSecond / b.requestsPerSecond) * 100);
    return {
      tables: [
        {
          title: `Server-rendered pages, ${ctx.load.connections} connections, ${ctx.load.durationSeconds} s each`,
          columns: ['route', 'req/s', 'p50 ms', 'p99 ms', 'KB per answer', 'non-2xx'],
          rows: results.map((r) => [
            r.name,
            r.requestsPerSecond,
            r.p50Ms,
            r.p99Ms,
            Math.round(r.bytesPerRequest / 102.4) / 10,
            r.non2xx + r.errors,
          ]),
        },
      ],
      targets: [
        checkTarget('cached home page, % of the bare route', ratio(cachedHome, bareHome), '%', 'min', MIN_RATIO * 100),
        checkTarget(
          'cached product page, % of the bare route',
          ratio(cachedProduct, bareProduct),
          '%',
          'min',
          MIN_RATIO * 100,
        ),
      ],
      notes: [`A render without the cache: ${uncachedHome.p50Ms} ms at the median under load.`],
      data: { results },
    };
  },
};
