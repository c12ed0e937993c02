// GET /api/categories: the categories in their order, with their product counts (the admin's page and
// the product form's select). Under PRODUCTS_KEY: a product added, moved or deleted changes the counts.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Category } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY } from '../../../lib/query-client.ts';

export const CATEGORIES_KEY = [...PRODUCTS_KEY, 'categories'] as const;

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: CATEGORIES_KEY,
    queryFn: ({ signal }) => api<Category[]>(API_PATHS.categories, { signal }),
  });
