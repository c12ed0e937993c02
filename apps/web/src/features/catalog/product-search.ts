// The /allproducts list state (page, search, sort) lives in the URL, so that back, forward and a
// shared link restore it. Defaults are left out of the URL to keep links short.
import { LIMITS, PRODUCT_SORTS, type ProductSort } from '@store/shared/constants';

export interface ProductSearch {
  page: number;
  q: string;
  sort: ProductSort;
}

export const DEFAULT_SORT: ProductSort = 'newest';

function isProductSort(value: string | null): value is ProductSort {
  return PRODUCT_SORTS.some((sort) => sort === value);
}

/** Reads the list state from the URL; anything invalid falls back to its default instead of failing. */
export function parseProductSearch(params: URLSearchParams): ProductSearch {
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  const rawSort = params.get('sort');
  return {
    page,
    q: (params.get('q') ?? '').trim().slice(0, LIMITS.searchQuery),
    sort: isProductSort(rawSort) ? rawSort : DEFAULT_SORT,
  };
}

/** The URL search params for a list state, without the defaults. */
export function toSearchParams({ page, q, sort }: ProductSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params;
}
