// PATCH /api/products/{id} (admin): saves the edit form; every products query is refreshed afterwards.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Product, ProductPatch } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';

export function useUpdateProduct() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ProductPatch }) =>
      api<Product>(API_PATHS.product(id), { method: 'PATCH', body: patch, auth: true }),
    onSuccess: useInvalidate(PRODUCTS_KEY),
  });
}
