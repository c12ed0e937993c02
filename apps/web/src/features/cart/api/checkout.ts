// POST /api/checkout with an Idempotency-Key: the cart becomes one order. A retry of the same
// attempt (a lost answer) sends the same key and gets the same order back.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { CheckoutInput, CheckoutResult } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { CART_QUERY_KEY } from '../../../lib/cart.ts';

export function checkout(input: CheckoutInput, idempotencyKey: string): Promise<CheckoutResult> {
  return api<CheckoutResult>(API_PATHS.checkout, {
    method: 'POST',
    body: input,
    auth: true,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export function useCheckout(idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckoutInput) => checkout(input, idempotencyKey),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        queryClient.invalidateQueries({ queryKey: ['myOrders'] }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]);
    },
  });
}
