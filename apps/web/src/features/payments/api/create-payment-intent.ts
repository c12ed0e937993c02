// POST /api/create-payment-intent { price, order }: the order's client secret (the server reuses an open intent).
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { CreatePaymentIntentResult } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';

export const paymentIntentQueryOptions = (orderId: string, price: number | undefined, enabled: boolean) =>
  queryOptions({
    queryKey: ['payments', 'intent', orderId, price],
    queryFn: () =>
      api<CreatePaymentIntentResult>(API_PATHS.createPaymentIntent, {
        method: 'POST',
        body: { price: price ?? 0, order: orderId },
        auth: true,
      }),
    enabled: enabled && price !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
