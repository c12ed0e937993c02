// PATCH /api/products/{id} (admin): saves the edit form; every products query is refreshed afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Product, ProductPatch } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY } from '../../../lib/query-client.ts';

export function updateProduct(id: string, patch: ProductPatch): Promise<Product> {
  return api<Product>(API_PATHS.product(id), { method: 'PATCH', body: patch, auth: true });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ProductPatch }) => updateProduct(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}
