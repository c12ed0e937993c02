// /dashboard/orders/{id} (the owner and admins): the whole order; Pay now while unpaid; an admin's actions.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { hasAmounts, PAYMENT_METHODS } from '@store/shared/schemas';
import { INVOICED_STATUSES } from '@store/shared/order-flow';
import { Charges } from '../../components/ui/charges.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useIsAdmin } from '../../lib/auth.ts';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import {
  BookingResults,
  BookParcelButton,
  canBookWithCourier,
  ParcelPanel,
  useParcelBooking,
} from '../courier/index.ts';
import { CodHistoryOf } from '../cod/index.ts';
import { capitalize, Detail, useStaffAccess } from '../dashboard/index.ts';
import { orderQueryOptions } from './api/order-queries.ts';
import { OrderAddress, PhoneLink, useShippingLabel } from './components/delivery-address.tsx';
import { InvoiceLinks } from './components/invoice-links.tsx';
import { OrderActions } from './components/order-actions.tsx';
import { PartialRefundAction } from './components/partial-refund-dialog.tsx';
import { OrderRefunds, OrderTimeline, Panel } from './components/order-history.tsx';
import { RefundState } from './components/refund-state.tsx';
import { OrderLineQuantities, OrderLines } from './components/order-line-name.tsx';
import { StatusBadge } from './components/status-badge.tsx';
import { TrackingLink } from './components/tracking-link.tsx';
import { useOrderName } from './order-name.ts';
import { paymentPath } from './paths.ts';
import { accountLabel } from '../../lib/account-label.ts';

const MONO = 'font-mono wrap-anywhere';

const detailsClass = 'grid grid-cols-[minmax(6rem,auto)_minmax(0,1fr)] gap-x-4 gap-y-1';

