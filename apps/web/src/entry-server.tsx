// The server renderer: the browser's routes rendered to a string by Preact. The API process calls render()
// for the public pages: the page's data is fetched first (app/route-data.ts, in-process), the page rendered
// once with it, and the results go into the HTML for the browser's query cache.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { options, type VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { loadRouteData } from './app/route-data.ts';
import { App } from './app/router.tsx';
import { ApiError, serializeApiError, setApiFetch } from './lib/api-client.ts';
import { jsonForScript } from './components/seo/json-ld.tsx';
import { fullTitle, headTags } from './lib/page-title.ts';
import { type HeadData, ServerRenderContext, ServerRenderState } from './lib/server-render.tsx';
import { localizedPath, splitLocalePath, type Locale } from '@store/shared/i18n/locales';
import { STATE_ELEMENT_ID } from '@store/shared/constants';
import { createEagerI18n } from './lib/i18n-eager.ts';

// NOTE: Preact's React layer turns translate="no" into `false`, so that the browser sets the
// element's boolean `translate` property (a string would set it to true); a string renderer would
// then leave the attribute out. The server writes it as React does.
const compatVnode = options.vnode?.bind(options);
options.vnode = (vnode) => {
  compatVnode?.(vnode);
  const props = vnode.props as { translate?: unknown };
  if (typeof vnode.type === 'string' && props.translate === false) props.translate = 'no';
};

export interface RenderRequest {
  url: string;
  /** Without a trailing slash. */
  publicUrl: string;
  /** The API's own routes, in-process. */
  fetch: ApiFetch;
}

type ApiFetch = (input: string, init: RequestInit) => Promise<Response>;

// NOTE: one server may render for several apps at once (tests build many): each render's API calls
// go to its own transport, carried by the render's async context.
const transports = new AsyncLocalStorage<ApiFetch>();
setApiFetch((input, init) => {
  const transport = transports.getStore();
  if (!transport) return Promise.reject(new Error('API call outside a server render'));
  return transport(input, init);
});

export interface RenderResult {
  status: number;
  /** For a permanent redirect (301). */
  redirect: string | null;
  head: string;
  locale: Locale;
  /** The browser loads these catalogues before hydrating. */
  namespaces: string[];
  body: string;
}

const RENDER_TIMEOUT_MS = 10_000;
/** The block naming the page's language and text areas (main.tsx reads it). */
const I18N_ELEMENT_ID = 'store-i18n';

function renderToString(element: React.ReactElement): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('server render timed out')), RENDER_TIMEOUT_MS);
  });
  // The element is typed as React's; Preact renders it (PREACT_ALIASES in vite.config.ts).
  return Promise.race([renderToStringAsync(element as unknown as VNode), timeout]).finally(() => clearTimeout(timer));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function headHtml(head: HeadData, publicUrl: string, locale: Locale): string {
  const tags = headTags(head, publicUrl, locale).map(([tag, attrs, name, value]) =>
    value === null
      ? ''
      : `<${tag}${Object.entries({ ...attrs, [name]: value })
          .map(([key, text]) => ` ${key}="${escapeHtml(text)}"`)
          .join('')}>`,
  );
  return `<title>${escapeHtml(fullTitle(head.title))}</title>${tags.join('')}`;
}

/** A JSON data block: never executed, so the CSP's script-src 'self' needs no exception. */
function dataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`;
}

export function render(request: RenderRequest): Promise<RenderResult> {
  return transports.run(request.fetch, () => renderPage(request));
}

async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        retryOnMount: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: Number.POSITIVE_INFINITY,
      },
    },
  });
  const { locale, path } = splitLocalePath(request.url);
  await loadRouteData(queryClient, path);
  const server = new ServerRenderState(request.publicUrl);
  const i18n = createEagerI18n(locale);
  const html = await renderToString(
    <ServerRenderContext value={server}>
      <App
        i18n={i18n}
        queryClient={queryClient}
        Router={(props) => <StaticRouter location={request.url} {...props} />}
      />
    </ServerRenderContext>,
  );
  const head = server.head ? headHtml(server.head, request.publicUrl, locale) : '';
  // The pictures marked fetchPriority="high" are preloaded from <head>, before the browser reads the body.
  const pictures = new Set(
    [...html.matchAll(/<img [^>]*?\bsrc="([^"]*)"[^>]*>/g)]
      .filter(([img]) => /\bfetchpriority="high"/i.test(img))
      .map(([, src]) => src),
  );
  const preloads = [...pictures]
    .map((src) => `<link rel="preload" as="image" href="${src}" fetchpriority="high">`)
    .join('');
  const state = dehydrate(queryClient, {
    // An error (a product that is not there) goes too, so that the browser hydrates the same page.
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) query.state.error = serializeApiError(error) as unknown as Error;
  }
  const namespaces = [...i18n.used];
  return {
    status: server.status,
    redirect: server.redirect === null ? null : localizedPath(server.redirect, locale),
    head: head + preloads + dataBlock(STATE_ELEMENT_ID, state) + dataBlock(I18N_ELEMENT_ID, { locale, namespaces }),
    body: html,
    locale,
    namespaces,
  };
}
