// DELETE /api/myorders/{id}: cancels an unpaid order; its quantity goes back to stock.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import { api } from '../../../lib/api-client.ts';
import { MY_ORDERS_KEY, ORDERS_KEY, PRODUCTS_KEY } from '../../../lib/query-client.ts';

export function cancelOrder(id: string): Promise<{ deletedCount: number }> {
  return api<{ deletedCount: number }>(API_PATHS.myOrder(id), { method: 'DELETE', auth: true });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
      ]);
    },
  });
}
