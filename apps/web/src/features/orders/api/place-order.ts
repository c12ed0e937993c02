// POST /api/orders: books an order. The server takes product, unit price and email from its own
// records; stock and the customer's order list are refreshed afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { PlaceOrderInput } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { MY_ORDERS_KEY, ORDERS_KEY, PRODUCTS_KEY } from '../../../lib/query-client.ts';

export interface InsertResult {
  acknowledged: boolean;
  insertedId: string;
}

export function placeOrder(input: PlaceOrderInput): Promise<InsertResult> {
  return api<InsertResult>(API_PATHS.orders, { method: 'POST', body: input, auth: true });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
        queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
      ]);
    },
  });
}
