// The admin's "Check refund state" for a refunded order: the refund as its payment provider reports
// it now (GET /api/orders/{id}/refund; SSLCommerz's refund query), asked only when pressed.
import { useQuery } from '@tanstack/react-query';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { capitalize } from '../../dashboard/index.ts';
import { refundStateQueryOptions } from '../api/order-queries.ts';

export function RefundState({ orderId }: { orderId: string }) {
  const { ORDER_DESK_UI_TEXT: T } = useTexts('order-desk-ui');
  const { UI_TEXT } = useTexts('common');
  const apiText = useApiErrorText();
  const state = useQuery({ ...refundStateQueryOptions(orderId), enabled: false, retry: false });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className="btn btn-sm" disabled={state.isFetching} onClick={() => void state.refetch()}>
        {T.refundStateCheck}
      </button>
      <p aria-live="polite" className="text-sm">
        {state.data ? `${T.refundState}: ${T[`refundStateValue${capitalize(state.data.status)}`]}` : null}
        {state.isError ? <span className="text-error">{apiText.message(state.error, UI_TEXT.loadFailed)}</span> : null}
      </p>
    </div>
  );
}
