// POST /api/checkout with an Idempotency-Key: the cart becomes one order. A retry of the same
// attempt (a lost answer) sends the same key and gets the same order back.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { CheckoutInput, CheckoutResult } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { CART_QUERY_KEY } from '../../../lib/cart.ts';
import { MY_ORDERS_KEY, ORDERS_KEY, PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';

export function useCheckout(idempotencyKey: string) {
  return useMutation({
    mutationFn: (input: CheckoutInput) =>
      api<CheckoutResult>(API_PATHS.checkout, {
        method: 'POST',
        body: input,
        auth: true,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSettled: useInvalidate(CART_QUERY_KEY, PRODUCTS_KEY, MY_ORDERS_KEY, ORDERS_KEY),
  });
}
