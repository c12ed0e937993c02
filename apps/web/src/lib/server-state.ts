// The query results a server-rendered page was rendered with (entry-server.tsx writes them in the
// STATE_ELEMENT_ID block), read back for hydration.
import type { DehydratedState } from '@tanstack/react-query';
import { STATE_ELEMENT_ID } from '@store/shared/constants';
import { reviveApiError } from './api-client.ts';
import { tryOr } from './try-or.ts';

/**
 * Each result counts as fetched at `requestedAt` (the server's page cache is dropped whenever the catalog
 * changes, so its data is as fresh as an answer fetched then); errors become ApiErrors again.
 */
export function readServerState(doc: Document, requestedAt: number): DehydratedState | null {
  const text = doc.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  const state = tryOr(() => JSON.parse(text) as DehydratedState, null);
  if (!state) return null;
  for (const query of state.queries) {
    query.state.dataUpdatedAt = requestedAt;
    if (query.state.error) query.state.error = reviveApiError(query.state.error) as Error;
  }
  return state;
}
