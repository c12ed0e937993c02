// GET /api/admin/outbox (a page of the store's emails) and GET /api/admin/outbox/{id} (one, rendered).
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { OutboxMessage, OutboxPage } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';

export const outboxQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['outbox', page],
    queryFn: () => api<OutboxPage>(`${API_PATHS.outbox}?page=${page}`, { auth: true }),
  });

export const outboxMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['outbox-message', id],
    queryFn: () => api<OutboxMessage>(API_PATHS.outboxMessage(id), { auth: true }),
  });
