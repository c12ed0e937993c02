// The web app: providers and the routes, started by the entry (main.tsx) when the page needs it.
// A page the server rendered (docs/features/server-rendering.md) is hydrated with the query results
// it was rendered with; any other page is rendered here.
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { isLocale, localePrefix, splitLocalePath } from '@store/shared/i18n/locales';
import type { Namespace } from '@store/shared/i18n/catalogues';
import { createBrowserI18n, I18nProvider } from './lib/i18n.tsx';
import { endSlicedHydration, hydrationFinished, nextTask, startSlicedHydration } from './lib/hydrate-later.tsx';
import { readServerState } from './lib/server-state.ts';
import { readLocalCart } from './lib/cart.ts';
import { queryClient } from './lib/query-client.ts';
import { AppRoutes } from './app/router.tsx';
import { pageLoadsSettled } from './app/lazy-route.ts';

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

/**
 * Starts the app on `root`: hydrates the server's page or renders one. Settles once the page is
 * interactive: hydrated, its lazily loaded page too, and every part of it that hydrates later.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  // The language is the address's (/bn/... is Bangla): the same rule as the server's.
  const { locale } = splitLocalePath(window.location.pathname);
  const i18n = createBrowserI18n(locale);
  const serverI18n = readServerI18n();
  const basename = localePrefix(locale) || undefined;

  // NOTE: the outer Suspense holds whatever suspends outside a page's own boundary (an area of texts
  // the navbar reads): React would suspend the root without one, Preact (the browser's build) needs it.
  // The server renders the same boundary (entry-server.tsx), so the hydrated tree matches.
  const app = (
    <StrictMode>
      <I18nProvider runtime={i18n}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter basename={basename}>
            <Suspense fallback={null}>
              <AppRoutes />
            </Suspense>
          </BrowserRouter>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );

  // NOTE: the page's data counts as fetched when the page was requested (the app may start minutes
  // later, at the visitor's first touch).
  const serverState = readServerState(document, Math.floor(performance.timeOrigin));
  // NOTE: the texts the server's HTML was rendered with are loaded before hydrating, so that
  // hydration suspends on nothing and matches the HTML (the server lists their chunks).
  const textsReady = Promise.all(
    serverI18n && isLocale(serverI18n.locale) && serverI18n.locale === locale
      ? serverI18n.namespaces.map((namespace) => i18n.load(namespace))
      : [i18n.load('common')],
  );
  if (serverState && root.hasChildNodes()) {
    hydrate(queryClient, serverState);
    // NOTE: React hydrates a transition in slices of a few ms; Preact (the browser's build) hydrates
    // in one task, except the parts in <HydrateLater>, which take a task each after it. What the
    // first render would pay for the first time is done before, one task each: ICU's data (the
    // page's first number or plural), the first read of localStorage (the visitor's cart), and the
    // history entry's index that React Router's BrowserRouter writes with replaceState while it
    // renders (the same state it would write; it writes nothing when the entry has one).
    const warmups = [
      ...i18n.formatWarmups(),
      () => readLocalCart(),
      () => {
        const state = window.history.state as { idx?: unknown } | null;
        if (state?.idx == null) window.history.replaceState({ ...state, idx: 0 }, '');
      },
    ];
    const warmed = (async () => {
      for (const warm of warmups) {
        await nextTask();
        warm();
      }
    })();
    await Promise.all([textsReady, warmed]);
    await nextTask();
    startTransition(() => {
      startSlicedHydration();
      try {
        hydrateRoot(root, app);
      } finally {
        endSlicedHydration();
      }
    });
  } else {
    await textsReady;
    createRoot(root).render(app);
  }
  // Interactive once the address's lazily loaded page has come and resumed, and the parts that
  // hydrate later have had their turns.
  await nextTask();
  await pageLoadsSettled();
  await nextTask();
  await hydrationFinished();
  await nextTask();
}
