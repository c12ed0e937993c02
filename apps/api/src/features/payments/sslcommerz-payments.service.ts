// Paying through SSLCommerz. Nothing in a callback's form is trusted but the val_id, which is asked
// about at SSLCommerz's validation API; IPN and return share that one check, and the first pays.
import type { GatewayResult, OrderPaymentInput, SslcommerzSessionResult } from '@store/shared/schemas';
import type { SslcommerzCallbackSchema, SslcommerzIpnResultSchema } from '@store/shared/schemas';
import { COD_METHOD } from '@store/shared/order-flow';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DB } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/ids.ts';
import { ProviderUnavailableError } from '../../lib/payment-provider.ts';
import type { AuthUser } from '../accounts/index.ts';
import { assertStockForPayment, findOrderById, loadOrder, orderStockChanged } from '../orders/index.ts';
import { assertPayableOnlineNow, openIntent } from './payment-intents.service.ts';
import { PAYMENT_TEXT_EN, paymentMessage } from './payment-messages.ts';
import { type SettleOutcome, settleSucceededPayment } from './payment-settlement.service.ts';
import { findIntentByProviderRef, type PaymentIntentRow, readIntentsOfOrder } from './payments.repository.ts';
import type { PaymentProviders } from './select-provider.ts';
import { bdtAmountOf, isValidStatus, paymentOf, type SslcommerzProvider } from './sslcommerz-provider.ts';

type SslcommerzForm = z.infer<typeof SslcommerzCallbackSchema>;
type Log = Pick<FastifyBaseLogger, 'warn'>;

/** Form statuses of an IPN about a payment that did not go through (nothing to check). */
const UNPAID_FORM_STATUSES = ['FAILED', 'CANCELLED', 'UNATTEMPTED', 'EXPIRED'];

function enabledSslcommerz(providers: PaymentProviders): SslcommerzProvider {
  if (!providers.sslcommerz || !providers.isEnabled('sslcommerz')) throw notFound(paymentMessage('methodNotEnabled'));
  return providers.sslcommerz;
}

/** POST /payments/sslcommerz/session: each Pay is a new attempt (tran_id); the gateway page's URL. */
export async function startSslcommerzPayment(
  db: DB,
  providers: PaymentProviders,
  user: AuthUser,
  input: OrderPaymentInput,
): Promise<SslcommerzSessionResult> {
  const provider = enabledSslcommerz(providers);
  const order = await loadOrder(db, input.order, user, true);
  assertPayableOnlineNow(order);
  await assertStockForPayment(db, order.id);
  const intents = await readIntentsOfOrder(db, order.id);
  const attempt = intents.closed + (intents.open ? 1 : 0);
  const checkout = {
    name: user.name || order.email,
    email: order.email,
    phone: order.phone,
    address: order.address,
    productName: order.productName,
  };
  // Each Pay is a new attempt: an open intent is kept only when it is this very attempt (a racing twin's).
  const isThisAttempt = (open: PaymentIntentRow, ours: { providerRef: string }) =>
    open.providerRef === ours.providerRef;
  return { gatewayUrl: await openIntent(db, provider, user, order, String(attempt), checkout, isThisAttempt) };
}

type CheckResult = 'not_valid' | 'unknown_transaction' | 'unavailable' | SettleOutcome;

const isSettled = (result: CheckResult) =>
  result === 'paid' || result === 'advance_paid' || result === 'recorded_already' || result === 'refund_due';

/** The order of one of our SSLCommerz attempts (tran_id), else null. */
async function orderOfTranId(db: DB, tranId: string | undefined): Promise<string | null> {
  const intent = tranId ? await findIntentByProviderRef(db, tranId) : undefined;
  return intent?.provider === 'sslcommerz' ? intent.orderId : null;
}

/**
 * The one check of a val_id (and of the form's tran_id, if sent), and the order it pays when it names
 * one of ours; `unavailable`, changing nothing, when the validation API cannot be asked.
 */
