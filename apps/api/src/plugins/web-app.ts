// Serves the built web app from the API's origin; public pages are rendered on the server
// (features/pages), signed-in pages get the app shell (history fallback).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_ERROR } from '@store/shared/messages';
import type { ErrorCode } from '@store/shared/schemas';
import { localeFromCookie, localizedPath, splitLocalePath } from '@store/shared/i18n/locales';
import { bengaliFontPreload, isServerRendered, type PageRenderer, templateIn } from '../features/pages/index.ts';

/** index.html must be revalidated so a new deploy is seen; hashed assets never change. */
function cacheControlFor(filePath: string): string {
  if (path.basename(filePath).startsWith('index.html')) return 'no-cache';
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Serves the web app from distDir (null: API only) and answers unknown paths: JSON 404 under /api. */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | null,
  renderer: PageRenderer | null = null,
): Promise<void> {
  const hasWebApp = distDir !== null && fs.existsSync(path.join(distDir, 'index.html'));
  if (distDir !== null && hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz siblings (apps/web/vite.config.ts); send those when accepted.
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  }
  // The app shell of the pages rendered in the browser, in Bangla: <html lang="bn"> and its font.
  let banglaShell: string | null = null;
  const shellIn = (webDist: string) =>
    (banglaShell ??= templateIn(
      fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'),
      'bn',
      bengaliFontPreload(webDist),
    ));
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ error: { code: 'NOT_FOUND' satisfies ErrorCode, message: API_ERROR.routeNotFound } });
    }
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (distDir === null || !hasWebApp || !wantsPage || path.extname(url) !== '') {
      return reply.status(404).type('text/plain').send('Not found');
    }
    const { locale } = splitLocalePath(url);
    // A visitor who chose Bangla (the language cookie) and opens an English address gets the Bangla
    // one; crawlers send no cookie and read each language at its own address.
    if (locale === 'en' && localeFromCookie(request.headers.cookie) === 'bn') {
      return reply.header('cache-control', 'no-store').redirect(localizedPath(request.url, 'bn'), 302);
    }
    if (renderer && isServerRendered(url)) {
      const page = await renderer.page(request.url);
      if (page.redirect) return reply.redirect(page.redirect, 301);
      reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding, cookie');
      if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send();
      reply.status(page.status).type('text/html; charset=utf-8');
      const accepted = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.brotli);
      if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
      return reply.send(page.html);
    }
    if (locale !== 'en') {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shellIn(distDir));
    }
    return reply.header('vary', 'cookie').sendFile('index.html', distDir, { cacheControl: false });
  });
}
