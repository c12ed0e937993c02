// What crawlers read besides the pages: /robots.txt and the sitemap (sitemap.service.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { LOCALES } from '@store/shared/i18n/locales';
import { pagesSitemapXml, productsSitemapXml, type Sitemap, sitemapXml } from './sitemap.service.ts';

const SITEMAP_MAX_URLS = 50_000;
// /track/…: an order's page opened by the link in its SMS; private, and noindex too.
const DISALLOWED = [
  '/dashboard',
  '/api',
  '/singleservice',
  '/cart',
  '/track',
  '/bn/dashboard',
  '/bn/singleservice',
  '/bn/cart',
  '/bn/track',
];

export interface PagesRoutesOptions {
  publicUrl: string;
  /** The built web app: its index.html's time is the static pages' lastmod (they change with a deploy). */
  webDist?: string | null;
  /** Addresses per sitemap file; tests lower it. */
  maxUrls?: number;
}

export const pagesRoutes: FastifyPluginAsync<PagesRoutesOptions> = async (app, options) => {
  const origin = options.publicUrl.replace(/\/+$/, '');
  const built = options.webDist && fs.statSync(path.join(options.webDist, 'index.html'), { throwIfNoEntry: false });
  const sitemap: Sitemap = {
    origin,
    deployedAt: built ? built.mtime.toISOString() : null,
    maxPages: Math.max(1, Math.floor((options.maxUrls ?? SITEMAP_MAX_URLS) / LOCALES.length)),
  };

  const disallow = DISALLOWED.map((p) => `Disallow: ${p}\n`).join('');
  const robots = `User-agent: *\nAllow: /\n${disallow}\nSitemap: ${origin}/sitemap.xml\n`;
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, await sitemapXml(app.db, sitemap)),
  );

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, await pagesSitemapXml(app.db, sitemap)),
  );

  app.get<{ Params: { n: string } }>(
    '/sitemaps/products-:n.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const xml = await productsSitemapXml(app.db, sitemap, Number(request.params.n));
      if (xml === null) return reply.status(404).type('text/plain').send('Not found');
      return sendXml(reply, xml);
    },
  );
};
