// POST /api/products (admin): publishes a product; every products query is refreshed afterwards.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { InsertResult, ProductInput } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';

export function useCreateProduct() {
  return useMutation({
    mutationFn: (input: ProductInput) =>
      api<InsertResult>(API_PATHS.products, { method: 'POST', body: input, auth: true }),
    onSuccess: useInvalidate(PRODUCTS_KEY),
  });
}
