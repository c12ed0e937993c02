// PATCH /api/orders/{id} { order, transactionId }: reports the payment; the server asks the provider
// before it marks the order paid. Afterwards My Orders (key myOrders) and the order are fetched again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { PayOrderResult } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { MY_ORDERS_KEY, ORDERS_KEY } from '../../../lib/query-client.ts';

export function payOrder(orderId: string, transactionId: string): Promise<PayOrderResult> {
  return api<PayOrderResult>(API_PATHS.order(orderId), {
    method: 'PATCH',
    body: { order: orderId, transactionId },
    auth: true,
  });
}

export function usePayOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) => payOrder(orderId, transactionId),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
      ]);
    },
  });
}
