// Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4x CPU slowdown) on the home
// page, /allproducts and a product page of the built store with its demo data, in Debian's Chromium.
// Targets: performance >= 95; accessibility, best practices and SEO 100; LCP <= 1.5 s, TBT <= 100 ms,
// CLS <= 0.05.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { productPublicPath } from '@store/shared/product-slug';
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
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface PageScores {
  path: string;
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
    const pages = oldest ? [...PAGES, productPublicPath(oldest)] : PAGES;
    for (const pagePath of pages) {
      ctx.log(`  lighthouse ${pagePath} ...`);
      const runner = await lighthouse(`${store.origin}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!runner) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
      const { lhr } = runner;
      // LIGHTHOUSE_REPORTS=<folder>: each page's whole report, to read where its time goes.
      const reports = process.env.LIGHTHOUSE_REPORTS;
      if (reports) {
        fs.mkdirSync(reports, { recursive: true });
        fs.writeFileSync(path.join(reports, `${pagePath.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
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
      results.push({
        path: pagePath,
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

    const targets: TargetCheck[] = results.flatMap((r) => [
      checkTarget(`Lighthouse ${r.path}: performance`, r.scores.performance ?? 0, '', 'min', 95),
      checkTarget(`Lighthouse ${r.path}: accessibility`, r.scores.accessibility ?? 0, '', 'min', 100),
      checkTarget(`Lighthouse ${r.path}: best practices`, r.scores['best-practices'] ?? 0, '', 'min', 100),
      checkTarget(`Lighthouse ${r.path}: SEO`, r.scores.seo ?? 0, '', 'min', 100),
      checkTarget(`Lighthouse ${r.path}: LCP`, r.lcpMs ?? Number.POSITIVE_INFINITY, 'ms', 'max', 1500),
      checkTarget(`Lighthouse ${r.path}: TBT`, r.tbtMs ?? Number.POSITIVE_INFINITY, 'ms', 'max', 100),
      checkTarget(`Lighthouse ${r.path}: CLS`, r.cls ?? Number.POSITIVE_INFINITY, '', 'max', 0.05),
    ]);
    const notes = results.flatMap((r) => [
      ...r.opportunities.map((o) => `${r.path}: ${o}`),
      ...r.warnings.map((w) => `${r.path}: Lighthouse warns: ${w.replace(/\s+/g, ' ').slice(0, 200)}`),
    ]);
    return {
      tables: [
        {
          title: 'Lighthouse, mobile preset (simulated slow 4G, 4x CPU slowdown)',
          columns: ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS'],
          rows: results.map((r) => [
            r.path,
            r.scores.performance ?? '-',
            r.scores.accessibility ?? '-',
            r.scores['best-practices'] ?? '-',
            r.scores.seo ?? '-',
            r.lcpMs ?? '-',
            r.tbtMs ?? '-',
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
