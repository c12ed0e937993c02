// GET /api/orders/{id}/refunds (admin): an order's refunds and what can still be given back (decision 213).
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { OrderRefunds } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { ORDERS_KEY } from '../../../lib/query-client.ts';

export const orderRefundsQueryOptions = (id: string) =>
  queryOptions({
    // Under ORDERS_KEY: every order change (a transition, a refund) fetches it again.
    queryKey: [...ORDERS_KEY, 'refunds', id],
    queryFn: ({ signal }) => api<OrderRefunds>(API_PATHS.orderRefunds(id), { auth: true, signal }),
  });
