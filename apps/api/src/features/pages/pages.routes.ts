// What crawlers read besides the pages: /robots.txt and /sitemap.xml (every public page and every
// product, with lastmod). Beyond 50,000 addresses (the sitemap protocol's limit per file) the
// sitemap becomes an index of /sitemaps/products-N.xml files.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { BLOG_ARTICLE_INDEX, blogArticlePath } from '@store/shared/blog-index';
import { LOCALES, localizedPath } from '@store/shared/i18n/locales';
import { productPublicPath } from '@store/shared/product-slug';
import { countProducts, listSitemapProducts, newestProductChange } from './pages.repository.ts';

/** Addresses per sitemap file (the protocol's limit). */
export const SITEMAP_MAX_URLS = 50_000;

/** The public pages besides the products and the articles (docs/features/server-rendering.md). */
const PUBLIC_PAGES = ['/', '/allproducts', '/blogs', '/myprotfolio', '/contact', '/policies'] as const;
const CATALOG_PAGES = new Set(['/', '/allproducts']);

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A page in every language: one <url> per language, each naming all of them as alternates
 * (hreflang, as the HTML's own <link rel="alternate"> tags do).
 */
function urlEntries(origin: string, pagePath: string, lastmod: string | null): string {
  const alternates = [
    ...LOCALES.map(
      (locale) =>
        `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(`${origin}${localizedPath(pagePath, locale)}`)}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${pagePath}`)}"/>`,
  ].join('');
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return LOCALES.map(
    (locale) =>
      `<url><loc>${escapeXml(`${origin}${localizedPath(pagePath, locale)}`)}</loc>${modified}${alternates}</url>`,
  ).join('\n');
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const URLSET_NS = `${NS} xmlns:xhtml="http://www.w3.org/1999/xhtml"`;

export interface PagesRoutesOptions {
  /** The store's public origin, without a trailing slash. */
  publicUrl: string;
  /** The built web app: its index.html's time is the static pages' lastmod (they change with a deploy). */
  webDist?: string | null;
  /** Addresses per sitemap file; tests lower it. */
  maxUrls?: number;
}

export const pagesRoutes: FastifyPluginAsync<PagesRoutesOptions> = async (app, options) => {
  const origin = options.publicUrl.replace(/\/+$/, '');
  // Each page is listed once per language.
  const maxPages = Math.max(1, Math.floor((options.maxUrls ?? SITEMAP_MAX_URLS) / LOCALES.length));
  let deployedAt: string | null = null;
  try {
    if (options.webDist) deployedAt = fs.statSync(path.join(options.webDist, 'index.html')).mtime.toISOString();
  } catch {
    deployedAt = null;
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /dashboard',
      'Disallow: /api',
      'Disallow: /singleservice',
      'Disallow: /cart',
      // The same pages in Bangla (docs/features/languages.md).
      'Disallow: /bn/dashboard',
      'Disallow: /bn/singleservice',
      'Disallow: /bn/cart',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  async function staticEntries(): Promise<string[]> {
    const catalogChange = await newestProductChange(app.db);
    return [
      ...PUBLIC_PAGES.map((page) =>
        urlEntries(origin, page, CATALOG_PAGES.has(page) ? (catalogChange ?? deployedAt) : deployedAt),
      ),
      ...BLOG_ARTICLE_INDEX.map((article) => urlEntries(origin, blogArticlePath(article.id), article.date)),
    ];
  }

  async function productEntries(offset: number, limit: number): Promise<string[]> {
    const products = await listSitemapProducts(app.db, offset, limit);
    return products.map((product) =>
      urlEntries(origin, productPublicPath({ _id: product.id, name: product.name }), product.updatedAt),
    );
  }

  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const products = await countProducts(app.db);
    if (PUBLIC_PAGES.length + BLOG_ARTICLE_INDEX.length + products <= maxPages) {
      const entries = [...(await staticEntries()), ...(await productEntries(0, products))];
      return sendXml(reply, `${XML_HEAD}<urlset ${URLSET_NS}>\n${entries.join('\n')}\n</urlset>\n`);
    }
    // An index: the public pages' file, then the products' files.
    const files = Math.ceil(products / maxPages);
    const newest = await newestProductChange(app.db);
    const sitemaps = [
      `<sitemap><loc>${escapeXml(`${origin}/sitemaps/pages.xml`)}</loc></sitemap>`,
      ...Array.from(
        { length: files },
        (_, i) =>
          `<sitemap><loc>${escapeXml(`${origin}/sitemaps/products-${i + 1}.xml`)}</loc>${newest ? `<lastmod>${escapeXml(newest)}</lastmod>` : ''}</sitemap>`,
      ),
    ];
    return sendXml(reply, `${XML_HEAD}<sitemapindex ${NS}>\n${sitemaps.join('\n')}\n</sitemapindex>\n`);
  });

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, `${XML_HEAD}<urlset ${URLSET_NS}>\n${(await staticEntries()).join('\n')}\n</urlset>\n`),
  );

  app.get<{ Params: { n: string } }>(
    '/sitemaps/products-:n.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const n = Number(request.params.n);
      const products = await countProducts(app.db);
      if (!Number.isInteger(n) || n < 1 || (n - 1) * maxPages >= products) {
        return reply.status(404).type('text/plain').send('Not found');
      }
      const entries = await productEntries((n - 1) * maxPages, maxPages);
      return sendXml(reply, `${XML_HEAD}<urlset ${URLSET_NS}>\n${entries.join('\n')}\n</urlset>\n`);
    },
  );
};
