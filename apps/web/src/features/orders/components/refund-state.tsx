// The admin's "Check refund state" for a refunded order: the refund as its payment provider reports
// it now (GET /api/orders/{id}/refund; SSLCommerz's refund query), asked only when pressed.
import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import { ORDER_DESK_UI_TEXT } from '@store/shared/messages';
import type { RefundState as RefundStateBody } from '@store/shared/schemas';
import { useState } from 'react';
import { api } from '../../../lib/api-client.ts';

const T = ORDER_DESK_UI_TEXT;

export function RefundState({ orderId }: { orderId: string }) {
  const [asked, setAsked] = useState(false);
  const state = useQuery({
    queryKey: ['orders', 'refund', orderId],
    queryFn: ({ signal }) => api<RefundStateBody>(API_PATHS.orderRefund(orderId), { auth: true, signal }),
    enabled: asked,
    retry: false,
  });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className="btn btn-sm"
        disabled={state.isFetching}
        onClick={() => (asked ? void state.refetch() : setAsked(true))}
      >
        {T.refundStateCheck}
      </button>
      <p aria-live="polite" className="text-sm">
        {state.data ? `${T.refundState}: ${T.refundStateValue[state.data.status]}` : null}
        {state.isError ? <span className="text-error">{state.error.message}</span> : null}
      </p>
    </div>
  );
}
