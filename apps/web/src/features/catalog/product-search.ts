// The /allproducts list state lives in the URL (back, forward and a shared link restore it), without its
// defaults. A search is listed best match first unless another order is chosen.
import { LIMITS, PRODUCT_SORTS, type ProductSort } from '@store/shared/constants';

/** The order a list is shown in when none is chosen: best match for a search, else newest first. */
export const defaultSortFor = (q: string): ProductSort => (q ? 'relevance' : 'newest');

function isProductSort(value: string | null): value is ProductSort {
  return PRODUCT_SORTS.some((sort) => sort === value);
}

const PRICE = /^\d{1,9}(\.\d{1,2})?$/;
const priceOf = (value: string | null): string => (value !== null && PRICE.test(value) ? value : '');

/**
 * Reads the list state from the URL; anything invalid falls back to its default instead of failing.
 * `category`: an id, or '' for every category; the prices: taka, or '' for no bound.
 */
export function parseProductSearch(params: URLSearchParams) {
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  const rawSort = params.get('sort');
  const q = (params.get('q') ?? '').trim().slice(0, LIMITS.searchQuery);
  return {
    page,
    q,
    sort: isProductSort(rawSort) ? rawSort : defaultSortFor(q),
    category: (params.get('category') ?? '').slice(0, 100),
    ...priceRange(params.get('minPrice'), params.get('maxPrice')),
    inStock: params.get('inStock') === 'true',
    /** A variant's option value (11-speed, 34T): the products with such a variant in stock. */
    option: (params.get('option') ?? '').trim().slice(0, LIMITS.optionValue),
  };
}

export type ProductSearch = ReturnType<typeof parseProductSearch>;

/** A price range with its invalid bounds dropped and its bounds in order. */
export function priceRange(min: string | null, max: string | null) {
  let [minPrice, maxPrice] = [priceOf(min), priceOf(max)];
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) [minPrice, maxPrice] = [maxPrice, minPrice];
  return { minPrice, maxPrice };
}

export function toSearchParams(s: ProductSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (s.q) params.set('q', s.q);
  if (s.category) params.set('category', s.category);
  if (s.minPrice) params.set('minPrice', s.minPrice);
  if (s.maxPrice) params.set('maxPrice', s.maxPrice);
  if (s.inStock) params.set('inStock', 'true');
  if (s.option) params.set('option', s.option);
  if (s.sort !== defaultSortFor(s.q)) params.set('sort', s.sort);
  if (s.page > 1) params.set('page', String(s.page));
  return params;
}

export const NO_FILTERS = { category: '', minPrice: '', maxPrice: '', inStock: false, option: '' } as const;

export const hasFilters = (s: ProductSearch): boolean =>
  s.category !== '' || s.minPrice !== '' || s.maxPrice !== '' || s.inStock || s.option !== '';
