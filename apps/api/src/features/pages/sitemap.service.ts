// The sitemap: every public page and every product, each in every language, with lastmod. Beyond
// the protocol's 50,000 addresses per file it becomes an index of /sitemaps/products-N.xml files.
import { BLOG_ARTICLE_INDEX, blogArticlePath } from '@store/shared/blog-index';
import { LOCALES, localizedPath } from '@store/shared/i18n/locales';
import { productPublicPath } from '@store/shared/product-slug';
import type { DB } from '../../db/database.ts';
import { listSitemapProducts, productsSummary } from './pages.repository.ts';

/** The public pages besides the products and the articles (docs/features/server-rendering.md). */
const PUBLIC_PAGES = ['/', '/allproducts', '/blogs', '/myprotfolio', '/contact', '/policies'] as const;
const CATALOG_PAGES = new Set(['/', '/allproducts']);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const URLSET_NS = `${NS} xmlns:xhtml="http://www.w3.org/1999/xhtml"`;

export interface Sitemap {
  origin: string;
  /** The static pages' lastmod: the deploy's time. */
  deployedAt: string | null;
  /** Pages per file (each page is listed once per language). */
  maxPages: number;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const urlset = (entries: string[]) => `${XML_HEAD}<urlset ${URLSET_NS}>\n${entries.join('\n')}\n</urlset>\n`;

/** A page in every language: one <url> per language, each naming all of them as alternates (hreflang). */
function urlEntries(origin: string, pagePath: string, lastmod: string | null): string {
  const hrefs = LOCALES.map((locale) => escapeXml(`${origin}${localizedPath(pagePath, locale)}`));
  const alternates = [
    ...LOCALES.map((locale, i) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${hrefs[i]}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${pagePath}`)}"/>`,
  ].join('');
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return hrefs.map((href) => `<url><loc>${href}</loc>${modified}${alternates}</url>`).join('\n');
}

function pageEntries({ origin, deployedAt }: Sitemap, catalogChange: string | null): string[] {
  return [
    ...PUBLIC_PAGES.map((page) =>
      urlEntries(origin, page, CATALOG_PAGES.has(page) ? (catalogChange ?? deployedAt) : deployedAt),
    ),
    ...BLOG_ARTICLE_INDEX.map((article) => urlEntries(origin, blogArticlePath(article.id), article.date)),
  ];
}

async function productEntries(db: DB, origin: string, offset: number, limit: number): Promise<string[]> {
  const products = await listSitemapProducts(db, offset, limit);
  return products.map((product) =>
    urlEntries(origin, productPublicPath({ _id: product.id, name: product.name }), product.updatedAt),
  );
}

/** /sitemap.xml: every address, or an index of the pages' file and the products' files. */
export async function sitemapXml(db: DB, sitemap: Sitemap): Promise<string> {
  const { origin, maxPages } = sitemap;
  const { count: products, newest } = await productsSummary(db);
  if (PUBLIC_PAGES.length + BLOG_ARTICLE_INDEX.length + products <= maxPages) {
    return urlset([...pageEntries(sitemap, newest), ...(await productEntries(db, origin, 0, products))]);
  }
  const files = Math.ceil(products / maxPages);
  const sitemaps = [
    `<sitemap><loc>${escapeXml(`${origin}/sitemaps/pages.xml`)}</loc></sitemap>`,
    ...Array.from(
      { length: files },
      (_, i) =>
        `<sitemap><loc>${escapeXml(`${origin}/sitemaps/products-${i + 1}.xml`)}</loc>${newest ? `<lastmod>${escapeXml(newest)}</lastmod>` : ''}</sitemap>`,
    ),
  ];
  return `${XML_HEAD}<sitemapindex ${NS}>\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

export async function pagesSitemapXml(db: DB, sitemap: Sitemap): Promise<string> {
  return urlset(pageEntries(sitemap, (await productsSummary(db)).newest));
}

/** /sitemaps/products-N.xml, or null when there is no such file. */
export async function productsSitemapXml(db: DB, { origin, maxPages }: Sitemap, n: number): Promise<string | null> {
  if (!Number.isInteger(n) || n < 1 || (n - 1) * maxPages >= (await productsSummary(db)).count) return null;
  return urlset(await productEntries(db, origin, (n - 1) * maxPages, maxPages));
}
