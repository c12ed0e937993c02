// The navbar search's suggestions (the server ranks name matches first). In lib: the navbar is on every page.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import { SEARCH_SUGGESTIONS } from '@store/shared/constants';
import type { Product } from '@store/shared/schemas';
import { api } from './api-client.ts';
import { PRODUCTS_KEY } from './query-client.ts';

export type Suggestion = Pick<Product, '_id' | 'name'>;

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'suggestions', q],
    queryFn: async ({ signal }): Promise<Suggestion[]> => {
      const params = new URLSearchParams({ q, limit: String(SEARCH_SUGGESTIONS) });
      const products = await api<Product[]>(`${API_PATHS.products}?${params}`, { signal });
      return products.map(({ _id, name }) => ({ _id, name }));
    },
    // The list stays while the next one loads, so that it does not flicker as one types.
    placeholderData: keepPreviousData,
  });
