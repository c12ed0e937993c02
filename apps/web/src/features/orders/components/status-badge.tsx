// An order's state as a badge (ORDER_STATUS_LABEL), coloured by what it asks of the reader. A long label
// ("টাকা ফেরত দেওয়া হয়েছে") may wrap, so that the order desk still fits beside the menu at 1280 px.
import type { OrderStatus } from '@store/shared/order-flow';
import { useTexts } from '../../../lib/i18n.tsx';

const BADGE_CLASS: Record<OrderStatus, string> = {
  unpaid: 'badge-ghost',
  paid: 'badge-success',
  processing: 'badge-info',
  shipped: 'badge-info',
  delivered: 'badge-success',
  cancelled: 'badge-neutral',
  expired: 'badge-neutral',
  refund_due: 'badge-warning',
  refunded: 'badge-neutral',
  returned: 'badge-warning',
};

/** `labelled`: says "State:" to screen readers where no column header does. */
export function StatusBadge({ status, labelled = false }: { status: OrderStatus; labelled?: boolean }) {
  const { ORDER_STATUS_LABEL } = useTexts('order-desk');
  const { ORDER_DESK_UI_TEXT } = useTexts('order-desk-ui');
  return (
    <span className={`badge h-auto min-h-5 whitespace-normal ${BADGE_CLASS[status]}`}>
      {labelled ? <span className="sr-only">{ORDER_DESK_UI_TEXT.stateBadge({ label: '' })}</span> : null}
      {ORDER_STATUS_LABEL[status]}
    </span>
  );
}
