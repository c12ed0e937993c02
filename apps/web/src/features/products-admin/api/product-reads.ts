// The admin's product lists: every product (GET /api/products, for Manage Products) and those under the
// store's low-stock threshold, fewest first (GET /api/admin/low-stock).
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { LowStock, Product } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY } from '../../../lib/query-client.ts';

export const adminProductsQueryOptions = () =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'admin-list'],
    queryFn: ({ signal }) => api<Product[]>(API_PATHS.products, { signal }),
  });

export const lowStockQueryOptions = () =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'low-stock'],
    queryFn: ({ signal }) => api<LowStock>(API_PATHS.lowStock, { auth: true, signal }),
  });
