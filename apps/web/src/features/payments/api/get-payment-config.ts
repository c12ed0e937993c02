// GET /api/payments/config: which payment provider the store uses (and Stripe's publishable key).
// The key reaches the browser through this call, not through the build.
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
