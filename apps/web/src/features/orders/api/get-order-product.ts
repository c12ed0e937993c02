// GET /api/products/{id}: the product on its order page. Under the 'products' key, so that any
// product write (an order taking stock, an admin edit) refreshes it.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Product } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';

export function getOrderProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return api<Product>(API_PATHS.product(id), signal ? { signal } : {});
}

export const orderProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => getOrderProduct(id, signal),
  });
