// DELETE /api/myorders/{id}: cancels an unpaid order; its quantity goes back to stock.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import { api } from '../../../lib/api-client.ts';
import { MY_ORDERS_KEY, ORDERS_KEY, PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';

export function useCancelOrder() {
  return useMutation({
    mutationFn: (id: string) => api<{ deletedCount: number }>(API_PATHS.myOrder(id), { method: 'DELETE', auth: true }),
    onSettled: useInvalidate(MY_ORDERS_KEY, PRODUCTS_KEY, ORDERS_KEY),
  });
}
