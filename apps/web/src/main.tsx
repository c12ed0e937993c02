// Web app entry: a page the server rendered is hydrated at once with its query results; any other is rendered.
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { isLocale, splitLocalePath } from '@store/shared/i18n/locales';
import type { Namespace } from '@store/shared/i18n/catalogues';
import { createBrowserI18n } from './lib/i18n.tsx';
import { readServerState } from './lib/server-state.ts';
import { queryClient } from './lib/query-client.ts';
import { App } from './app/router.tsx';
import './index.css';

/** What the server rendered the page with besides its data: its language and the areas of texts it read. */
function readServerI18n(): { locale: string; namespaces: Namespace[] } | null {
  const text = document.getElementById('store-i18n')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as { locale: string; namespaces: Namespace[] };
  } catch {
    return null;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The language is the address's (/bn/... is Bangla): the same rule as the server's.
const { locale } = splitLocalePath(window.location.pathname);
const i18n = createBrowserI18n(locale);
const serverI18n = readServerI18n();

const app = <App i18n={i18n} queryClient={queryClient} Router={BrowserRouter} />;

// NOTE: the texts the server's HTML was rendered with are loaded before hydrating, so that the
// first render has them and matches the HTML (the server lists their chunks).
await Promise.all(
  serverI18n && isLocale(serverI18n.locale) && serverI18n.locale === locale
    ? serverI18n.namespaces.map((namespace) => i18n.load(namespace))
    : [i18n.load('common')],
);
const serverState = readServerState(document, Math.floor(performance.timeOrigin));
if (serverState && root.hasChildNodes()) {
  hydrate(queryClient, serverState);
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
