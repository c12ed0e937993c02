// GET /api/orders/{id}/events (owner or admin): the order's timeline, oldest first.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { OrderEvent } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { ORDERS_KEY } from '../../../lib/query-client.ts';

export const orderEventsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'events', id],
    queryFn: ({ signal }) => api<OrderEvent[]>(API_PATHS.orderEvents(id), { auth: true, signal }),
  });
