// Serves the built web app from the same origin as the API: hashed assets with long-lived cache
// headers, index.html never cached, and index.html for every client route (history fallback).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_ERROR } from '@store/shared/messages';

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz siblings (apps/web/vite.config.ts); send those when accepted.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: API_ERROR.routeNotFound } });
    }
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasWebApp || !wantsPage || path.extname(url) !== '') {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', distDir, { cacheControl: false });
  });
}
