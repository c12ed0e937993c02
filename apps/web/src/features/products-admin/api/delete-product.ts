// DELETE /api/products/{id} (admin): `{ deletedCount }`; every products query is refreshed afterwards.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';

export function useDeleteProduct() {
  return useMutation({
    mutationFn: (id: string) => api<{ deletedCount: number }>(API_PATHS.product(id), { method: 'DELETE', auth: true }),
    onSettled: useInvalidate(PRODUCTS_KEY),
  });
}
