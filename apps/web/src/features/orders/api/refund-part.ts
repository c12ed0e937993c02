// POST /api/orders/{id}/refunds (admin): gives back lines or an amount, once per Idempotency-Key.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { PartialRefundInput, PartialRefundResult } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { MY_ORDERS_KEY, ORDERS_KEY, PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';

export function useRefundPart() {
  return useMutation({
    mutationFn: (v: { orderId: string; input: PartialRefundInput; idempotencyKey: string }) =>
      api<PartialRefundResult>(API_PATHS.orderRefunds(v.orderId), {
        method: 'POST',
        body: v.input,
        auth: true,
        headers: { 'idempotency-key': v.idempotencyKey },
      }),
    // Also after a refusal: a 409 means the ledger moved meanwhile, and the dialog shows it as it is now.
    onSettled: useInvalidate(ORDERS_KEY, MY_ORDERS_KEY, PRODUCTS_KEY),
  });
}
