// /dashboard/payment/{id} (spec §2 Payment): one choice per enabled payment method and Pay. Stripe Elements
// load only for Stripe; SSLCommerz comes back here with `?gateway=`; cash on delivery is offered up to its limit.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { COD_CONFIRMED_STATUSES } from '@store/shared/order-flow';
import { GATEWAY_RESULTS, type GatewayResult, type Order, type PaymentMethod } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useSession } from '../../lib/auth.ts';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { CodRuleNotice, codEligibilityQueryOptions, isRefusedByCodRule } from '../cod/index.ts';
import { capitalize, Detail } from '../dashboard/index.ts';
import { orderPath, orderQueryOptions, wholeOrder } from '../orders/index.ts';
import { paymentIntentQueryOptions } from './api/pay-order.ts';
import { paymentConfigQueryOptions } from './api/get-payment-config.ts';
import { Notice } from './components/payment-result.tsx';
import { RedirectCheckout } from './components/redirect-checkouts.tsx';
import { SandboxCheckout } from './components/sandbox-checkout.tsx';
import { TestCards } from './components/test-cards.tsx';
import { usePaymentFlow } from './payment-flow.ts';

const StripeCheckout = lazy(async () => ({
  default: (await import('./components/stripe-checkout.tsx')).StripeCheckout,
}));

function OrderSummary({ order }: { order: Order }) {
  const { PAYMENT_TEXT } = useTexts('payments');
  const { CART_TEXT } = useTexts('cart');
  const { taka, number } = useFormat();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <Detail term={PAYMENT_TEXT.product} data={order.productname} className="font-semibold" />
      <Detail term={PAYMENT_TEXT.quantity}>{number(order.orderQuanty)}</Detail>
      {/* The subtotal only when shipping is added to it; with free shipping it is the amount to pay. */}
      {order.shipping > 0 ? <Detail term={CART_TEXT.subtotal}>{taka(order.subtotal)}</Detail> : null}
      <Detail term={CART_TEXT.shipping}>{order.shipping === 0 ? CART_TEXT.free : taka(order.shipping)}</Detail>
      {order.paymentFee > 0 ? <Detail term={PAYMENT_TEXT.methodLabelCod}>{taka(order.paymentFee)}</Detail> : null}
      <Detail term={PAYMENT_TEXT.amountToPay} className="text-lg font-bold">
        {taka(order.price)}
      </Detail>
    </dl>
  );
}

/** Each way back from SSLCommerz: its alert's look and its PAYMENT_TEXT key. */
const GATEWAY_ALERT = {
  paid: ['alert-success', 'gatewayResultPaid'],
  failed: ['alert-error', 'gatewayResultFailed'],
  cancelled: ['alert-warning', 'gatewayResultCancelled'],
  unverified: ['alert-info', 'gatewayResultUnverified'],
} as const satisfies Record<GatewayResult, readonly [string, string]>;

const isCardMethod = (method: PaymentMethod | undefined): method is 'sandbox' | 'stripe' =>
  method === 'sandbox' || method === 'stripe';

