// The order desk's "Partial refund" for an order paid online and kept (canRefundPart): a button that
// opens a modal with what can still be given back (GET /refunds) and the partial refund form.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { canRefundPart } from '@store/shared/order-flow';
import type { Order } from '@store/shared/schemas';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { orderRefundsQueryOptions } from '../api/order-queries.ts';
import { Modal } from './modal.tsx';
import { PartialRefundForm } from './partial-refund-form.tsx';

function PartialRefundDialog({ order, name, onClose }: { order: Order; name: string; onClose: () => void }) {
  const { PARTIAL_REFUND_TEXT: T } = useTexts('order-desk-ui');
  const refunds = useQuery(orderRefundsQueryOptions(order._id));
  return (
    <Modal title={T.title({ name })} onClose={onClose}>
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
        <PartialRefundForm refunds={refunds.data} onClose={onClose} />
      )}
    </Modal>
  );
}

interface PartialRefundActionProps {
  order: Order;
  name: string;
  /** In a list of orders: the button's accessible name says which order. */
  isInList?: boolean;
}

export function PartialRefundAction({ order, name, isInList = false }: PartialRefundActionProps) {
  const { PARTIAL_REFUND_TEXT: T } = useTexts('order-desk-ui');
  const [isOpen, setOpen] = useState(false);
  if (!canRefundPart(order)) return null;
  return (
    <div className={isInList ? 'mt-2' : undefined}>
      <button
        type="button"
        className={`btn btn-outline ${isInList ? 'btn-sm' : ''}`}
        onClick={() => setOpen(true)}
        aria-label={isInList ? `${T.action}: ${name}` : undefined}
      >
        {T.action}
      </button>
      {isOpen ? <PartialRefundDialog order={order} name={name} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
