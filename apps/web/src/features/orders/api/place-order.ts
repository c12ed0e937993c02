// POST /api/orders: books an order. The server takes product, unit price and email from its own
// records; stock and the customer's order list are refreshed afterwards. Each submission carries
// its Idempotency-Key (lib/submission-key.ts): the same submission sent again books one order.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { InsertResult, PlaceOrderInput } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { MY_ORDERS_KEY, ORDERS_KEY, PRODUCTS_KEY } from '../../../lib/query-client.ts';

export function placeOrder(input: PlaceOrderInput, idempotencyKey: string): Promise<InsertResult> {
  return api<InsertResult>(API_PATHS.orders, {
    method: 'POST',
    body: input,
    auth: true,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: PlaceOrderInput; idempotencyKey: string }) =>
      placeOrder(input, idempotencyKey),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
        queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
      ]);
    },
  });
}
