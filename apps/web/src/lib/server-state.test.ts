import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, serializeApiError } from './api-client.ts';
import { readServerState } from './server-state.ts';

/** A page carrying the server's query results, as entry-server.tsx writes them. */
function pageWithState(text: string) {
  document.head.innerHTML = `<script type="application/json" id="store-queries">${text}</script>`;
}

/** The server's block for one product answer and one failed query, dehydrated a moment ago. */
function serverBlock() {
  const server = new QueryClient();
  server.setQueryData(['products', 'one', '7'], { _id: '7', name: 'Chainring' });
  const failed = server.getQueryCache().build(server, { queryKey: ['products', 'one', '404'] });
  failed.setState({
    status: 'error',
    error: serializeApiError(new ApiError(404, 'NOT_FOUND', 'Product not found')) as unknown as Error,
  });
  return JSON.stringify(dehydrate(server, { shouldDehydrateQuery: () => true }));
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the query results a server-rendered page carries', () => {
  it('count as fetched when the page was requested, so an app started a minute later refetches them', () => {
    pageWithState(serverBlock());
    const requestedAt = Date.now() - 60_000;
    const state = readServerState(document, requestedAt);
    if (!state) throw new Error('no state read');

    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    hydrate(browser, state);
    const query = browser.getQueryCache().find({ queryKey: ['products', 'one', '7'] });
    expect(query?.state.data).toEqual({ _id: '7', name: 'Chainring' });
    expect(query?.state.dataUpdatedAt).toBe(requestedAt);
    expect(query?.isStaleByTime(30_000)).toBe(true);
  });

  it('are fresh for an app started at once', () => {
    pageWithState(serverBlock());
    const state = readServerState(document, Date.now());
    if (!state) throw new Error('no state read');
    const browser = new QueryClient();
    hydrate(browser, state);
    expect(
      browser
        .getQueryCache()
        .find({ queryKey: ['products', 'one', '7'] })
        ?.isStaleByTime(30_000),
    ).toBe(false);
  });

  it('give back the API errors the server met as ApiErrors', () => {
    pageWithState(serverBlock());
    const state = readServerState(document, Date.now());
    const failed = state?.queries.find((query) => query.queryKey[2] === '404');
    expect(failed?.state.error).toBeInstanceOf(ApiError);
    expect((failed?.state.error as ApiError).status).toBe(404);
  });

  it('are none on a page without the block or with a broken one', () => {
    expect(readServerState(document, Date.now())).toBeNull();
    pageWithState('{"queries": [');
    expect(readServerState(document, Date.now())).toBeNull();
  });
});
