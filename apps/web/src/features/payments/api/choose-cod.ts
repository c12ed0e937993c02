// POST /api/payments/cod { order }: the order is paid in cash when it arrives (the COD fee is added
// to its total). Afterwards the order and My Orders are fetched again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Order } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { MY_ORDERS_KEY, ORDERS_KEY } from '../../../lib/query-client.ts';

export function chooseCod(orderId: string): Promise<Order> {
  return api<Order>(API_PATHS.cashOnDelivery, { method: 'POST', body: { order: orderId }, auth: true });
}

export function useChooseCod(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => chooseCod(orderId),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
      ]);
    },
  });
}
