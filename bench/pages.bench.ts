// Server-rendered pages from the page cache beside a bare route returning the same bytes, and the
// home page with the cache off (what a miss costs).
import { productPublicPath } from '@store/shared/product-slug';
import { type LoadResult, measure, seededRandom } from './lib/load.ts';
import { startBareServer, startStoreServer } from './lib/servers.ts';
import { type Benchmark, checkTarget } from './lib/types.ts';

const MIN_RATIO = 0.6;

export const bench: Benchmark = {
  name: 'pages',
  description: 'server-rendered home and product pages (page cache on and off) beside a bare route',
  async run(ctx) {
    const store = await startStoreServer(ctx, { seedDemo: true });
    const products = (await (await fetch(`${store.origin}/api/products`)).json()) as { _id: string; name: string }[];
    const paths = products.map((p) => productPublicPath(p));
    const first = paths[0];
    if (!first) throw new Error('no demo products');
    // The bare routes return exactly the bytes the store returned for the same pages.
    const body = async (p: string) => (await fetch(`${store.origin}${p}`)).text();
    const bare = await startBareServer(ctx, { home: await body('/'), product: await body(first) });
    // Every product page once, so the load measures the steady state.
    for (const p of paths) await fetch(`${store.origin}${p}`).then((r) => r.arrayBuffer());

    // Each page right after the bare route returning its bytes.
    const random = seededRandom(5);
    const results: { route: LoadResult; bare?: LoadResult }[] = [];
    for (const [name, path, barePath] of [
      ['GET / (server-rendered, cached)', '/', '/bare/home'],
      [
        'GET /products/{id}/{slug} (server-rendered, cached)',
        () => paths[Math.floor(random() * paths.length)] ?? first,
        '/bare/product',
      ],
    ] as const) {
      const bareResult = await measure(ctx, `bare route, ${barePath}`, bare, barePath);
      results.push({ bare: bareResult, route: await measure(ctx, name, store, path) });
    }
    await store.stop();
    await bare.stop();
    const uncachedStore = await startStoreServer(ctx, { seedDemo: true, env: { PAGE_CACHE_MB: '0' } });
    const name = 'GET / (server-rendered on every request, PAGE_CACHE_MB=0)';
    const uncachedHome = await measure(ctx, name, uncachedStore, '/');
    await uncachedStore.stop();
    results.push({ route: uncachedHome });

    const percentOfBare = (r: LoadResult, bare: LoadResult) =>
      Math.round((r.requestsPerSecond / bare.requestsPerSecond) * 100);
    return {
      tables: [
        {
          title: `Server-rendered pages, ${ctx.load.connections} connections, ${ctx.load.durationSeconds} s each`,
          columns: ['route', 'req/s', 'of bare', 'p50 ms', 'p99 ms', 'KB per answer', 'non-2xx'],
          rows: results.map(({ route: r, bare }) => [
            r.name,
            r.requestsPerSecond,
            bare ? `${percentOfBare(r, bare)} %` : '-',
            r.p50Ms,
            r.p99Ms,
            Math.round(r.bytesPerRequest / 102.4) / 10,
            r.non2xx + r.errors,
          ]),
        },
      ],
      targets: results.flatMap(({ route, bare }) =>
        bare
          ? [checkTarget(`${route.name}, % of the bare route`, percentOfBare(route, bare), '%', 'min', MIN_RATIO * 100)]
          : [],
      ),
      notes: [`A render without the cache: ${uncachedHome.p50Ms} ms at the median under load.`],
      data: { results },
    };
  },
};
