// GET /api/admin/sms-outbox: a page of the store's text messages to buyers.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { SmsOutboxPage } from '@store/shared/sms';
import { api } from '../../../lib/api-client.ts';

export const smsOutboxQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['sms-outbox', page],
    queryFn: () => api<SmsOutboxPage>(`${API_PATHS.smsOutbox}?page=${page}`, { auth: true }),
  });
