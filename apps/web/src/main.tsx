// Web app entry: providers and the routes. A page the server rendered (docs/features/server-rendering.md)
// is hydrated with the query results it was rendered with; any other page is rendered here.
import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { reviveApiError } from './lib/api-client.ts';
import { queryClient } from './lib/query-client.ts';
import { AppRoutes } from './app/router.tsx';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
);

/** The query results the server rendered the page with (entry-server.tsx, STATE_ELEMENT_ID). */
function readServerState(): DehydratedState | null {
  const text = document.getElementById('store-queries')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
}

const serverState = readServerState();
if (serverState && root.hasChildNodes()) {
  // NOTE: the server's HTML may come from its page cache, which is dropped whenever the catalog
  // changes: its data is as fresh as an answer fetched now, so it counts as fetched now.
  const now = Date.now();
  for (const query of serverState.queries) {
    query.state.dataUpdatedAt = now;
    if (query.state.error) query.state.error = reviveApiError(query.state.error) as Error;
  }
  hydrate(queryClient, serverState);
  // NOTE: hydration as a transition yields to the browser every few ms instead of one long task:
  // the server's HTML is already on screen, so nothing is lost by hydrating in slices (TBT).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
