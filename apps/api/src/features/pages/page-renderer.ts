// The public pages rendered on the server in-process (docs/features/server-rendering.md).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { type Locale, splitLocalePath } from '@store/shared/i18n/locales';
import type { PageCache, RenderedPage } from './page-cache.ts';

interface ServerEntry {
  render(request: {
    url: string;
    publicUrl: string;
    fetch: (input: string, init: RequestInit) => Promise<Response>;
  }): Promise<{
    status: number;
    redirect: string | null;
    head: string;
    body: string;
    locale: Locale;
    namespaces: string[];
  }>;
}

/** Pages that need the signed-in user stay rendered in the browser: the bare app shell. */
const CLIENT_ONLY = [
  /^\/login\/?$/,
  /^\/singup\/?$/,
  /^\/forgot-password\/?$/,
  /^\/reset-password\/?$/,
  /^\/cart\/?$/,
  /^\/singleservice(\/|$)/,
  /^\/dashboard(\/|$)/,
];

export function isServerRendered(pathname: string): boolean {
  const { path: bare } = splitLocalePath(pathname);
  return !CLIENT_ONLY.some((pattern) => pattern.test(bare));
}

const HEAD_SLOT = /<!--ssr-head-->[\s\S]*?<!--\/ssr-head-->/;

/** The lazy page module of each public address (apps/web/src/app/router.tsx), preloaded beside the entry. */
const PAGE_MODULES: [RegExp, string][] = [
  [/^\/allproducts\/?$/, 'src/features/catalog/all-products-page.tsx'],
  [/^\/products\//, 'src/features/product-page/product-page.tsx'],
  [/^\/blogs\/?$/, 'src/features/blogs/blogs-page.tsx'],
  [/^\/blogs\/[^/]+\/?$/, 'src/features/blogs/article-page.tsx'],
  [/^\/myprotfolio\/?$/, 'src/features/portfolio/portfolio-page.tsx'],
  [/^\/contact\/?$/, 'src/features/contact/contact-page.tsx'],
  [/^\/policies\/?$/, 'src/features/policies/policies-page.tsx'],
];
const NOT_FOUND_MODULE = 'src/features/not-found/not-found-page.tsx';

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>;

/** A page's prose in its language (`articles.ts` and `articles.bn.ts` are dynamic imports of the page). */
function proseIn(manifest: Manifest, key: string, locale: Locale): string[] {
  const dynamic = manifest[key]?.dynamicImports ?? [];
  // NOTE: only `x.ts` beside an `x.bn.ts` is prose; the other dynamic imports (the entry's lazy pages) are not.
  return dynamic.filter((source) =>
    locale === 'bn'
      ? source.endsWith('.bn.ts')
      : /(?<!\.bn)\.ts$/.test(source) && dynamic.includes(source.replace(/\.ts$/, '.bn.ts')),
  );
}

function collectChunks(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const child of manifest[key].imports ?? []) collectChunks(manifest, child, into);
}

/** The scripts a page needs beyond the entry's: its module, its prose, and its catalogue chunks. */
function pageChunks(
  manifest: Manifest | null,
  source: string | null,
  locale: Locale = 'en',
  namespaces: string[] = [],
): string[] {
  if (!manifest) return [];
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = new Set<string>();
  if (entryKey) collectChunks(manifest, entryKey, loaded);
  const wanted = new Set<string>();
  if (source) collectChunks(manifest, source, wanted);
  for (const key of [...wanted])
    for (const prose of proseIn(manifest, key, locale)) collectChunks(manifest, prose, wanted);
  for (const namespace of namespaces) {
    const key = Object.keys(manifest).find((k) => k.endsWith(`/i18n/catalogues/${locale}/${namespace}.ts`));
    if (key) wanted.add(key);
  }
  return [...wanted].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]?.file ?? ''}`);
}

/** Bangla pages only: an English page's few Bengali glyphs (the taka sign) fetch the font on demand. */
export function bengaliFontPreload(webDist: string): string {
  try {
    const font = fs
      .readdirSync(path.join(webDist, 'assets'))
      .find((file) => /^noto-sans-bengali-bengali-400-normal-[\w-]+\.woff2$/.test(file));
    return font ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">` : '';
  } catch {
    return '';
  }
}

