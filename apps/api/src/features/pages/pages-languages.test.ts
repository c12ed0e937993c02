// The public pages in both languages, as a crawler gets them: Bangla at /bn/…, each language's
// page naming the other (hreflang), <html lang>, the Bengali font preloaded on Bangla pages only,
// and the language cookie sending a returning visitor to the language they chose.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPublicPath } from '@store/shared/product-slug';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { attr, modulePreloads, readPage } from '../../../test/html.ts';
import type { ProductRow } from '../catalog/catalog.repository.ts';

const ORIGIN = 'http://localhost:3000';
const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');

let t: TestApp;
let chainring: ProductRow;

beforeAll(async () => {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/web-build.mjs')], { stdio: 'ignore' });
  t = await buildTestApp({ serveWebApp: true });
  chainring = await createProduct(t.store.db, { name: 'Forged Alloy Chainring 44T', priceTaka: 1450, minQuantity: 10 });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

const htmlLang = (body: string) => /<html lang="([^"]+)"/.exec(body)?.[1];
const alternates = (body: string) =>
  Object.fromEntries(
    readPage(body)
      .all('link')
      .filter((link) => attr(link, 'rel') === 'alternate')
      .map((link) => [attr(link, 'hreflang'), attr(link, 'href')]),
  );
const fontPreloads = (body: string) =>
  readPage(body)
    .all('link')
    .filter((link) => attr(link, 'rel') === 'preload' && attr(link, 'as') === 'font')
    .map((link) => attr(link, 'href') ?? '');

const preloads = modulePreloads;

describe('pages in Bangla and English', () => {
  it('renders the home page in Bangla at /bn: lang, Bangla texts and prices, hreflang, canonical, the font', async () => {
    const res = await get('/bn');
    expect(res.statusCode).toBe(200);
    expect(htmlLang(res.body)).toBe('bn');
    const page = readPage(res.body);
    expect(page.mainText).toContain('Forged Alloy Chainring 44T');
    expect(page.mainText).toContain('৳১,৪৫০');
    expect(res.body).toContain('হোম');
    expect(page.canonical).toBe(`${ORIGIN}/bn`);
    expect(alternates(res.body)).toEqual({ en: `${ORIGIN}/`, bn: `${ORIGIN}/bn`, 'x-default': `${ORIGIN}/` });
    const fonts = fontPreloads(res.body);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/^\/assets\/noto-sans-bengali-bengali-400-normal-[\w-]+\.woff2$/);
    expect((await get(fonts[0] ?? '')).statusCode).toBe(200);
    // The browser is told the page's language and text areas, and their chunks are preloaded.
    const i18n = JSON.parse(
      /<script type="application\/json" id="store-i18n">([^<]*)<\/script>/.exec(res.body)?.[1] ?? '{}',
    );
    expect(i18n.locale).toBe('bn');
    expect(i18n.namespaces).toContain('common');
    expect(preloads(res.body).some((href) => /^\/assets\/common-[\w-]+\.js$/.test(href))).toBe(true);
  });

  it('keeps English at the spec addresses: lang en, the same alternates, no font preload', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(htmlLang(res.body)).toBe('en');
    expect(readPage(res.body).mainText).toContain('৳1,450');
    expect(alternates(res.body)).toEqual({ en: `${ORIGIN}/`, bn: `${ORIGIN}/bn`, 'x-default': `${ORIGIN}/` });
    expect(fontPreloads(res.body)).toEqual([]);
  });

  it('renders a product page in Bangla with its Bangla alternate, and redirects a wrong slug within Bangla', async () => {
    const page = productPublicPath({ _id: chainring.id, name: chainring.name });
    const res = await get(`/bn${page}`);
    expect(res.statusCode).toBe(200);
    expect(htmlLang(res.body)).toBe('bn');
    expect(readPage(res.body).mainText).toContain('৳১,৪৫০');
    expect(alternates(res.body)).toMatchObject({ en: `${ORIGIN}${page}`, bn: `${ORIGIN}/bn${page}` });
    const wrong = await get(`/bn/products/${chainring.id}/wrong-name`);
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(`/bn${page}`);
  });

  it("preloads a page's prose in its language only", async () => {
    const bangla = preloads((await get('/bn/blogs')).body);
    expect(bangla.some((href) => /\/articles\.bn-[\w-]+\.js$/.test(href))).toBe(true);
    expect(bangla.some((href) => /\/articles-[\w-]+\.js$/.test(href))).toBe(false);
    const english = preloads((await get('/blogs')).body);
    expect(english.some((href) => /\/articles-[\w-]+\.js$/.test(href))).toBe(true);
    expect(english.some((href) => /\/articles\.bn-[\w-]+\.js$/.test(href))).toBe(false);
  });

  it("preloads only the page's own chunks, not the other pages the app could open", async () => {
    const otherPages = /\/(login-page|signup-page|payment-page|dashboard-home|cart-page|blogs-page|zod)-[\w-]+\.js$/;
    const product = productPublicPath({ _id: chainring.id, name: chainring.name });
    for (const url of ['/allproducts', '/bn/allproducts', product, `/bn${product}`, '/contact']) {
      const hrefs = preloads((await get(url)).body);
      expect(hrefs.length, url).toBeGreaterThan(0);
      expect(
        hrefs.filter((href) => otherPages.test(href)),
        url,
      ).toEqual([]);
    }
  });

  it('answers 404 in Bangla for an unknown Bangla address', async () => {
    const res = await get('/bn/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(htmlLang(res.body)).toBe('bn');
  });

  it('serves the signed-in pages as the app shell in the address language', async () => {
    const bn = await get('/bn/dashboard');
    expect(bn.statusCode).toBe(200);
    expect(htmlLang(bn.body)).toBe('bn');
    expect(fontPreloads(bn.body)).toHaveLength(1);
    const en = await get('/dashboard');
    expect(htmlLang(en.body)).toBe('en');
    expect(fontPreloads(en.body)).toEqual([]);
  });

  it('sends a visitor who chose Bangla (the cookie) from an English address to the Bangla one, query kept', async () => {
    const res = await get('/allproducts?q=chain&page=2', { cookie: 'other=1; store_lang=bn' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/bn/allproducts?q=chain&page=2');
    expect((await get('/', { cookie: 'store_lang=bn' })).headers.location).toBe('/bn');
    // English chosen, or no choice: the English page itself.
    expect((await get('/allproducts', { cookie: 'store_lang=en' })).statusCode).toBe(200);
    expect((await get('/allproducts')).statusCode).toBe(200);
    // The Bangla address is never redirected by the cookie, and the API never is.
    expect((await get('/bn/allproducts', { cookie: 'store_lang=en' })).statusCode).toBe(200);
    expect((await get('/api/products', { cookie: 'store_lang=bn' })).statusCode).toBe(200);
  });
});
