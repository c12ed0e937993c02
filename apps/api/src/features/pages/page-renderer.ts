// The public pages rendered on the server (docs/features/server-rendering.md): the web app's own
// server entry (apps/web/src/entry-server.tsx, built into WEB_SERVER_DIST by the web build) renders
// the page; its data comes from this API in-process (app.inject: same routes, same caches, no
// socket); the result goes into the built index.html and is kept per catalog version (PageCache).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PageCache, RenderedPage } from './page-cache.ts';

interface ServerEntry {
  render(request: {
    url: string;
    publicUrl: string;
    fetch: (input: string, init: RequestInit) => Promise<Response>;
  }): Promise<{ status: number; redirect: string | null; head: string; body: string }>;
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
  return !CLIENT_ONLY.some((pattern) => pattern.test(pathname));
}

const HEAD_SLOT = /<!--ssr-head-->[\s\S]*?<!--\/ssr-head-->/;
const BODY_SLOT = '<!--ssr-body-->';

export interface PageRenderer {
  /** The page at `url` (path and query): rendered, or from the cache. */
  page(url: string): Promise<RenderedPage>;
}

/** The in-process transport the server entry calls the API through: the API's own routes. */
function injectFetch(app: FastifyInstance) {
  return async (input: string, init: RequestInit): Promise<Response> => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: input,
      headers: { accept: 'application/json' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers,
    });
  };
}

/**
 * The renderer, or null when the server entry or the built index.html is missing (an API-only
 * start, or a build from before server rendering): the app shell is served as before.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  options: { webDist: string; serverDist: string; publicUrl: string; cache: PageCache },
): Promise<PageRenderer | null> {
  const entryFile = path.join(options.serverDist, 'entry-server.mjs');
  const templateFile = path.join(options.webDist, 'index.html');
  if (!fs.existsSync(entryFile) || !fs.existsSync(templateFile)) return null;
  const template = fs.readFileSync(templateFile, 'utf8');
  if (!HEAD_SLOT.test(template) || !template.includes(BODY_SLOT)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const fetch = injectFetch(app);
  const { cache } = options;
  const inFlight = new Map<string, Promise<RenderedPage>>();

  async function renderPage(url: string): Promise<RenderedPage> {
    const generation = cache.current();
    const result = await entry.render({ url, publicUrl: options.publicUrl, fetch });
    // NOTE: a function replacement, so that "$&" or "$1" in the page's text are kept as they are.
    const html = Buffer.from(
      template.replace(HEAD_SLOT, () => result.head).replace(BODY_SLOT, () => result.body),
      'utf8',
    );
    const page: RenderedPage = {
      status: result.status,
      redirect: result.redirect,
      html,
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