export function templateIn(template: string, locale: Locale, fontPreload: string): string {
  if (locale === 'en') return template;
  return template
    .replace(/<html lang="en"/, `<html lang="${locale}"`)
    .replace('<!--ssr-head-->', () => `${fontPreload}<!--ssr-head-->`);
}

/** The scripts only hydrate what is painted: the stylesheet and largest picture get the bandwidth first. */
export function hydrationAtLowPriority(html: string): string {
  return html
    .replace(/<script type="module" crossorigin /g, '<script type="module" fetchpriority="low" crossorigin ')
    .replace(/<link rel="modulepreload" crossorigin /g, '<link rel="modulepreload" fetchpriority="low" crossorigin ');
}

function readManifest(webDist: string): Manifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}
const BODY_SLOT = '<!--ssr-body-->';

export interface PageRenderer {
  page(url: string): Promise<RenderedPage>;
}

function injectFetch(app: FastifyInstance) {
  return async (input: string, init: RequestInit): Promise<Response> => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: input,
      headers: { accept: 'application/json' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers,
    });
  };
}

/** Null without the server entry or the built index.html: the app shell is served instead. */
export async function createPageRenderer(
  app: FastifyInstance,
  options: { webDist: string; serverDist: string; publicUrl: string; cache: PageCache },
): Promise<PageRenderer | null> {
  const entryFile = path.join(options.serverDist, 'entry-server.mjs');
  const templateFile = path.join(options.webDist, 'index.html');
  if (!fs.existsSync(entryFile) || !fs.existsSync(templateFile)) return null;
  const template = hydrationAtLowPriority(fs.readFileSync(templateFile, 'utf8'));
  if (!HEAD_SLOT.test(template) || !template.includes(BODY_SLOT)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const fetch = injectFetch(app);
  const { cache } = options;
  const manifest = readManifest(options.webDist);
  const fontPreload = bengaliFontPreload(options.webDist);
  const inFlight = new Map<string, Promise<RenderedPage>>();

  async function renderPage(url: string): Promise<RenderedPage> {
    const generation = cache.current();
    const result = await entry.render({ url, publicUrl: options.publicUrl, fetch });
    const pathname = splitLocalePath(url.split('?', 1)[0] ?? '/').path;
    const source =
      PAGE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1] ??
      (result.status === 404 ? NOT_FOUND_MODULE : null);
    // At low priority, like the entry's own (hydrationAtLowPriority).
    const head =
      pageChunks(manifest, source, result.locale, result.namespaces)
        .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${file}">`)
        .join('') + result.head;
    // NOTE: a function replacement, so that "$&" or "$1" in the page's text are kept as they are.
    const html = Buffer.from(
      templateIn(template, result.locale, fontPreload)
        .replace(HEAD_SLOT, () => head)
        .replace(BODY_SLOT, () => result.body),
      'utf8',
    );
    const page: RenderedPage = {
      status: result.status,
      redirect: result.redirect,
      html,
      // NOTE: brotli at quality 9, not 11: a few ms per render instead of tens, for about 3 % more bytes.
      brotli: zlib.brotliCompressSync(html, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length },
      }),
      gzip: zlib.gzipSync(html, { level: 6 }),
      etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
    };
    cache.set(url, page, generation);
    return page;
  }

  return {
    page(url) {
      const cached = cache.get(url);
      if (cached) return Promise.resolve(cached);
      // One render however many ask for the same page at once.
      let pending = inFlight.get(url);
      if (!pending) {
        pending = renderPage(url).finally(() => inFlight.delete(url));
        inFlight.set(url, pending);
      }
      return pending;
    },
  };
}
