// PATCH /api/orders/{id} { order, transactionId }: reports the payment; the server asks the provider first.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { PayOrderResult } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { MY_ORDERS_KEY, ORDERS_KEY, useInvalidate } from '../../../lib/query-client.ts';

export function usePayOrder(orderId: string) {
  return useMutation({
    mutationFn: (transactionId: string) =>
      api<PayOrderResult>(API_PATHS.order(orderId), {
        method: 'PATCH',
        body: { order: orderId, transactionId },
        auth: true,
      }),
    onSettled: useInvalidate(MY_ORDERS_KEY, ORDERS_KEY),
  });
}