function MethodChooser({
  methods,
  chosen,
  onChoose,
}: {
  methods: readonly PaymentMethod[];
  chosen: PaymentMethod | undefined;
  onChoose: (method: PaymentMethod) => void;
}) {
  const { PAYMENT_TEXT } = useTexts('payments');
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">{PAYMENT_TEXT.chooseMethod}</legend>
      {methods.map((method) => (
        <label key={method} className="flex cursor-pointer items-start gap-2">
          <input
            type="radio"
            className="radio radio-sm mt-0.5"
            name={name}
            value={method}
            checked={chosen === method}
            onChange={() => onChoose(method)}
          />
          <span>{PAYMENT_TEXT[`methodLabel${capitalize(method)}`]}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function PaymentPage() {
  const { PAYMENT_TEXT } = useTexts('payments');
  const { COD_ADVANCE_TEXT: ADVANCE } = useTexts('cod-trust');
  const { ORDER_PAGE_TEXT } = useTexts('cart');
  const { UI_TEXT } = useTexts('common');
  const { taka, date } = useFormat();
  const apiErrorText = useApiErrorText();
  usePageTitle(PAYMENT_TEXT.heading);
  const { id = '' } = useParams();
  const { user } = useSession();
  // Arriving straight from checkout: say the order is booked and by when to pay.
  const booked = (useLocation().state as { booked?: boolean } | null)?.booked === true;
  // How the browser came back from SSLCommerz (`?gateway=`), when it did.
  const gatewayParam = useSearchParams()[0].get('gateway');
  const gateway = GATEWAY_RESULTS.find((r) => r === gatewayParam);
  const order = useQuery({ ...orderQueryOptions(id), select: wholeOrder });
  const config = useQuery(paymentConfigQueryOptions());
  const isCod = order.data?.paymentMethod === 'cod';
  const isUnpaid = order.data?.status === 'unpaid' && !isCod;
  // Cash on delivery whose delivery fee is asked online first (the COD rules' advance): the one payment left.
  const advance = order.data?.codAdvance ?? 0;
  const advanceDue = isCod && order.data?.status === 'unpaid' && advance > 0 && !order.data.codAdvancePaidAt;
  const payPrice = advanceDue ? advance : order.data?.price;
  // NOTE: an admin may open anyone's order, but only its owner can pay it: no intent is asked for
  // (the server would refuse it with 403, which signs the caller out).
  const isOwn = Boolean(user && order.data && order.data.email.toLowerCase() === user.email.toLowerCase());
  const cod = config.data?.cod ?? null;
  // Where the order goes must offer it (its zone, as at placement), and its total must fit the limit.
  const codInZone = order.data?.codOffered !== false;
  const codWithinLimit = Boolean(cod && order.data && codInZone && order.data.price + cod.fee <= cod.maxTotal);
  // The owner's COD rules, as the server applies them to this order (its own words say which and why).
  const codRule = useQuery(codEligibilityQueryOptions(id, codWithinLimit && isUnpaid && isOwn));
  const codFits = codWithinLimit && !isRefusedByCodRule(codRule.data);
  const offered = (config.data?.methods ?? [])
    .map((m) => m.method)
    .filter((m) => m !== 'cod' || (codFits && !advanceDue));
  const [chosen, setChosen] = useState<PaymentMethod | undefined>(undefined);
  const method = chosen !== undefined && offered.includes(chosen) ? chosen : offered[0];
  const intent = useQuery(
    paymentIntentQueryOptions(id, payPrice, (isUnpaid || advanceDue) && isOwn && isCardMethod(method)),
  );
  const flow = usePaymentFlow(id);

  if (order.isPending || config.isPending) return <Spinner />;
  if (order.isError) {
    return (
      <LoadError message={apiErrorText.message(order.error, UI_TEXT.loadFailed)} onRetry={() => void order.refetch()} />
    );
  }
  if (config.isError) return <LoadError onRetry={() => void config.refetch()} />;

  const justPaid = flow.state.kind === 'succeeded';
  const advanceReasonText = (reason: string | null | undefined) =>
    reason === 'firstTime'
      ? ADVANCE.reasonFirstTime
      : reason === 'pastRefusal'
        ? ADVANCE.reasonPastRefusal
        : ADVANCE.reasonOutsideDhaka;
  const clientSecret = intent.data?.clientSecret;
  const choice = (
    <>
      {offered.length > 1 ? <MethodChooser methods={offered} chosen={method} onChoose={setChosen} /> : null}
      {cod && !codInZone ? <p className="text-sm text-base-content/70">{PAYMENT_TEXT.codNotInZone}</p> : null}
      {cod && codWithinLimit ? <CodRuleNotice eligibility={codRule.data} /> : null}
      {method === 'cod' && codRule.data?.advance && codRule.data.advanceReason ? (
        <p className="text-sm">
          {ADVANCE.needed({ advance: codRule.data.advance, reason: advanceReasonText(codRule.data.advanceReason) })}
        </p>
      ) : null}
      {cod && codInZone && !codWithinLimit ? (
        <p className="text-sm text-base-content/70">{PAYMENT_TEXT.codAboveLimit({ limit: taka(cod.maxTotal) })}</p>
      ) : null}
    </>
  );
  /** The chosen online method's form: a redirect (SSLCommerz, or the cash-on-delivery choice) or the card form. */
  const onlineForm = (online: PaymentMethod) =>
    !isCardMethod(online) ? (
      <RedirectCheckout key={online} method={online} orderId={order.data._id} fee={cod?.fee ?? 0} />
    ) : (
      <>
        {intent.isError ? (
          <p role="alert" className="text-error">
            {apiErrorText.message(intent.error, PAYMENT_TEXT.providerUnavailable)}
          </p>
        ) : null}
        {intent.isPending && intent.fetchStatus === 'fetching' ? (
          <p className="text-sm text-base-content/70" aria-live="polite">
            {PAYMENT_TEXT.preparing}
          </p>
        ) : null}
        {config.data.mode === 'test' ? <TestCards /> : null}
        {online === 'stripe' && config.data.publishableKey ? (
          <Suspense fallback={<p className="text-sm">{PAYMENT_TEXT.loadingCardForm}</p>}>
            <StripeCheckout
              publishableKey={config.data.publishableKey}
              clientSecret={clientSecret}
              flow={flow}
              billing={{ name: user?.name ?? '', email: user?.email ?? order.data.email }}
            />
          </Suspense>
        ) : (
          <SandboxCheckout clientSecret={clientSecret} flow={flow} />
        )}
      </>
    );
  let body;
  if (order.data.paid && !justPaid) {
    body = <Notice tone="alert-success" title={PAYMENT_TEXT.paidAlready} transactionId={order.data.transactionId} />;
  } else if (advanceDue && isOwn && method !== undefined) {
    body = (
      <>
        <Notice
          tone="alert-warning"
          title={ADVANCE.due({ advance, reason: advanceReasonText(order.data.codAdvanceReason) })}
        />
        <h2 className="font-semibold">{ADVANCE.payHeading({ advance })}</h2>
        {offered.length > 1 ? <MethodChooser methods={offered} chosen={method} onChoose={setChosen} /> : null}
        {onlineForm(method)}
      </>
    );
  } else if (isCod && (order.data.status === 'unpaid' || COD_CONFIRMED_STATUSES.includes(order.data.status))) {
    const title = order.data.status === 'unpaid' ? PAYMENT_TEXT.codPending : PAYMENT_TEXT.codConfirmed;
    body = (
      <Notice tone="alert-info" title={title}>
        {advance > 0 && order.data.codAdvancePaidAt ? (
          <p className="text-sm">
            {ADVANCE.paid({ cash: (Math.round(order.data.price * 100) - Math.round(advance * 100)) / 100 })}
          </p>
        ) : null}
      </Notice>
    );
  } else if (!isUnpaid && !justPaid) {
    body = <p role="alert">{PAYMENT_TEXT.cancelledOrder}</p>;
  } else if (!isOwn) {
    body = <p role="alert">{PAYMENT_TEXT.notYourOrder}</p>;
  } else if (method === undefined) {
    body = <p role="alert">{PAYMENT_TEXT.methodNotEnabled}</p>;
  } else {
    body = (
      <>
        {choice}
        {onlineForm(method)}
      </>
    );
  }

  return (
    <section className="mx-auto flex w-full max-w-lg flex-col gap-4">
      <h1 className="text-2xl font-bold">{PAYMENT_TEXT.heading}</h1>
      {gateway && !(gateway === 'paid' && !order.data.paid) ? (
        <Notice tone={GATEWAY_ALERT[gateway][0]} title={PAYMENT_TEXT[GATEWAY_ALERT[gateway][1]]} />
      ) : null}
      {isUnpaid && !justPaid && order.data.holdLapsed === true ? (
        <Notice tone="alert-warning" title={PAYMENT_TEXT.holdLapsed} />
      ) : null}
      {booked && isUnpaid && !justPaid ? (
        <Notice
          tone="alert-info"
          title={PAYMENT_TEXT.bookedPayNow({ booked: ORDER_PAGE_TEXT.booked, payNow: ORDER_PAGE_TEXT.payNow })}
        >
          {order.data.expiresAt ? (
            <p className="text-sm">
              {ORDER_PAGE_TEXT.deadline}: {date(order.data.expiresAt, 'dateTime')}
            </p>
          ) : null}
        </Notice>
      ) : null}
      <div className="card bg-base-100 shadow">
        <div className="card-body gap-4">
          <OrderSummary order={order.data} />
          {body}
        </div>
      </div>
      <Link to={orderPath(order.data._id)} className="link text-sm">
        {ORDER_PAGE_TEXT.viewOrder}
      </Link>
      <Link to="/dashboard/myorders" className="link text-sm">
        {PAYMENT_TEXT.backToOrders}
      </Link>
    </section>
  );
}