async function checkSslcommerzPayment(
  db: DB,
  provider: SslcommerzProvider,
  valId: string,
  formTranId: string | undefined,
): Promise<{ result: CheckResult; orderId?: string }> {
  let answer;
  try {
    answer = await provider.validate(valId);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    return { result: 'unavailable' };
  }
  if (!isValidStatus(answer.status)) return { result: 'not_valid' };
  const tranId = answer.tran_id ?? '';
  if (formTranId !== undefined && formTranId !== tranId) return { result: 'mismatch' };
  const intent = tranId ? await findIntentByProviderRef(db, tranId) : undefined;
  if (!intent || intent.provider !== 'sslcommerz') return { result: 'unknown_transaction' };
  const orderId = intent.orderId;
  if (answer.store_id && answer.store_id !== provider.storeId) return { result: 'mismatch', orderId };
  const { amount, currency } = bdtAmountOf(answer);
  const order = await findOrderById(db, orderId);
  if (!order) return { result: 'unknown_order', orderId };
  // The order's total, or a cash-on-delivery order's advance (the settlement records it once).
  const ofOrder = amount === order.total || (order.paymentMethod === COD_METHOD && amount === order.codAdvance);
  if (currency !== 'BDT' || amount === null || amount !== intent.amount || !ofOrder) {
    return { result: 'mismatch', orderId };
  }
  const payment = { ...paymentOf(tranId, answer), orderId };
  const result = await db
    .transaction()
    .execute((trx) => settleSucceededPayment(trx, orderId, payment, 'sslcommerz', nowIso()));
  await orderStockChanged(db, orderId);
  return { result, orderId };
}

/** POST /payments/sslcommerz/ipn, in English (only SSLCommerz reads it); 502 makes SSLCommerz send it again. */
export async function receiveSslcommerzIpn(
  db: DB,
  providers: PaymentProviders,
  form: SslcommerzForm,
  log: Log,
): Promise<z.infer<typeof SslcommerzIpnResultSchema>> {
  const provider = enabledSslcommerz(providers);
  const { val_id: valId, tran_id: tranId, status } = form;
  if (!valId) {
    const formStatus = typeof status === 'string' ? status.toUpperCase() : '';
    if (UNPAID_FORM_STATUSES.includes(formStatus)) return { received: true, paid: false };
    throw badRequest(PAYMENT_TEXT_EN.ipnBadForm);
  }
  const { result } = await checkSslcommerzPayment(db, provider, valId, tranId);
  if (isSettled(result)) return { received: true, paid: true };
  if (result === 'unavailable') {
    log.warn({ tranId }, 'SSLCommerz validation API unavailable: IPN not checked');
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 502, PAYMENT_TEXT_EN.providerUnavailable);
  }
  if (result !== 'not_valid') log.warn({ tranId, outcome: result }, 'payment needs a look');
  throw new AppError('PAYMENT_NOT_VERIFIED', 400, PAYMENT_TEXT_EN.paymentNotVerified);
}

/** POST /payments/sslcommerz/return/{outcome}: where the browser goes next; success is checked as the IPN is. */
export async function returnFromSslcommerz(
  db: DB,
  providers: PaymentProviders,
  outcome: 'success' | 'fail' | 'cancel',
  form: SslcommerzForm,
  log: Log,
): Promise<string> {
  const provider = enabledSslcommerz(providers);
  const { val_id: valId, tran_id: tranId } = form;
  const checked = outcome === 'success' && valId ? await checkSslcommerzPayment(db, provider, valId, tranId) : null;
  if (checked?.result === 'unavailable') {
    log.warn({ tranId }, 'SSLCommerz validation API unavailable at the browser’s return');
  }
  let result: GatewayResult = outcome === 'cancel' ? 'cancelled' : 'failed';
  if (outcome === 'success') result = checked && isSettled(checked.result) ? 'paid' : 'unverified';
  const orderId = checked?.orderId ?? (await orderOfTranId(db, tranId));
  return orderId
    ? `/dashboard/payment/${encodeURIComponent(orderId)}?gateway=${result}`
    : `/dashboard/myorders?gateway=${result}`;
}
