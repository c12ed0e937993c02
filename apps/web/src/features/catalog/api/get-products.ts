// GET /api/products?limit=&page=&q=&sort= : one page of the catalog and the total (X-Total-Count).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import { PRODUCTS_PAGE_SIZE } from '@store/shared/constants';
import type { Product } from '@store/shared/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY } from '../../../lib/query-client.ts';
import type { ProductSearch } from '../product-search.ts';

export interface ProductPage {
  items: Product[];
  total: number;
}

export async function getProductPage(search: ProductSearch, signal?: AbortSignal): Promise<ProductPage> {
  const params = new URLSearchParams({
    limit: String(PRODUCTS_PAGE_SIZE),
    page: String(search.page),
    sort: search.sort,
  });
  if (search.q) params.set('q', search.q);
  const { data, headers } = await apiRequest<Product[]>(`${API_PATHS.products}?${params}`, signal ? { signal } : {});
  const total = Number(headers.get('x-total-count'));
  return { items: data, total: Number.isFinite(total) && headers.has('x-total-count') ? total : data.length };
}

/** Under PRODUCTS_KEY, so that adding or deleting a product refreshes it. */
export const productPageQueryOptions = (search: ProductSearch) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'page', search],
    queryFn: ({ signal }) => getProductPage(search, signal),
    // Keep the current page on screen while the next one loads, instead of flashing placeholders.
    placeholderData: keepPreviousData,
  });
