// The public pages as a crawler or a link preview gets them: server-rendered HTML read without
// running any script (test/html.ts), their statuses, the sitemap and robots.txt.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatTaka } from '@store/shared/money';
import { productPublicPath } from '@store/shared/product-slug';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { makeBuyer } from '../../../test/buyers.ts';
import { createProduct } from '../../../test/factories.ts';
import { attr, modulePreloads, readPage } from '../../../test/html.ts';
import { createUser } from '../../../test/users.ts';
import type { ProductRow } from '../catalog/catalog.repository.ts';
import { pagesRoutes } from './pages.routes.ts';

const ORIGIN = 'http://localhost:3000';
const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');

let t: TestApp;
let chainring: ProductRow;
let soldOut: ProductRow;

beforeAll(async () => {
  // The pages come from the built web app and its server renderer: build them when stale.
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/web-build.mjs')], { stdio: 'ignore' });
  t = await buildTestApp({ serveWebApp: true });
  chainring = await createProduct(t.store.db, {
    name: 'Forged Alloy Chainring 44T',
    des: 'A CNC-finished 44-tooth chainring.',
    priceTaka: 1250,
    minQuantity: 10,
    maxQuantity: 300,
  });
  soldOut = await createProduct(t.store.db, { name: 'Sealed Hub 32H', priceTaka: 2400, maxQuantity: 0 });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('server-rendered public pages', () => {
  it('renders the home page: heading, products with prices, head tags, Organization and WebSite', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const page = readPage(res.body);
    expect(page.h1).toContain('Bicycle Manufacturer');
    expect(page.mainText).toContain('Forged Alloy Chainring 44T');
    expect(page.mainText).toContain(formatTaka(1250));
    expect(page.title).toBe('Bicycle Manufacturer');
    expect(page.meta('description')).toMatch(/Bangladesh/);
    expect(page.canonical).toBe(`${ORIGIN}/`);
    expect(page.meta('og:title')).toBe('Bicycle Manufacturer');
    expect(page.meta('og:url')).toBe(`${ORIGIN}/`);
    expect(page.meta('twitter:card')).toBeDefined();
    const organization = page.jsonLd.find((d) => d['@type'] === 'Organization');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Bicycle Manufacturer',
      url: `${ORIGIN}/`,
    });
    const website = page.jsonLd.find((d) => d['@type'] === 'WebSite') as {
      potentialAction: { '@type': string; target: { urlTemplate: string }; 'query-input': string };
    };
    expect(website.potentialAction['@type']).toBe('SearchAction');
    expect(website.potentialAction.target.urlTemplate).toBe(`${ORIGIN}/allproducts?q={search_term_string}`);
    expect(website.potentialAction['query-input']).toBe('required name=search_term_string');
    // Product links go to the public product page.
    expect(page.links.map((l) => l.href)).toContain(productPublicPath({ _id: chainring.id, name: chainring.name }));
    // The hero picture is in the HTML, sized and fetched first.
    const hero = page
      .all('img')
      .find((img) => img.attrs.some((a) => a.name === 'src' && a.value === '/images/hero.svg'));
    expect(hero?.attrs.map((a) => a.name)).toEqual(expect.arrayContaining(['width', 'height', 'fetchpriority']));
  });

  it('sends the page compressed when the browser accepts it, and 304 when it has it already', async () => {
    const plain = await get('/');
    const brotli = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('hands the browser the data it rendered with, so that hydration fetches nothing again', async () => {
    const res = await get('/');
    const state = readPage(res.body)
      .all('script')
      .find((s) => s.attrs.some((a) => a.name === 'id' && a.value === 'store-queries'));
    expect(state).toBeDefined();
    expect(state?.attrs.find((a) => a.name === 'type')?.value).toBe('application/json');
    expect(res.body).toContain('"queryKey":["products","featured"]');
  });

  it("fetches each piece of a page's data once", async () => {
    const inject = vi.spyOn(t.app, 'inject');
    try {
      const productPath = productPublicPath({ _id: soldOut.id, name: soldOut.name });
      expect((await get(`${productPath}?once`)).statusCode).toBe(200);
      // The renderer calls the API in-process, through app.inject (page-renderer.ts).
      const calls = (inject.mock.calls as unknown as [{ url: string }][])
        .map(([options]) => options.url)
        .filter((url) => url.startsWith('/api/'));
      expect(new Set(calls).size).toBe(calls.length);
      expect(calls.some((url) => url.startsWith(`/api/products/${soldOut.id}/reviews`))).toBe(true);
    } finally {
      inject.mockRestore();
    }
  });

  it('renders All Products with the search and sort from the address', async () => {
    const res = await get('/allproducts?q=chainring&sort=price-asc');
    expect(res.statusCode).toBe(200);
    const page = readPage(res.body);
    expect(page.h1).toContain('All Products');
    expect(page.mainText).toContain('Forged Alloy Chainring 44T');
    expect(page.mainText).toContain(formatTaka(1250));
    expect(page.mainText).not.toContain('Sealed Hub 32H');
    expect(page.title).toBe('All Products | Bicycle Manufacturer');
    expect(page.meta('description')).toContain('chainring');
    expect(page.canonical).toBe(`${ORIGIN}/allproducts?q=chainring&sort=price-asc`);
    // The page's own chunk is preloaded, for the browser to fetch beside the entry rather than after it.
    const chunks = modulePreloads(res.body);
    expect(chunks.some((href) => /^\/assets\/all-products-page-[\w-]+\.js$/.test(href))).toBe(true);
  });

  it('renders a product page with its facts, Order, Product and BreadcrumbList data', async () => {
    const productPath = productPublicPath({ _id: chainring.id, name: chainring.name });
    expect(productPath).toBe(`/products/${chainring.id}/forged-alloy-chainring-44t`);
    const res = await get(productPath);
    expect(res.statusCode).toBe(200);
    const page = readPage(res.body);
    expect(page.h1).toEqual(['Forged Alloy Chainring 44T']);
    expect(page.mainText).toContain(formatTaka(1250));
    expect(page.mainText).toContain('A CNC-finished 44-tooth chainring.');
    expect(page.mainText).toContain('Minimum Order: 10');
    expect(page.mainText).toContain('In stock');
    const order = page.links.find((l) => l.text === 'Order');
    expect(order).toEqual({
      href: `/singleservice/${chainring.id}`,
      text: 'Order',
      label: 'Order Forged Alloy Chainring 44T',
    });
    expect(page.title).toBe('Forged Alloy Chainring 44T | Bicycle Manufacturer');
    expect(page.canonical).toBe(`${ORIGIN}${productPath}`);
    expect(page.meta('og:type')).toBe('product');
    expect(page.meta('og:image')).toBe(`${ORIGIN}${chainring.img}`);
    expect(page.meta('product:price:amount')).toBe('1250.00');
    expect(page.meta('product:price:currency')).toBe('BDT');

    const product = page.jsonLd.find((d) => d['@type'] === 'Product') as Record<string, unknown>;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Forged Alloy Chainring 44T',
      image: `${ORIGIN}${chainring.img}`,
      description: 'A CNC-finished 44-tooth chainring.',
    });
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      price: '1250.00',
      priceCurrency: 'BDT',
      availability: 'https://schema.org/InStock',
      url: `${ORIGIN}${productPath}`,
      seller: { '@type': 'Organization', name: 'Bicycle Manufacturer' },
    });
    const breadcrumbs = page.jsonLd.find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: { '@type': string; position: number; name: string; item: string }[];
    };
    expect(breadcrumbs.itemListElement.map((i) => [i['@type'], i.position, i.name, i.item])).toEqual([
      ['ListItem', 1, 'Home', `${ORIGIN}/`],
      ['ListItem', 2, 'All Products', `${ORIGIN}/allproducts`],
      ['ListItem', 3, 'Forged Alloy Chainring 44T', `${ORIGIN}${productPath}`],
    ]);
  });

  it("carries the buyers' reviews: aggregateRating and the shown reviews in Product, the review on the page", async () => {
    const reviewed = await createProduct(t.store.db, { name: 'Alloy Crank Arm 170', priceTaka: 900 });
    const buyer = await createUser(t, { name: 'Karim Hossain' });
    await makeBuyer(t.store.db, buyer, reviewed.id);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${reviewed.id}/reviews/mine`,
      headers: buyer.headers,
      payload: { rating: 4, title: 'Stiff and light', text: 'Fitted to a workshop bike; no creak after a month.' },
    });
    expect(put.statusCode).toBe(200);
    const page = readPage((await get(productPublicPath({ _id: reviewed.id, name: reviewed.name }))).body);
    expect(page.mainText).toContain('Stiff and light');
    const product = page.jsonLd.find((d) => d['@type'] === 'Product') as {
      aggregateRating: { '@type': string; ratingValue: number; reviewCount: number };
      review: { '@type': string; name: string; reviewRating: { ratingValue: number }; author: { name: string } }[];
    };
    expect(product.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 });
    expect(product.review).toHaveLength(1);
    expect(product.review[0]).toMatchObject({
      '@type': 'Review',
      name: 'Stiff and light',
      reviewRating: { ratingValue: 4 },
      author: { name: 'Karim Hossain' },
    });
    // A product nobody reviewed has neither.
    const plain = readPage((await get(productPublicPath({ _id: soldOut.id, name: soldOut.name }))).body);
    const plainProduct = plain.jsonLd.find((d) => d['@type'] === 'Product') as Record<string, unknown>;
    expect(plainProduct.aggregateRating).toBeUndefined();
    expect(plainProduct.review).toBeUndefined();
  });

  it('says OutOfStock for a product without stock', async () => {
    const page = readPage((await get(productPublicPath({ _id: soldOut.id, name: soldOut.name }))).body);
    expect(page.mainText).toContain('Out of stock');
    const product = page.jsonLd.find((d) => d['@type'] === 'Product') as { offers: { availability: string } };
    expect(product.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it.each([
    ['a wrong slug', (id: string) => `/products/${id}/old-name`],
    ['no slug', (id: string) => `/products/${id}`],
  ])('redirects %s for good to the right one, keeping the query', async (_case, url) => {
    const res = await get(`${url(chainring.id)}?ref=share`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/products/${chainring.id}/forged-alloy-chainring-44t?ref=share`);
  });

  it.each([
    ['/blogs', 'Blogs', 'Blogs | Bicycle Manufacturer'],
    ['/myprotfolio', 'My Portfolio', 'My Portfolio | Bicycle Manufacturer'],
    ['/contact', 'Contact Us', 'Contact Us | Bicycle Manufacturer'],
    ['/policies', 'Policies', 'Policies | Bicycle Manufacturer'],
  ])('renders %s with its heading, title, description and canonical', async (url, heading, title) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const page = readPage(res.body);
    expect(page.h1).toContain(heading);
    expect(page.title).toBe(title);
    expect(page.meta('description')).toBeTruthy();
    expect(page.meta('description')).not.toBe(readPage((await get('/')).body).meta('description'));
    expect(page.canonical).toBe(`${ORIGIN}${url}`);
  });

  it('renders an article on its own page with BlogPosting and BreadcrumbList data', async () => {
    const res = await get('/blogs/chain-care');
    expect(res.statusCode).toBe(200);
    const page = readPage(res.body);
    expect(page.h1).toEqual(['Chain care: ten minutes a week that save a drivetrain']);
    expect(page.title).toBe('Chain care: ten minutes a week that save a drivetrain | Bicycle Manufacturer');
    expect(page.canonical).toBe(`${ORIGIN}/blogs/chain-care`);
    expect(page.meta('og:type')).toBe('article');
    const posting = page.jsonLd.find((d) => d['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'Chain care: ten minutes a week that save a drivetrain',
      datePublished: '2026-03-02',
      author: { '@type': 'Person', name: 'Kamrul Islam' },
      publisher: { '@type': 'Organization', name: 'Bicycle Manufacturer' },
      mainEntityOfPage: `${ORIGIN}/blogs/chain-care`,
    });
    expect(posting?.image).toMatch(/^http:\/\/localhost:3000\/images\//);
    const breadcrumbs = page.jsonLd.find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; item: string }[];
    };
    expect(breadcrumbs.itemListElement.map((i) => i.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/blogs`,
      `${ORIGIN}/blogs/chain-care`,
    ]);
    expect((await get('/blogs/no-such-article')).statusCode).toBe(404);
  });

  it('answers an unknown address with 404 and the 404 page, kept out of the index', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    const page = readPage(res.body);
    expect(page.h1).toEqual(['Page not found']);
    expect(page.links.map((l) => l.text)).toContain('Back To Home Page');
    expect(page.meta('robots')).toBe('noindex');
    expect(page.canonical).toBeUndefined();
  });

  it('answers an unknown product with 404', async () => {
    const res = await get('/products/no-such-product/anything');
    expect(res.statusCode).toBe(404);
    expect(readPage(res.body).h1).toEqual(['Product not found']);
  });

  it('leaves the API and the signed-in pages as they were', async () => {
    const api = await get('/api/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    for (const url of ['/login', '/dashboard/myorders', `/singleservice/${chainring.id}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"><!--ssr-body--></div>');
    }
  });

  it("preloads a rendered page's own scripts at low priority, and the app shell's as usual", async () => {
    const html = async (url: string) => (await get(url)).body;
    const priorities = (body: string, rel: string) =>
      readPage(body)
        .all(rel === 'module' ? 'script' : 'link')
        .filter((element) => attr(element, rel === 'module' ? 'type' : 'rel') === rel)
        .map((element) => attr(element, 'fetchpriority'));
    const product = productPublicPath({ _id: chainring.id, name: chainring.name });
    for (const [url, page] of [
      ['/allproducts', 'all-products-page'],
      [product, 'product-page'],
    ] as const) {
      const body = await html(url);
      // The stylesheet and the largest picture come first; the scripts hydrate what is painted already.
      expect(priorities(body, 'module'), url).toEqual(['low']);
      expect(new Set(priorities(body, 'modulepreload')), url).toEqual(new Set(['low']));
      const chunks = modulePreloads(body);
      expect(chunks.some((href) => href.startsWith(`/assets/${page}-`))).toBe(true);
      for (const href of chunks) expect((await get(href)).statusCode, href).toBe(200);
    }
    const shell = await html('/dashboard/myorders');
    expect(priorities(shell, 'module')).toEqual([undefined]);
    expect(modulePreloads(shell).some((href) => href.includes('-page-'))).toBe(false);
  });

  it('keeps a rendered page until the catalog changes', async () => {
    const pages = t.app.state.pages;
    await get('/allproducts?sort=name');
    const hits = pages.hits;
    await get('/allproducts?sort=name');
    expect(pages.hits).toBe(hits + 1);
    await createProduct(t.store.db, { name: 'Alloy Brake Lever' });
    const res = await get('/allproducts?sort=name');
    expect(readPage(res.body).mainText).toContain('Alloy Brake Lever');
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt allows the public pages, keeps crawlers out of the dashboard and the API, names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /api',
        'Disallow: /bn/dashboard',
        'Disallow: /track',
        'Disallow: /bn/track',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
  });

  it('lists every public page and a product created a moment ago, with lastmod', async () => {
    const fresh = await createProduct(t.store.db, { name: 'Just Added Crank' });
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    for (const page of ['/', '/allproducts', '/blogs', '/myprotfolio', '/contact', '/policies', '/blogs/chain-care']) {
      expect(res.body).toContain(`<loc>${ORIGIN}${page}</loc>`);
    }
    for (const prefix of ['', '/bn']) {
      expect(res.body).toContain(
        `<url><loc>${ORIGIN}${prefix}/products/${fresh.id}/just-added-crank</loc><lastmod>${fresh.updatedAt}</lastmod>`,
      );
    }
    // Each language's address names both as alternates.
    expect(res.body).toContain(
      `<xhtml:link rel="alternate" hreflang="bn" href="${ORIGIN}/bn/products/${fresh.id}/just-added-crank"/>`,
    );
    expect(res.body).toContain(`<loc>${ORIGIN}/bn/allproducts</loc>`);
    expect(res.body).toContain(`<loc>${ORIGIN}/bn</loc>`);
  });
});

describe('a sitemap beyond the limit of one file', () => {
  it('becomes an index of files, each within the limit', async () => {
    // A migrated database of its own, and the routes with a limit of 4 addresses a file (2 products in 2 languages).
    const other = await buildTestApp();
    const database = { store: other.store };
    const app = Fastify();
    app.decorate('db', database.store.db);
    await app.register(pagesRoutes, { publicUrl: ORIGIN, maxUrls: 4 });
    try {
      const made = [];
      for (let i = 0; i < 5; i++) made.push(await createProduct(database.store.db, { name: `Spoke ${i}` }));
      const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(index.body).toContain('<sitemapindex');
      const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(files).toEqual([
        `${ORIGIN}/sitemaps/pages.xml`,
        `${ORIGIN}/sitemaps/products-1.xml`,
        `${ORIGIN}/sitemaps/products-2.xml`,
        `${ORIGIN}/sitemaps/products-3.xml`,
      ]);
      const listed: string[] = [];
      for (const n of [1, 2, 3]) {
        const file = await app.inject({ method: 'GET', url: `/sitemaps/products-${n}.xml` });
        const urls = [...file.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
        expect(urls.length).toBeLessThanOrEqual(4);
        listed.push(...urls);
      }
      expect(listed.sort()).toEqual(
        made
          .flatMap((p) => {
            const page = productPublicPath({ _id: p.id, name: p.name });
            return [`${ORIGIN}${page}`, `${ORIGIN}/bn${page}`];
          })
          .sort(),
      );
      expect((await app.inject({ method: 'GET', url: '/sitemaps/products-4.xml' })).statusCode).toBe(404);
      const pages = await app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
      expect(pages.body).toContain(`<loc>${ORIGIN}/</loc>`);
    } finally {
      await app.close();
      await other.close();
    }
  });
});
