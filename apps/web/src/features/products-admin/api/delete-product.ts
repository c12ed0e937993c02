// DELETE /api/products/{id} (admin): `{ deletedCount }`; every products query is refreshed afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY } from '../../../lib/query-client.ts';

export function deleteProduct(id: string): Promise<{ deletedCount: number }> {
  return api<{ deletedCount: number }>(API_PATHS.product(id), { method: 'DELETE', auth: true });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}
