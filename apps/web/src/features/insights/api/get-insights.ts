// GET /api/admin/insights?from=&to= (admin): the owner's figures for a period of the store's days.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Insights } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';

export const insightsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: ['insights', from, to],
    queryFn: ({ signal }) =>
      api<Insights>(`${API_PATHS.insights}?${new URLSearchParams({ from, to }).toString()}`, { auth: true, signal }),
    // The figures of the period before stay on screen while the next period's load.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