export function OrderPage() {
  const { ORDER_DESK_UI_TEXT: T } = useTexts('order-desk-ui');
  const { ORDER_PAGE_TEXT, CART_TEXT } = useTexts('cart');
  const { PAYMENT_TEXT } = useTexts('payments');
  const { COD_ADVANCE_TEXT: A } = useTexts('cod-trust');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const { UI_TEXT } = useTexts('common');
  const { taka, date } = useFormat();
  const apiText = useApiErrorText();
  const orderName = useOrderName();
  const shippingLabel = useShippingLabel();
  usePageTitle(ORDER_PAGE_TEXT.heading);
  const { id = '' } = useParams();
  const order = useQuery(orderQueryOptions(id));
  const { isAdmin } = useIsAdmin();
  // Money going back is for roles with refunds (a packer ships the order but never sees its refunds).
  const { can } = useStaffAccess();
  const timelineId = useId();
  const booking = useParcelBooking();
  if (order.isPending) return <Spinner />;
  if (order.isError) {
    return (
      <LoadError
        message={
          order.error instanceof ApiError && order.error.status === 404
            ? ORDER_PAGE_TEXT.notFound
            : apiText.message(order.error, UI_TEXT.loadFailed)
        }
        onRetry={() => void order.refetch()}
      />
    );
  }
  const o = order.data;
  // Staff without `amounts` (a packer) read another's order without prices, totals, payments and refunds
  // (decision 240): `whole` is null, and the page shows the lines' quantities and how it is paid, nothing that costs.
  const whole = hasAmounts(o) ? o : null;
  const hasInvoice = whole?.invoiceNumber != null && INVOICED_STATUSES.includes(o.status);
  // A stored payment method as the buyer reads it (an unknown one as it is stored).
  const method = PAYMENT_METHODS.find((m) => m === o.paymentMethod);
  const card = whole?.cardLast4 ? T.cardEnding({ brand: whole.cardBrand ?? T.card, last4: whole.cardLast4 }) : null;
  return (
    <section className="flex max-w-3xl flex-col gap-4">
      {isAdmin ? (
        <Link to="/dashboard/manageallorders" className="link w-fit">
          {T.backToOrders}
        </Link>
      ) : null}
      <h1 className="text-2xl font-bold wrap-break-word">
        {ORDER_PAGE_TEXT.heading}: <span translate="no">{orderName(o)}</span>
      </h1>
      <dl className={detailsClass}>
        <Detail term={T.orderNumber} data={o._id} className={MONO} />
        <Detail term={ORDER_PAGE_TEXT.status}>
          <StatusBadge status={o.status} />
        </Detail>
        <Detail term={T.placed}>
          <time dateTime={o.createdAt}>{date(o.createdAt, 'dateTime')}</time>
        </Detail>
        {o.status === 'unpaid' && o.expiresAt ? (
          <Detail term={ORDER_PAGE_TEXT.deadline}>{date(o.expiresAt, 'dateTime')}</Detail>
        ) : null}
      </dl>
      {o.status === 'unpaid' && o.holdLapsed === true ? (
        <p role="status" className="alert alert-warning alert-soft">
          {PAYMENT_TEXT.holdLapsed}
        </p>
      ) : null}

      {isAdmin ? (
        <Panel title={T.actions}>
          {canBookWithCourier(o) ? (
            <div>
              <BookParcelButton orderId={o._id} name={orderName(o)} booking={booking} />
            </div>
          ) : null}
          <BookingResults booking={booking} nameOf={() => orderName(o)} />
          <OrderActions order={o} name={orderName(o)} />
          {can('refunds') && whole ? <PartialRefundAction order={whole} name={orderName(o)} /> : null}
        </Panel>
      ) : null}

      <Panel title={T.buyer}>
        <dl className={detailsClass}>
          <Detail term={T.buyerName} data={o.buyerName} />
          <Detail term={T.email} data={accountLabel(o.email)} className="wrap-anywhere" />
          <Detail term={T.phone}>
            <PhoneLink phone={o.phone} />
            {isAdmin && o.paymentMethod === 'cod' ? (
              <div>
                <CodHistoryOf phone={o.phone} phones={[o.phone]} />
              </div>
            ) : null}
          </Detail>
          {/* The phone above is the delivery address's own. */}
          <Detail term={T.address}>
            <OrderAddress order={o} hasPhone={false} />
          </Detail>
        </dl>
      </Panel>

      <h2 className="text-xl font-bold">{ORDER_PAGE_TEXT.lines}</h2>
      {whole ? (
        <>
          <OrderLines lines={whole.lines} />
          <Charges
            subtotal={whole.subtotal}
            shipping={whole.shipping}
            shippingLabel={shippingLabel(CART_TEXT.shipping, whole)}
            total={whole.total}
            discounts={whole.discounts}
            fee={{ label: PAYMENT_TEXT.methodLabelCod, amount: whole.paymentFee }}
            className="text-lg"
          />
        </>
      ) : (
        <OrderLineQuantities lines={o.lines} />
      )}
      {o.status === 'unpaid' ? (
        <Link to={paymentPath(o._id)} className="btn btn-success w-full sm:w-auto">
          {ORDER_PAGE_TEXT.payNow}
        </Link>
      ) : null}

      {o.paymentMethod ||
      (whole && (whole.transactionId || whole.paymentProvider || card || whole.invoiceNumber || whole.refundId)) ? (
        <Panel title={T.payment}>
          <dl className={detailsClass}>
            <Detail term={T.paymentMethodLabel}>
              {method ? PAYMENT_TEXT[`methodLabel${capitalize(method)}`] : o.paymentMethod}
            </Detail>
            {o.cashToCollect > 0 ? (
              <Detail term={T.methodCod}>{T.cashToCollectBadge({ amount: taka(o.cashToCollect) })}</Detail>
            ) : null}
            {whole ? (
              <>
                {whole.codAdvance ? (
                  <Detail term={A.advanceTerm}>
                    {(whole.codAdvancePaidAt ? A.advancePaid : A.advanceDue)({ advance: whole.codAdvance })}
                  </Detail>
                ) : null}
                <Detail
                  term={T.provider}
                  data={whole.paymentProvider !== whole.paymentMethod ? whole.paymentProvider : null}
                />
                <Detail term={SPEC_APP_TEXT.transactionId} data={whole.transactionId} className={MONO} />
                <Detail term={T.card}>{card}</Detail>
                <Detail term={T.invoiceNumber} data={whole.invoiceNumber} />
                <Detail term={T.refundId} data={whole.refundId} className={MONO} />
              </>
            ) : null}
          </dl>
          {hasInvoice && whole?.invoiceNumber ? (
            <InvoiceLinks orderId={o._id} invoiceNumber={whole.invoiceNumber} />
          ) : null}
          {can('refunds') && whole?.refundId ? <RefundState orderId={o._id} /> : null}
        </Panel>
      ) : null}

      {can('refunds') && whole ? <OrderRefunds orderId={o._id} /> : null}

      {o.parcel ? (
        <ParcelPanel parcel={o.parcel} isAdmin={isAdmin} />
      ) : o.trackingNumber ? (
        <Panel title={T.shipment}>
          <dl className={detailsClass}>
            <Detail term={T.carrier} data={o.carrier} />
            <Detail term={T.trackingNumber}>
              <TrackingLink order={{ carrier: null, trackingNumber: o.trackingNumber, trackingUrl: o.trackingUrl }} />
            </Detail>
          </dl>
        </Panel>
      ) : null}

      <section aria-labelledby={timelineId} className="flex flex-col gap-2">
        <h2 id={timelineId} className="text-xl font-bold">
          {T.timeline}
        </h2>
        <OrderTimeline orderId={o._id} headingId={timelineId} />
      </section>
    </section>
  );
}
