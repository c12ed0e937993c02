// GET /api/products (the whole list) for Manage Products, and GET /api/products/{id} for the edit form.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Product } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';

/** Every products query in the app sits under this key; a product write invalidates it all. */
export const PRODUCTS_KEY = ['products'] as const;

export function getAllProducts(signal?: AbortSignal): Promise<Product[]> {
  return api<Product[]>(API_PATHS.products, signal ? { signal } : {});
}

export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return api<Product>(API_PATHS.product(id), signal ? { signal } : {});
}

export const adminProductsQueryOptions = () =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'admin-list'],
    queryFn: ({ signal }) => getAllProducts(signal),
  });

export const adminProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'admin-detail', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });
