// /dashboard/orders/{id} (the owner and admins): the order's lines, subtotal, shipping, total, state
// and, while unpaid, the deadline and Pay now.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { CART_TEXT, ORDER_PAGE_TEXT, ORDER_STATUS_LABEL, ORDER_TEXT, SPEC_APP_TEXT } from '@store/shared/messages';
import { formatTaka } from '@store/shared/money';
import type { Order } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { orderQueryOptions } from './api/get-order.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const STATE_LABEL: Record<Order['status'], string> = {
  unpaid: ORDER_TEXT.stateUnpaid,
  paid: ORDER_TEXT.statePaid,
  cancelled: ORDER_TEXT.stateCancelled,
  expired: ORDER_PAGE_TEXT.stateExpired,
  refund_due: ORDER_TEXT.stateRefundDue,
  processing: ORDER_STATUS_LABEL.processing,
  shipped: ORDER_STATUS_LABEL.shipped,
  delivered: ORDER_STATUS_LABEL.delivered,
  refunded: ORDER_STATUS_LABEL.refunded,
};

export function OrderPage() {
  usePageTitle(ORDER_PAGE_TEXT.heading);
  const { id = '' } = useParams();
  const order = useQuery(orderQueryOptions(id));
  if (order.isPending) return <Spinner />;
  if (order.isError) return <LoadError message={order.error.message} onRetry={() => void order.refetch()} />;
  const o = order.data;
  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold break-words">
        {ORDER_PAGE_TEXT.heading}: {o.productname}
      </h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-base-content/70">{ORDER_PAGE_TEXT.status}</dt>
        <dd>
          <span className="font-semibold">{STATE_LABEL[o.status]}</span>
        </dd>
        {o.status === 'unpaid' && o.expiresAt ? (
          <>
            <dt className="text-base-content/70">{ORDER_PAGE_TEXT.deadline}</dt>
            <dd>{dateFormat.format(new Date(o.expiresAt))}</dd>
          </>
        ) : null}
        {o.transactionId ? (
          <>
            <dt className="text-base-content/70">{SPEC_APP_TEXT.transactionId}</dt>
            <dd className="font-mono break-all">{o.transactionId}</dd>
          </>
        ) : null}
      </dl>
      <h2 className="text-xl font-bold">{ORDER_PAGE_TEXT.lines}</h2>
      <ul className="flex flex-col">
        {o.lines.map((line) => (
          <li
            key={`${line.productId ?? ''}-${line.productname}`}
            className="flex flex-wrap justify-between gap-x-4 border-b border-base-300 py-2"
          >
            <span className="min-w-0 break-words font-semibold">{line.productname}</span>
            <span>
              {line.quantity} × {formatTaka(line.unitPrice)} ={' '}
              <span className="font-semibold">{formatTaka(line.lineTotal)}</span>
            </span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-lg sm:max-w-sm">
        <dt>{CART_TEXT.subtotal}</dt>
        <dd className="text-right">{formatTaka(o.subtotal)}</dd>
        <dt>{CART_TEXT.shipping}</dt>
        <dd className="text-right">{o.shipping === 0 ? CART_TEXT.free : formatTaka(o.shipping)}</dd>
        <dt className="font-bold">{CART_TEXT.total}</dt>
        <dd className="text-right font-bold">{formatTaka(o.total)}</dd>
      </dl>
      {o.status === 'unpaid' ? (
        <Link to={`/dashboard/payment/${encodeURIComponent(o._id)}`} className="btn btn-success w-full sm:w-auto">
          {ORDER_PAGE_TEXT.payNow}
        </Link>
      ) : null}
    </section>
  );
}
