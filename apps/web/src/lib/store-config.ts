// GET /api/store/config: the shop's configured figures (shipping fee, free-shipping threshold, the
// unpaid-order deadline), read by the cart, the order pages and the policies page alike.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { StoreConfig } from '@store/shared/schemas';
import { api } from './api-client.ts';

export const storeConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['storeConfig'],
    queryFn: ({ signal }) => api<StoreConfig>(API_PATHS.storeConfig, { signal }),
    staleTime: 10 * 60_000,
  });
