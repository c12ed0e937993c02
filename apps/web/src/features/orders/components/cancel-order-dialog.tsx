// The spec's cancel confirmation for the order whose icon was clicked: 'Are you sure to cencle your
// order?', "If you cancle your order it's cencle parmanently", Cencle Now. A daisyUI modal on the
// native <dialog>, so that focus stays inside and Escape closes it.
import { useEffect, useId, useRef } from 'react';
import type { Order } from '@store/shared/schemas';
import { useTexts } from '../../../lib/i18n.tsx';

interface CancelOrderDialogProps {
  /** The order to cancel; null keeps the dialog closed. */
  order: Order | null;
  /** The order's name as the page shows it (orderName). */
  name: string;
  isCancelling: boolean;
  onConfirm: (order: Order) => void;
  onClose: () => void;
}

export function CancelOrderDialog({ order, name, isCancelling, onConfirm, onClose }: CancelOrderDialogProps) {
  const { ORDER_TEXT } = useTexts('orders');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (order && !dialog.open) {
      // NOTE: jsdom has no showModal; the open attribute is enough there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!order && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [order]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
      onCancel={onClose}
    >
      <div className="modal-box">
        <h3 id={titleId} className="text-lg font-bold">
          {SPEC_APP_TEXT.cancelConfirmTitle}
        </h3>
        <p id={textId} className="py-4">
          {SPEC_APP_TEXT.cancelConfirmText}
        </p>
        {order ? (
          <p className="text-sm opacity-80" translate="no">
            {name}
          </p>
        ) : null}
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            {ORDER_TEXT.keepOrder}
          </button>
          <button
            type="button"
            className="btn btn-error"
            disabled={!order || isCancelling}
            onClick={() => {
              if (order) onConfirm(order);
            }}
          >
            {SPEC_APP_TEXT.cancelNow}
          </button>
        </div>
      </div>
    </dialog>
  );
}
