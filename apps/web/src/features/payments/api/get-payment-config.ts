// GET /api/payments/config: the store's payment methods (and Stripe's publishable key, not built in).
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { PaymentConfig } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';

export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }) => api<PaymentConfig>(API_PATHS.paymentConfig, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
