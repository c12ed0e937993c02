// GET /api/products?limit=&page=&q=&sort=&category=&minPrice=&maxPrice=&inStock=&facets=category :
// one page of the catalog, the total and the count per category under the search and the other filters.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import { PRODUCTS_PAGE_SIZE } from '@store/shared/constants';
import type { CategoryFacet, Product, ProductPageWithFacets } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY } from '../../../lib/query-client.ts';
import type { ProductSearch } from '../product-search.ts';

export interface ProductPage {
  items: Product[];
  total: number;
  categories: CategoryFacet[];
}

async function getProductPage(search: ProductSearch, signal?: AbortSignal): Promise<ProductPage> {
  const params = new URLSearchParams({
    limit: String(PRODUCTS_PAGE_SIZE),
    page: String(search.page),
    sort: search.sort,
    facets: 'category',
  });
  if (search.q) params.set('q', search.q);
  if (search.category) params.set('category', search.category);
  if (search.minPrice) params.set('minPrice', search.minPrice);
  if (search.maxPrice) params.set('maxPrice', search.maxPrice);
  if (search.inStock) params.set('inStock', 'true');
  const page = await api<ProductPageWithFacets>(`${API_PATHS.products}?${params}`, signal ? { signal } : {});
  return { items: page.items, total: page.total, categories: page.facets.category };
}

/** Under PRODUCTS_KEY, so that adding or deleting a product refreshes it. */
export const productPageQueryOptions = (search: ProductSearch) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'page', search],
    queryFn: ({ signal }) => getProductPage(search, signal),
    // Keep the current page on screen while the next one loads, instead of flashing placeholders.
    placeholderData: keepPreviousData,
  });
