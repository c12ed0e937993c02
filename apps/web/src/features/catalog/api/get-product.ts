// GET /api/products/{id}: one product, for the /singleservice/{id} page.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Product } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';

export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return api<Product>(API_PATHS.product(id), signal ? { signal } : {});
}

/** Under the 'products' key, so that editing or deleting a product (or ordering from its stock) refreshes it. */
export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });
