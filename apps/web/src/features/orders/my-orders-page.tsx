// /dashboard/myorders (spec §2 My Orders): PAY or Paid with the transaction id, the state, the
// tracking number once shipped, and the cancel icon with its confirmation while unpaid.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { Order } from '@store/shared/schemas';
import { productPublicPath } from '@store/shared/product-slug';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useSession } from '../../lib/auth.ts';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { ParcelStatusText } from '../courier/index.ts';
import { CardTable } from '../dashboard/index.ts';
import { useCancelOrder } from './api/order-writes.ts';
import { myOrdersQueryOptions } from './api/order-queries.ts';
import { Modal } from './components/modal.tsx';
import { IdLine } from './components/order-history.tsx';
import { OrderLineNames } from './components/order-line-name.tsx';
import { StatusBadge } from './components/status-badge.tsx';
import { TrackingLink } from './components/tracking-link.tsx';
import { useOrderName } from './order-name.ts';
import { orderPath, paymentPath } from './paths.ts';

const isOpen = (order: Order): boolean => !order.paid && order.status === 'unpaid';

/** A shipped order's tracking (paid online or cash on delivery), and the courier's latest word when booked. */
function TrackingLine({ order }: { order: Order }) {
  const { ORDER_DESK_UI_TEXT } = useTexts('order-desk-ui');
  if (!order.trackingNumber) return null;
  return (
    <span className="flex flex-wrap items-center gap-1 text-sm">
      {ORDER_DESK_UI_TEXT.tracking}: <TrackingLink order={order} />
      {order.parcel ? <ParcelStatusText status={order.parcel.status} /> : null}
    </span>
  );
}

function PaymentCell({ order }: { order: Order }) {
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const { ORDER_PAGE_TEXT } = useTexts('cart');
  const { date } = useFormat();
  if (order.paid) {
    return (
      <div className="flex flex-col items-start gap-1">
        <span className="badge badge-success">{SPEC_APP_TEXT.paid}</span>
        <IdLine label={SPEC_APP_TEXT.transactionId} id={order.transactionId} />
        <TrackingLine order={order} />
      </div>
    );
  }
  if (order.status === 'expired') return <span className="badge badge-neutral">{ORDER_PAGE_TEXT.expired}</span>;
  // Closed without payment (cancelled, refunded): nothing to pay; the badge beside the name says why.
  if (!isOpen(order)) return <TrackingLine order={order} />;
  return (
    <div className="flex flex-col items-start gap-1">
      <Link to={paymentPath(order._id)} className="btn btn-sm btn-success">
        {SPEC_APP_TEXT.pay}
      </Link>
      {order.expiresAt ? (
        <span className="text-sm">
          {ORDER_PAGE_TEXT.deadline}: {date(order.expiresAt, 'dateTime')}
        </span>
      ) : null}
    </div>
  );
}

export function MyOrdersPage() {
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const { ORDER_TEXT } = useTexts('orders');
  const { SUCCESS_TEXT } = useTexts('feedback');
  const { PRODUCT_REVIEW_TEXT } = useTexts('product-page');
  const { number } = useFormat();
  const apiText = useApiErrorText();
  const orderName = useOrderName();
  usePageTitle(SPEC_APP_TEXT.menuMyOrders);
  const { user } = useSession();
  const email = user?.email ?? '';
  const orders = useQuery(myOrdersQueryOptions(email));
  const cancelOrder = useCancelOrder();
  const [toCancel, setToCancel] = useState<Order | null>(null);
  const closeDialog = () => setToCancel(null);

  const confirmCancel = (order: Order) => {
    cancelOrder.mutate(order._id, {
      onSuccess: (result) => {
        if (result.deletedCount) toast.success(SUCCESS_TEXT.orderCancelled);
      },
      onError: (error) => toast.error(apiText.message(error, ORDER_TEXT.cancelFailed)),
      onSettled: closeDialog,
    });
  };

  if (orders.isPending) return <Spinner />;
  if (orders.isError) return <LoadError onRetry={() => void orders.refetch()} />;

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{ORDER_TEXT.myOrdersHeading({ n: orders.data.length })}</h1>
      {orders.data.length === 0 ? (
        <p>{ORDER_TEXT.noOrders}</p>
      ) : (
        <CardTable
          rows={orders.data}
          rowKey={(order) => order._id}
          columns={[
            { label: '#', isLabelHidden: true, isRowHeader: true, cell: (_, index) => number(index + 1) },
            {
              label: SPEC_APP_TEXT.colName,
              cell: (order) => (
                <div className="flex flex-col items-start gap-1">
                  <Link to={orderPath(order._id)} className="link wrap-break-word" translate="no">
                    {orderName(order)}
                  </Link>
                  {/* NOTE: a paid or expired order's state is the Payment column's own mark (the spec's Paid). */}
                  {order.status === 'paid' || order.status === 'expired' ? null : (
                    <StatusBadge status={order.status} labelled />
                  )}
                  <OrderLineNames lines={order.lines} />
                  {/* Ours: a paid or delivered order's products can be reviewed on their page. */}
                  {order.paid || order.status === 'delivered'
                    ? // One link per product, however many of its variants were ordered.
                      order.lines.flatMap((line, i) =>
                        line.productId === null || order.lines.findIndex((l) => l.productId === line.productId) < i ? (
                          []
                        ) : (
                          <Link
                            key={line.productId}
                            to={`${productPublicPath({ _id: line.productId, name: line.productname })}#reviews`}
                            className="link link-primary text-sm"
                          >
                            {PRODUCT_REVIEW_TEXT.writeReviewOf({ name: line.productname })}
                          </Link>
                        ),
                      )
                    : null}
                </div>
              ),
            },
            { label: SPEC_APP_TEXT.colOrderQuantity, cell: (order) => number(order.orderQuanty) },
            { label: SPEC_APP_TEXT.colPayment, cell: (order) => <PaymentCell order={order} /> },
            {
              label: SPEC_APP_TEXT.colCancelOrder,
              cell: (order) =>
                isOpen(order) ? (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm text-error"
                    aria-label={ORDER_TEXT.cancelOrderLabel({ name: orderName(order) })}
                    onClick={() => setToCancel(order)}
                  >
                    <CloseIcon />
                  </button>
                ) : null,
            },
          ]}
        />
      )}
      {/* The spec's words: 'Are you sure to cencle your order?', "If you cancle your order it's cencle parmanently". */}
      {toCancel ? (
        <Modal title={SPEC_APP_TEXT.cancelConfirmTitle} text={SPEC_APP_TEXT.cancelConfirmText} onClose={closeDialog}>
          <p className="text-sm opacity-80" translate="no">
            {orderName(toCancel)}
          </p>
          <div className="modal-action">
            <button type="button" className="btn" onClick={closeDialog}>
              {ORDER_TEXT.keepOrder}
            </button>
            <button
              type="button"
              className="btn btn-error"
              disabled={cancelOrder.isPending}
              onClick={() => confirmCancel(toCancel)}
            >
              {SPEC_APP_TEXT.cancelNow}
            </button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
