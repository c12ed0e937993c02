// /track/{key}: the page the link in the buyer's SMS opens, signed in or not (a guest's only view of the
// order until they sign in with its phone). Shows no address, phone or name: a link can be forwarded.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { TrackedOrder } from '@store/shared/schemas';
import { Charges } from '../../components/ui/charges.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageHead } from '../../lib/page-title.ts';
import { ParcelPanel } from '../courier/index.ts';
import { Detail } from '../dashboard/index.ts';
import { trackedOrderQueryOptions } from './api/track-order.ts';
import { OrderLines } from './components/order-line-name.tsx';
import { StatusBadge } from './components/status-badge.tsx';
import { TrackingLink } from './components/tracking-link.tsx';

const detailsClass = 'grid grid-cols-[minmax(6rem,auto)_minmax(0,1fr)] gap-x-4 gap-y-1';

function PaymentState({ order }: { order: TrackedOrder }) {
  const { ORDER_TRACKING_TEXT: T } = useTexts('order-tracking');
  const { taka, date } = useFormat();
  if (order.paid) return <>{T.paidOnline}</>;
  if (order.paymentMethod === 'cod') return <>{T.cashOnDelivery({ amount: taka(order.cashToCollect) })}</>;
  if (order.status === 'unpaid' && order.expiresAt) return <>{T.payBy({ date: date(order.expiresAt, 'dateTime') })}</>;
  return <>{T.notPaid}</>;
}

export function TrackOrderPage() {
  const { ORDER_TRACKING_TEXT: T } = useTexts('order-tracking');
  const { ORDER_STATUS_LABEL } = useTexts('order-desk');
  const { CART_TEXT } = useTexts('cart');
  const { PAYMENT_TEXT } = useTexts('payments');
  const { UI_TEXT } = useTexts('common');
  const { date } = useFormat();
  const apiText = useApiErrorText();
  const { key = '' } = useParams();
  const order = useQuery(trackedOrderQueryOptions(key));
  usePageHead({ title: order.data ? T.heading({ ref: order.data.ref }) : T.heading({ ref: '' }), noindex: true });
  if (order.isPending) return <Spinner />;
  if (order.isError) {
    const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        {missing ? (
          <p role="alert" className="alert alert-warning alert-soft">
            {T.notFound}
          </p>
        ) : (
          <LoadError message={apiText.message(order.error, UI_TEXT.loadFailed)} onRetry={() => void order.refetch()} />
        )}
      </div>
    );
  }
  const o = order.data;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold wrap-break-word">{T.heading({ ref: o.ref })}</h1>
      <p className="text-sm opacity-80">{T.intro}</p>
      <dl className={detailsClass}>
        <Detail term={T.status}>
          <StatusBadge status={o.status} />
        </Detail>
        <Detail term={T.placed}>
          <time dateTime={o.createdAt}>{date(o.createdAt, 'dateTime')}</time>
        </Detail>
        <Detail term={T.payment}>
          <PaymentState order={o} />
        </Detail>
        {o.trackingNumber && !o.parcel ? (
          <Detail term={T.tracking}>
            <TrackingLink order={o} />
          </Detail>
        ) : null}
      </dl>
      {o.parcel ? <ParcelPanel parcel={o.parcel} isAdmin={false} /> : null}

      <h2 className="text-xl font-bold">{T.lines}</h2>
      <OrderLines lines={o.lines} />
      <Charges
        subtotal={o.subtotal}
        shipping={o.shipping}
        shippingLabel={CART_TEXT.shipping}
        total={o.total}
        fee={{ label: PAYMENT_TEXT.methodLabelCod, amount: o.paymentFee }}
        className="text-lg"
      />

      <h2 id="track-history" className="text-xl font-bold">
        {T.history}
      </h2>
      <ol aria-labelledby="track-history" className="flex flex-col gap-1">
        {o.events.map((e) => (
          <li key={`${e.status}-${e.at}`} className="flex flex-wrap gap-x-3">
            <time dateTime={e.at} className="opacity-80">
              {date(e.at, 'dateTime')}
            </time>
            <span>{ORDER_STATUS_LABEL[e.status]}</span>
          </li>
        ))}
      </ol>

      <div className="flex flex-wrap items-center gap-3 rounded-box border border-base-300 p-4">
        <p className="flex-1">{T.signInToAct}</p>
        <Link to="/login" className="btn btn-primary">
          {T.signIn}
        </Link>
      </div>
    </section>
  );
}
