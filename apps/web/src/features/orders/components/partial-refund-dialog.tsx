// The order desk's "Partial refund" for one order: a button (for an order paid online and kept,
// canRefundPart) that opens a modal on the native <dialog> (focus stays inside, Escape closes it)
// with what can still be given back (GET /refunds) and the partial refund form.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { canRefundPart } from '@store/shared/order-flow';
import type { Order } from '@store/shared/schemas';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { orderRefundsQueryOptions } from '../api/get-refunds.ts';
import { PartialRefundForm } from './partial-refund-form.tsx';

interface PartialRefundDialogProps {
  order: Order;
  /** The order's name as the page shows it (orderName). */
  name: string;
  onClose: () => void;
}

export function PartialRefundDialog({ order, name, onClose }: PartialRefundDialogProps) {
  const { PARTIAL_REFUND_TEXT: T } = useTexts('order-desk-ui');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const refunds = useQuery(orderRefundsQueryOptions(order._id));

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // NOTE: jsdom has no showModal; the open attribute is enough there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={onClose}
    >
      <div className="modal-box max-w-lg">
        <h2 id={titleId} className="mb-3 text-lg font-bold wrap-break-word">
          {T.title({ name })}
        </h2>
        {refunds.isPending ? (
          <p role="status">{T.loading}</p>
        ) : refunds.isError ? (
          <LoadError onRetry={() => void refunds.refetch()} />
        ) : refunds.data.refundable <= 0 ? (
          <>
            <p>{T.nothingLeft}</p>
            <div className="modal-action">
              <button type="button" className="btn" onClick={onClose}>
                {T.close}
              </button>
            </div>
          </>
        ) : (
          <PartialRefundForm refunds={refunds.data} onDone={onClose} onCancel={onClose} />
        )}
      </div>
    </dialog>
  );
}

interface PartialRefundActionProps {
  order: Order;
  /** Added to the button's accessible name (a list of orders has many alike). */
  nameSuffix?: string;
  name: string;
  size?: 'sm' | 'md';
  className?: string;
}

/** The button and, while open, its dialog; nothing for an order that cannot be partly refunded. */
export function PartialRefundAction({ order, name, nameSuffix, size = 'md', className }: PartialRefundActionProps) {
  const { PARTIAL_REFUND_TEXT: T } = useTexts('order-desk-ui');
  const [isOpen, setOpen] = useState(false);
  if (!canRefundPart(order)) return null;
  return (
    <div className={className}>
      <button
        type="button"
        className={`btn btn-outline ${size === 'sm' ? 'btn-sm' : ''}`}
        onClick={() => setOpen(true)}
        aria-label={nameSuffix ? `${T.action}: ${nameSuffix}` : undefined}
      >
        {T.action}
      </button>
      {isOpen ? <PartialRefundDialog order={order} name={name} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
