// GET /api/admin/low-stock (admin): products under the store's low-stock threshold, fewest first.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { LowStock } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY } from '../../../lib/query-client.ts';

export const lowStockQueryOptions = () =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'low-stock'],
    queryFn: ({ signal }) => api<LowStock>(API_PATHS.lowStock, { auth: true, signal }),
  });
