// GET /api/products?limit=&page=&q=&sort=&category=&minPrice=&maxPrice=&inStock=&facets=category :
// one page of the catalog, the total and the count per category under the search and the other filters.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import { PRODUCTS_PAGE_SIZE } from '@store/shared/constants';
import type { ProductPageWithFacets } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY } from '../../../lib/query-client.ts';
import { type ProductSearch, toSearchParams } from '../product-search.ts';

/** Under PRODUCTS_KEY, so that adding or deleting a product refreshes it. */
export const productPageQueryOptions = (search: ProductSearch) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'page', search],
    queryFn: async ({ signal }) => {
      const params = toSearchParams(search);
      params.set('limit', String(PRODUCTS_PAGE_SIZE));
      params.set('page', String(search.page));
      params.set('sort', search.sort);
      params.set('facets', 'category');
      const page = await api<ProductPageWithFacets>(`${API_PATHS.products}?${params}`, { signal });
      return { items: page.items, total: page.total, categories: page.facets.category };
    },
    // Keep the current page on screen while the next one loads, instead of flashing placeholders.
    placeholderData: keepPreviousData,
  });
