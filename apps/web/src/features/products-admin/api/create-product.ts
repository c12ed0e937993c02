// POST /api/products (admin): publishes a product; every products query is refreshed afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { ProductInput } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY } from '../../../lib/query-client.ts';

export interface InsertResult {
  acknowledged: boolean;
  insertedId: string;
}

export function createProduct(input: ProductInput): Promise<InsertResult> {
  return api<InsertResult>(API_PATHS.products, { method: 'POST', body: input, auth: true });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}
