// Lighthouse's mobile preset on the store's pages in Debian's Chromium, the median of LIGHTHOUSE_RUNS
// runs per page (one run varies by several hundred ms of TBT on two shared cores), beside a bare
// page with the store's headers, with and without Cross-Origin-Opener-Policy (the machine's floor).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { productPublicPath } from '@store/shared/product-slug';
import { median } from './lib/load.ts';
import { startStoreServer } from './lib/servers.ts';
import { type Benchmark, checkTarget, type TargetCheck } from './lib/types.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Besides these, a product page of the demo catalog: the oldest product's public page (found at run time). */
const PAGES = ['/', '/allproducts'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** The bare page of the floor rows: what any page costs this machine's Chromium. */
const BARE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Bare page</title><meta name="description" content="A heading and a sentence."></head>' +
  '<body><main><h1>Bare page</h1><p>A heading and a sentence, nothing else.</p></main></body></html>';
const BARE_PATHS = { withHeaders: '/bare', withoutCoop: '/bare-without-coop' } as const;

/**
 * Serves the bare page with the response headers of the store's home page (its security headers,
 * caching and type), and without Cross-Origin-Opener-Policy at the second path.
 */
async function startBarePageServer(port: number, storeHeaders: Headers): Promise<http.Server> {
  const headers: Record<string, string> = {};
  storeHeaders.forEach((value, key) => {
    if (!['content-length', 'content-encoding', 'etag', 'date', 'connection', 'keep-alive', 'vary'].includes(key)) {
      headers[key] = value;
    }
  });
  const server = http.createServer((request, response) => {
    const own = { ...headers };
    if (request.url === BARE_PATHS.withoutCoop) delete own['cross-origin-opener-policy'];
    else if (request.url !== BARE_PATHS.withHeaders) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, own).end(BARE_HTML);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface PageScores {
  path: string;
  /** A floor row (the bare page): measured, no target. */
  floor: boolean;
  runs: number;
  /** The lowest and highest TBT of the runs. */
  tbtRange: [number, number] | null;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Lighthouse's own warnings (for example about this machine's slow CPU). */
  warnings: string[];
  /** The performance audits with the most estimated savings, when the score is under 100. */
  opportunities: string[];
}

export const bench: Benchmark = {
  name: 'lighthouse',
  description: 'Lighthouse mobile preset on /, /allproducts and a product page (demo data)',
  async run(ctx) {
    // A smoke run: one page, one run, no floor rows.
    const runCount = ctx.smoke ? 1 : RUNS;
    const store = await startStoreServer(ctx, {
      databaseUrl: `file:${path.join(ctx.tmpDir, 'demo.db')}`,
      seedDemo: true,
    });
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

    const results: PageScores[] = [];
    const products = (await (await fetch(`${store.origin}/api/products`)).json()) as { _id: string; name: string }[];
    const oldest = products.at(-1);
    const pages = ctx.smoke ? ['/'] : oldest ? [...PAGES, productPublicPath(oldest)] : PAGES;
    const home = await fetch(`${store.origin}/`);
    await home.arrayBuffer();
    const bare = await startBarePageServer(ctx.nextPort(), home.headers);
    ctx.defer(() => new Promise<void>((resolve) => bare.close(() => resolve())));
    const address = bare.address();
    const bareOrigin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    const targetsToRun = [
      ...pages.map((pagePath) => ({ path: pagePath, url: `${store.origin}${pagePath}`, floor: false })),
      ...(ctx.smoke ? [] : Object.values(BARE_PATHS)).map((barePath) => ({
        path: barePath,
        url: `${bareOrigin}${barePath}`,
        floor: true,
      })),
    ];
    for (const { path: pagePath, url, floor } of targetsToRun) {
      const runs: Omit<PageScores, 'runs' | 'tbtRange'>[] = [];
      for (let run = 1; run <= runCount; run++) {
        ctx.log(`  lighthouse ${pagePath} (${run}/${runCount}) ...`);
        const runner = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!runner) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
        const { lhr } = runner;
        // LIGHTHOUSE_REPORTS=<folder>: each run's whole report, to read where its time goes.
        const reports = process.env.LIGHTHOUSE_REPORTS;
        if (reports) {
          fs.mkdirSync(reports, { recursive: true });
          fs.writeFileSync(path.join(reports, `${pagePath.replace(/\W+/g, '_')}-${run}.json`), JSON.stringify(lhr));
        }
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${pagePath}: ${lhr.runtimeError.message}`);
        const score = (c: string) => {
          const s = lhr.categories[c]?.score;
          return s === null || s === undefined ? null : Math.round(s * 100);
        };
        const numeric = (id: string) => {
          const v = lhr.audits[id]?.numericValue;
          return v === undefined ? null : Math.round(v);
        };
        const opportunities = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.details?.type === 'opportunity')
          .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
        const failedA11y = (lhr.categories.accessibility?.auditRefs ?? [])
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => `accessibility: ${a?.title ?? ''}`);
        runs.push({
          path: pagePath,
          floor,
          scores: {
            performance: score('performance'),
            accessibility: score('accessibility'),
            'best-practices': score('best-practices'),
            seo: score('seo'),
          },
          lcpMs: numeric('largest-contentful-paint'),
          tbtMs: numeric('total-blocking-time'),
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
          warnings: lhr.runWarnings,
          opportunities: [...opportunities, ...failedA11y],
        });
      }
      // The median of each figure over the runs; the notes of every run, once each.
      const med = (pick: (r: (typeof runs)[number]) => number | null) => {
        const values = runs.map(pick).filter((v): v is number => v !== null);
        return values.length ? Math.round(median(values) * 1000) / 1000 : null;
      };
      const tbts = runs.map((r) => r.tbtMs).filter((v): v is number => v !== null);
      results.push({
        path: pagePath,
        floor,
        runs: runs.length,
        tbtRange: tbts.length ? [Math.min(...tbts), Math.max(...tbts)] : null,
        scores: {
          performance: med((r) => r.scores.performance),
          accessibility: med((r) => r.scores.accessibility),
          'best-practices': med((r) => r.scores['best-practices']),
          seo: med((r) => r.scores.seo),
        },
        lcpMs: med((r) => r.lcpMs),
        tbtMs: med((r) => r.tbtMs),
        cls: med((r) => r.cls),
        warnings: [...new Set(runs.flatMap((r) => r.warnings))],
        opportunities: [...new Set(runs.flatMap((r) => r.opportunities))],
      });
    }

    const targets: TargetCheck[] = results
      .filter((r) => !r.floor)
      .flatMap((r) => [
        checkTarget(`Lighthouse ${r.path}: performance`, r.scores.performance ?? 0, '', 'min', 95),
        checkTarget(`Lighthouse ${r.path}: accessibility`, r.scores.accessibility ?? 0, '', 'min', 100),
        checkTarget(`Lighthouse ${r.path}: best practices`, r.scores['best-practices'] ?? 0, '', 'min', 100),
        checkTarget(`Lighthouse ${r.path}: SEO`, r.scores.seo ?? 0, '', 'min', 100),
        checkTarget(`Lighthouse ${r.path}: LCP`, r.lcpMs ?? Number.POSITIVE_INFINITY, 'ms', 'max', 1500),
        checkTarget(`Lighthouse ${r.path}: TBT`, r.tbtMs ?? Number.POSITIVE_INFINITY, 'ms', 'max', 100),
        checkTarget(`Lighthouse ${r.path}: CLS`, r.cls ?? Number.POSITIVE_INFINITY, '', 'max', 0.05),
      ]);
    const notes = results
      .filter((r) => !r.floor)
      .flatMap((r) => [
        ...r.opportunities.map((o) => `${r.path}: ${o}`),
        ...r.warnings.map((w) => `${r.path}: Lighthouse warns: ${w.replace(/\s+/g, ' ').slice(0, 200)}`),
      ]);
    return {
      tables: [
        {
          title: `Lighthouse, mobile preset (simulated slow 4G, 4x CPU slowdown), median of ${runCount} runs`,
          columns: [
            'page',
            'performance',
            'accessibility',
            'best practices',
            'SEO',
            'LCP ms',
            'TBT ms',
            'TBT range ms',
            'CLS',
          ],
          rows: results.map((r) => [
            r.floor
              ? r.path === BARE_PATHS.withHeaders
                ? "bare page, the store's headers (floor)"
                : "bare page, the store's headers without COOP (floor)"
              : r.path,
            r.scores.performance ?? '-',
            r.scores.accessibility ?? '-',
            r.scores['best-practices'] ?? '-',
            r.scores.seo ?? '-',
            r.lcpMs ?? '-',
            r.tbtMs ?? '-',
            r.tbtRange ? `${r.tbtRange[0]}-${r.tbtRange[1]}` : '-',
            r.cls === null ? '-' : Math.round(r.cls * 1000) / 1000,
          ]),
        },
      ],
      targets,
      notes,
      data: { pages: results },
    };
  },
};
