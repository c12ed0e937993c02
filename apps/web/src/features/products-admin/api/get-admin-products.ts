// GET /api/products (the whole list) for Manage Products.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Product } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY } from '../../../lib/query-client.ts';

export const adminProductsQueryOptions = () =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'admin-list'],
    queryFn: ({ signal }) => api<Product[]>(API_PATHS.products, { signal }),
  });
