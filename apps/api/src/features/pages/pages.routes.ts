// What crawlers read besides the pages: /robots.txt and /sitemap.xml (every public page and every
// product, with lastmod). Beyond 50,000 addresses (the sitemap protocol's limit per file) the
// sitemap becomes an index of /sitemaps/products-N.xml files.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { BLOG_ARTICLE_INDEX, blogArticlePath } from '@store/shared/blog-index';
import { productPublicPath } from '@store/shared/product-slug';
import { countProducts, listSitemapProducts, newestProductChange } from './pages.repository.ts';

/** Addresses per sitemap file (the protocol's limit). */
export const SITEMAP_MAX_URLS = 50_000;

/** The public pages besides the products and the articles (docs/features/server-rendering.md). */
const PUBLIC_PAGES = ['/', '/allproducts', '/blogs', '/myprotfolio', '/contact', '/policies'] as const;
const CATALOG_PAGES = new Set(['/', '/allproducts']);

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const urlEntry = (loc: string, lastmod: string | null) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

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
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
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
        urlEntry(`${origin}${page}`, CATALOG_PAGES.has(page) ? (catalogChange ?? deployedAt) : deployedAt),
      ),
      ...BLOG_ARTICLE_INDEX.map((article) => urlEntry(`${origin}${blogArticlePath(article.id)}`, article.date)),
    ];
  }

  async function productEntries(offset: number, limit: number): Promise<string[]> {
    const products = await listSitemapProducts(app.db, offset, limit);
    return products.map((product) =>
      urlEntry(`${origin}${productPublicPath({ _id: product.id, name: product.name })}`, product.updatedAt),
    );
  }

  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const products = await countProducts(app.db);
    if (PUBLIC_PAGES.length + BLOG_ARTICLE_INDEX.length + products <= maxUrls) {
      const entries = [...(await staticEntries()), ...(await productEntries(0, products))];
      return sendXml(reply, `${XML_HEAD}<urlset ${NS}>\n${entries.join('\n')}\n</urlset>\n`);
    }
    // An index: the public pages' file, then the products' files.
    const files = Math.ceil(products / maxUrls);
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
    sendXml(reply, `${XML_HEAD}<urlset ${NS}>\n${(await staticEntries()).join('\n')}\n</urlset>\n`),
  );

  app.get<{ Params: { n: string } }>(
    '/sitemaps/products-:n.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const n = Number(request.params.n);
      const products = await countProducts(app.db);
      if (!Number.isInteger(n) || n < 1 || (n - 1) * maxUrls >= products) {
        return reply.status(404).type('text/plain').send('Not found');
      }
      const entries = await productEntries((n - 1) * maxUrls, maxUrls);
      return sendXml(reply, `${XML_HEAD}<urlset ${NS}>\n${entries.join('\n')}\n</urlset>\n`);
    },
  );
};
