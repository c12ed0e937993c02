// The admin's buttons for one order: exactly the transitions ORDER_TRANSITION_TABLE lets an admin
// make from its state and how it is paid (adminActions), each confirmed in a dialog, with the outcome as a toast.
// A 409 says what the order is now (the page refreshes it); a 502 says the refund did not happen.
import { useState } from 'react';
import { toast } from 'react-toastify';
import {
  adminActions,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderTransitionRule,
  paymentKindOf,
} from '@store/shared/order-flow';
import type { Order, OrderTransitionInput } from '@store/shared/schemas';
import { ApiError } from '../../../lib/api-client.ts';
import { type ApiErrorText, useApiErrorText } from '../../../lib/api-error-text.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { useTransitionOrder } from '../api/transition-order.ts';
import { actionLabel, TransitionDialog, type TransitionTexts, useTransitionTexts } from './transition-dialog.tsx';

const isStatus = (s: string | null): s is OrderStatus =>
  s !== null && (ORDER_STATUSES as readonly string[]).includes(s);

/** The toast for a refused transition, in the page's language. */
export function transitionErrorText(
  error: unknown,
  { T, statusLabel }: TransitionTexts,
  refundFailed: string,
  apiText: ApiErrorText,
): string {
  if (!(error instanceof ApiError)) return T.transitionFailed;
  if (error.code === 'TRANSITION_NOT_ALLOWED') {
    return T.transitionConflict({ label: isStatus(error.currentStatus) ? statusLabel[error.currentStatus] : '?' });
  }
  if (error.code === 'REFUND_FAILED') return refundFailed;
  const fields = Object.keys(error.fields);
  if (error.status === 400 && fields.length > 0) return fields.map((name) => apiText.field(error, name)).join(' ');
  return error.status > 0 && error.status < 500 ? apiText.message(error, T.transitionFailed) : T.transitionFailed;
}

const buttonClass = (rule: OrderTransitionRule): string =>
  rule.refund || rule.to === 'cancelled' ? 'btn-outline btn-error' : 'btn-primary';

interface OrderActionsProps {
  order: Order;
  /** Adds the order to each button's accessible name (a list of orders has many alike). */
  nameSuffix?: string;
  size?: 'sm' | 'md';
}

export function OrderActions({ order, nameSuffix, size = 'md' }: OrderActionsProps) {
  const texts = useTransitionTexts();
  const { ORDER_DESK_TEXT } = useTexts('order-desk');
  const apiText = useApiErrorText();
  const { T } = texts;
  const transition = useTransitionOrder();
  const rules = adminActions(order.status, paymentKindOf(order));
  const [asking, setAsking] = useState<OrderTransitionRule | null>(null);

  function run(input: OrderTransitionInput) {
    transition.mutate(
      { id: order._id, input },
      {
        onSuccess: (updated) => toast.success(T.transitionDone({ label: texts.statusLabel[updated.status] })),
        onError: (error) => toast.error(transitionErrorText(error, texts, ORDER_DESK_TEXT.refundFailed, apiText)),
      },
    );
  }

  if (rules.length === 0) return <p className="text-sm text-base-content/70">{T.noActions}</p>;
  return (
    <div className="flex flex-wrap gap-2">
      {asking ? <TransitionDialog order={order} rule={asking} onConfirm={run} onClose={() => setAsking(null)} /> : null}
      {rules.map((rule) => (
        <button
          key={`${rule.to}${rule.collectsCash ? '-cash' : ''}`}
          type="button"
          className={`btn ${size === 'sm' ? 'btn-sm' : ''} ${buttonClass(rule)}`}
          disabled={transition.isPending}
          onClick={() => setAsking(rule)}
          // NOTE: a label, not a hidden span: Chromium puts a space before a hidden span's text.
          aria-label={nameSuffix ? `${actionLabel(rule, T)}: ${nameSuffix}` : undefined}
        >
          {actionLabel(rule, T)}
        </button>
      ))}
    </div>
  );
}
