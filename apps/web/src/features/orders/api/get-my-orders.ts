// GET /api/myorders?email=&include=cancelled: the signed-in customer's orders, cancelled ones kept
// (shown as cancelled), cached under the spec's key myOrders.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Order } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { MY_ORDERS_KEY } from '../../../lib/query-client.ts';

export function getMyOrders(email: string, signal?: AbortSignal): Promise<Order[]> {
  return api<Order[]>(API_PATHS.myOrdersWithCancelled(email), { auth: true, ...(signal ? { signal } : {}) });
}

export const myOrdersQueryOptions = (email: string) =>
  queryOptions({
    queryKey: [...MY_ORDERS_KEY, email],
    queryFn: ({ signal }) => getMyOrders(email, signal),
    enabled: email !== '',
  });
