// POST /api/orders with its Idempotency-Key (lib/submission-key.ts): the same submission books one order.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { InsertResult, PlaceOrderInput } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { MY_ORDERS_KEY, ORDERS_KEY, PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';

export function usePlaceOrder() {
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: PlaceOrderInput; idempotencyKey: string }) =>
      api<InsertResult>(API_PATHS.orders, {
        method: 'POST',
        body: input,
        auth: true,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSettled: useInvalidate(PRODUCTS_KEY, MY_ORDERS_KEY, ORDERS_KEY),
  });
}
