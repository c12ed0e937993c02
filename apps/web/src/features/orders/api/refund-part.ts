// POST /api/orders/{id}/refunds (admin): gives back chosen lines and pieces, or an amount, through
// the payment provider. Each submission carries its Idempotency-Key (lib/submission-key.ts), so a
// retried request refunds once. Afterwards the desk's rows, the order, its timeline and refunds,
// and the stock (returned pieces) are fetched again.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { PartialRefundInput, PartialRefundResult } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { MY_ORDERS_KEY, ORDERS_KEY, PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';

export function useRefundPart() {
  return useMutation({
    mutationFn: ({
      orderId,
      input,
      idempotencyKey,
    }: {
      orderId: string;
      input: PartialRefundInput;
      idempotencyKey: string;
    }) =>
      api<PartialRefundResult>(API_PATHS.orderRefunds(orderId), {
        method: 'POST',
        body: input,
        auth: true,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    // Also after a refusal: a 409 means the ledger moved meanwhile, and the dialog shows it as it is now.
    onSettled: useInvalidate(ORDERS_KEY, MY_ORDERS_KEY, PRODUCTS_KEY),
  });
}
