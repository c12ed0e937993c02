// POST /api/payments/cod { order }: the order is paid in cash on arrival (the COD fee added to its total).
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Order } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { MY_ORDERS_KEY, ORDERS_KEY, useInvalidate } from '../../../lib/query-client.ts';

export function useChooseCod(orderId: string) {
  return useMutation({
    mutationFn: () => api<Order>(API_PATHS.cashOnDelivery, { method: 'POST', body: { order: orderId }, auth: true }),
    onSettled: useInvalidate(MY_ORDERS_KEY, ORDERS_KEY),
  });
}
