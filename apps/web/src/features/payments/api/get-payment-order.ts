// GET /api/orders/{id}: the order being paid (product name and the amount to pay). Under the
// 'orders' key, so that paying or cancelling refreshes it.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Order } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';

export function getPaymentOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return api<Order>(API_PATHS.order(id), { auth: true, ...(signal ? { signal } : {}) });
}

export const paymentOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) => getPaymentOrder(id, signal),
  });
