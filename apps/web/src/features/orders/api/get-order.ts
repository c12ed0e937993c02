// GET /api/orders/{id}: one order with its lines, for its owner or an admin (the order page).
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Order } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { ORDERS_KEY } from '../../../lib/query-client.ts';

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'one', id],
    queryFn: ({ signal }) => api<Order>(API_PATHS.order(id), { auth: true, signal }),
  });
