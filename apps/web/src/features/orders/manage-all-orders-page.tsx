// /dashboard/manageallorders (admin): every order with product name, email, price, quantity, when it
// was placed, its paid state (a payment on a cancelled order is flagged for refund) and transaction id.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ORDER_PAGE_TEXT, ORDER_STATUS_LABEL, ORDER_TEXT, SPEC_APP_TEXT } from '@store/shared/messages';
import { formatTaka } from '@store/shared/money';
import type { Order } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { ALL_ORDERS_PAGE_SIZE, allOrdersQueryOptions } from './api/get-all-orders.ts';

const placedFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const STATE: Record<Order['status'], { label: string; className: string }> = {
  unpaid: { label: ORDER_TEXT.stateUnpaid, className: 'badge-ghost' },
  paid: { label: ORDER_TEXT.statePaid, className: 'badge-success' },
  cancelled: { label: ORDER_TEXT.stateCancelled, className: 'badge-neutral' },
  expired: { label: ORDER_PAGE_TEXT.stateExpired, className: 'badge-neutral' },
  refund_due: { label: ORDER_TEXT.stateRefundDue, className: 'badge-warning' },
  processing: { label: ORDER_STATUS_LABEL.processing, className: 'badge-info' },
  shipped: { label: ORDER_STATUS_LABEL.shipped, className: 'badge-info' },
  delivered: { label: ORDER_STATUS_LABEL.delivered, className: 'badge-success' },
  refunded: { label: ORDER_STATUS_LABEL.refunded, className: 'badge-neutral' },
};

export function ManageAllOrdersPage() {
  usePageTitle(SPEC_APP_TEXT.menuManageAllOrders);
  const [page, setPage] = useState(1);
  const orders = useQuery(allOrdersQueryOptions(page));

  if (orders.isPending) return <Spinner />;
  if (orders.isError) return <LoadError onRetry={() => void orders.refetch()} />;

  const { total } = orders.data;
  const pages = Math.max(1, Math.ceil(total / ALL_ORDERS_PAGE_SIZE));
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{ORDER_TEXT.allOrdersHeading(total)}</h1>
      {total === 0 ? (
        <p>{ORDER_TEXT.noOrdersYet}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table">
            <thead className="text-base-content">
              <tr>
                <th scope="col">{ORDER_TEXT.colProductName}</th>
                <th scope="col">{ORDER_TEXT.colEmail}</th>
                <th scope="col">{ORDER_TEXT.colPrice}</th>
                <th scope="col">{ORDER_TEXT.colQuantity}</th>
                <th scope="col">{ORDER_TEXT.colPlaced}</th>
                <th scope="col">{ORDER_TEXT.colPaidState}</th>
                <th scope="col">{ORDER_TEXT.colTransactionId}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.orders.map((order) => {
                const state = STATE[order.status];
                return (
                  <tr key={order._id}>
                    <td>{order.productname}</td>
                    <td className="break-all">{order.email}</td>
                    <td>{formatTaka(order.price)}</td>
                    <td>{order.orderQuanty}</td>
                    <td>
                      <time dateTime={order.createdAt}>{placedFormat.format(new Date(order.createdAt))}</time>
                    </td>
                    <td>
                      <span className={`badge ${state.className}`}>{state.label}</span>
                    </td>
                    <td className="font-mono text-sm break-all">{order.transactionId ?? ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav aria-label={ORDER_TEXT.pageOf(page, pages)} className="flex items-center gap-3">
          <button type="button" className="btn btn-sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {ORDER_TEXT.previousPage}
          </button>
          <span aria-live="polite">{ORDER_TEXT.pageOf(page, pages)}</span>
          <button type="button" className="btn btn-sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {ORDER_TEXT.nextPage}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
