// GET /api/myorders?email=&include=cancelled: the customer's orders, under the spec's key myOrders.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Order } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { MY_ORDERS_KEY } from '../../../lib/query-client.ts';

export const myOrdersQueryOptions = (email: string) =>
  queryOptions({
    queryKey: [...MY_ORDERS_KEY, email],
    queryFn: ({ signal }) => api<Order[]>(API_PATHS.myOrdersWithCancelled(email), { auth: true, signal }),
    enabled: email !== '',
  });
