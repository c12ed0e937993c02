// Lighthouse's mobile preset on the store's pages in Debian's Chromium, the median of LIGHTHOUSE_RUNS
// runs per page (one run varies by several hundred ms of TBT on two shared cores), beside a bare
// page with the store's headers, with and without Cross-Origin-Opener-Policy (the machine's floor).
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { productPublicPath } from '@store/shared/product-slug';
import { median } from './lib/load.ts';
import { startBareServer, startStoreServer } from './lib/servers.ts';
import { type Benchmark, checkTarget } from './lib/types.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run'.split(
    ' ',
  );
/** Besides these, a product page of the demo catalog: the oldest product's public page (found at run time). */
const PAGES = ['/', '/allproducts'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** The bare page of the floor rows: what any page costs this machine's Chromium. */
const BARE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Bare page</title><meta name="description" content="A heading and a sentence."></head>' +
  '<body><main><h1>Bare page</h1><p>A heading and a sentence, nothing else.</p></main></body></html>';

/** The store's response headers a bare page does not copy: it keeps the security headers, caching and type. */
const NOT_COPIED = new Set(['content-length', 'content-encoding', 'etag', 'date', 'connection', 'keep-alive', 'vary']);

/** Each page's figures (a category's score, or an audit's value), the median of its runs, against their targets. */
const FIGURES = [
  { key: 'performance', label: 'performance', kind: 'min', target: 95, unit: '' },
  { key: 'accessibility', label: 'accessibility', kind: 'min', target: 100, unit: '' },
  { key: 'best-practices', label: 'best practices', kind: 'min', target: 100, unit: '' },
  { key: 'seo', label: 'SEO', kind: 'min', target: 100, unit: '' },
  { key: 'lcpMs', audit: 'largest-contentful-paint', label: 'LCP', kind: 'max', target: 1500, unit: 'ms' },
  { key: 'tbtMs', audit: 'total-blocking-time', label: 'TBT', kind: 'max', target: 100, unit: 'ms' },
  { key: 'cls', audit: 'cumulative-layout-shift', label: 'CLS', kind: 'max', target: 0.05, unit: '' },
] as const;
type Figures = Record<(typeof FIGURES)[number]['key'], number | null>;
const CATEGORIES = FIGURES.flatMap((f) => ('audit' in f ? [] : [f.key]));

/** One run: its figures, what it flags (failed accessibility audits, savings) and Lighthouse's warnings. */
async function runLighthouse(url: string, port: number) {
  const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = runner;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const figures = Object.fromEntries(
    FIGURES.map((f) => {
      if ('audit' in f) return [f.key, lhr.audits[f.audit]?.numericValue ?? null];
      const score = lhr.categories[f.key]?.score;
      return [f.key, score === null || score === undefined ? null : Math.round(score * 100)];
    }),
  ) as Figures;
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.details?.type === 'opportunity')
    .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  const failedA11y = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => `accessibility: ${a?.title ?? ''}`);
  return { figures, flags: [...opportunities, ...failedA11y], warnings: lhr.runWarnings };
}

export const bench: Benchmark = {
  name: 'lighthouse',
  description: 'Lighthouse mobile preset on /, /allproducts and a product page (demo data)',
  async run(ctx) {
    // A smoke run: one page, one run, no floor rows.
    const runCount = ctx.smoke ? 1 : RUNS;
    const store = await startStoreServer(ctx, { seedDemo: true });
    if (!fs.existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH}: apt-get install -y chromium`);
    const userDataDir = path.join(ctx.tmpDir, 'chrome-profile');
    fs.mkdirSync(userDataDir, { recursive: true });
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      userDataDir,
      logLevel: 'silent',
    });
    ctx.defer(() => chrome.kill());

    const products = (await (await fetch(`${store.origin}/api/products`)).json()) as { _id: string; name: string }[];
    const oldest = products.at(-1);
    const pages = ctx.smoke ? ['/'] : oldest ? [...PAGES, productPublicPath(oldest)] : PAGES;
    const home = await fetch(`${store.origin}/`);
    await home.arrayBuffer();
    const headers = [...home.headers].filter(([key]) => !NOT_COPIED.has(key));
    const bare = await startBareServer(ctx, {
      withHeaders: { body: BARE_HTML, headers: Object.fromEntries(headers) },
      withoutCoop: {
        body: BARE_HTML,
        headers: Object.fromEntries(headers.filter(([key]) => key !== 'cross-origin-opener-policy')),
      },
    });
    const targetsToRun = [
      ...pages.map((pagePath) => ({ label: pagePath, url: `${store.origin}${pagePath}`, floor: false })),
      ...(ctx.smoke ? [] : ['withHeaders', 'withoutCoop']).map((kind) => ({
        label: `bare page, the store's headers${kind === 'withoutCoop' ? ' without COOP' : ''} (floor)`,
        url: `${bare.origin}/bare/${kind}`,
        floor: true,
      })),
    ];
    const results = [];
    for (const page of targetsToRun) {
      const runs: Awaited<ReturnType<typeof runLighthouse>>[] = [];
      for (let run = 1; run <= runCount; run++) {
        ctx.log(`  lighthouse ${page.label} (${run}/${runCount}) ...`);
        runs.push(await runLighthouse(page.url, chrome.port));
      }
      // The median of each figure over the runs; what any run flagged, once each.
      const valuesOf = (key: keyof Figures) => runs.map((r) => r.figures[key]).filter((v) => v !== null);
      const figures = Object.fromEntries(
        FIGURES.map(({ key }) => {
          const values = valuesOf(key);
          const precision = key === 'cls' ? 1000 : 1;
          return [key, values.length ? Math.round(median(values) * precision) / precision : null];
        }),
      ) as Figures;
      const tbts = valuesOf('tbtMs').map(Math.round);
      results.push({
        ...page,
        figures,
        tbtRange: tbts.length ? `${Math.min(...tbts)}-${Math.max(...tbts)}` : '-',
        flags: [...new Set(runs.flatMap((r) => r.flags))],
        warnings: [...new Set(runs.flatMap((r) => r.warnings))],
      });
    }

    const measured = results.filter((r) => !r.floor);
    return {
      tables: [
        {
          title: `Lighthouse, mobile preset (simulated slow 4G, 4x CPU slowdown), median of ${runCount} runs`,
          columns: ['page', ...FIGURES.map((f) => f.label + (f.unit ? ` ${f.unit}` : '')), 'TBT range ms'],
          rows: results.map((r) => [r.label, ...FIGURES.map((f) => r.figures[f.key] ?? '-'), r.tbtRange]),
        },
      ],
      targets: measured.flatMap((r) =>
        FIGURES.map((f) => {
          const value = r.figures[f.key] ?? (f.kind === 'min' ? 0 : Number.POSITIVE_INFINITY);
          return checkTarget(`Lighthouse ${r.label}: ${f.label}`, value, f.unit, f.kind, f.target);
        }),
      ),
      notes: measured.flatMap((r) => [
        ...r.flags.map((o) => `${r.label}: ${o}`),
        ...r.warnings.map((w) => `${r.label}: Lighthouse warns: ${w.replace(/\s+/g, ' ').slice(0, 200)}`),
      ]),
      data: { pages: results },
    };
  },
};
