// GET /api/admin/cash-to-collect (admin): cash-on-delivery orders dispatched and not paid yet, and their cash.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { CashToCollect } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { ORDERS_KEY } from '../../../lib/query-client.ts';

export const cashToCollectQueryOptions = () =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'cash-to-collect'],
    queryFn: ({ signal }) => api<CashToCollect>(API_PATHS.cashToCollect, { auth: true, signal }),
  });
