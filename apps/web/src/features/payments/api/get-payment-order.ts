// GET /api/orders/{id}: the order being paid (product name and the amount to pay). Under
// ORDERS_KEY, so that paying or cancelling refreshes it.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Order } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { ORDERS_KEY } from '../../../lib/query-client.ts';

export const paymentOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'detail', id],
    queryFn: ({ signal }) => api<Order>(API_PATHS.order(id), { auth: true, signal }),
  });
