// GET /api/products?limit=6: the home page's Tools section (spec §2, §9).
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import { HOME_TOOLS_COUNT } from '@store/shared/constants';
import type { Product } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY } from '../../../lib/query-client.ts';

/** Under PRODUCTS_KEY, so that adding or deleting a product refreshes it too. */
export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'featured'],
    queryFn: ({ signal }) => api<Product[]>(`${API_PATHS.products}?limit=${HOME_TOOLS_COUNT}`, { signal }),
  });
