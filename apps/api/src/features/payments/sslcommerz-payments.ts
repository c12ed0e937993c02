// Paying through SSLCommerz: the session (Pay on the payment page), and the ONE check that settles a
// payment, used by both the IPN and the browser's return. Nothing from the browser or the callback's
// form is trusted but the val_id, which is asked about at SSLCommerz's validation API; the order is
// paid only when that answer is VALID/VALIDATED, for a tran_id we opened for this order, for the
// order's stored total in BDT, and for our store. Then the payment goes through the same
// settleSucceededPayment as every provider's: the first arrival marks the order paid, the second
// changes nothing.
import type { OrderPaymentInput, SslcommerzSessionResult } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../accounts/auth-user.ts';
import { ORDER_STATUS } from '../orders/order-states.ts';
import { findPayableOrder, lockOrder } from '../orders/orders.repository.ts';
import { assertStockForPayment } from '../orders/order-hold.ts';
import { INTENT_STATUS, PAYMENT_CURRENCY, ProviderUnavailableError } from './payment-provider.ts';
import { paymentMessage } from './payment-messages.ts';
import {
  cancelOpenIntentsOfOrder,
  countIntentsOfOrder,
  findIntentByProviderRef,
  findOpenIntentOfOrder,
  insertIntentIfNew,
} from './payments.repository.ts';
import {
  assertPayableOnline,
  loadOwnOrder,
  newIntentRow,
  type SettleOutcome,
  settleSucceededPayment,
} from './payments.service.ts';
import type { PaymentProviders } from './select-provider.ts';
import { bdtAmountOf, type SslcommerzProvider, VALID_STATUSES } from './sslcommerz-provider.ts';
import { AppError } from '../../lib/app-error.ts';

const providerUnavailable = () =>
  new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 502, paymentMessage('providerUnavailable'));

function enabledSslcommerz(providers: PaymentProviders): SslcommerzProvider {
  if (!providers.sslcommerz || !providers.isEnabled('sslcommerz')) throw notFound(paymentMessage('methodNotEnabled'));
  return providers.sslcommerz;
}

/**
 * POST /payments/sslcommerz/session: opens a session for the caller's unpaid order, for its stored
 * total in BDT, with the buyer's details, and answers the gateway page. Each Pay opens a new
 * attempt (a new tran_id, the order's earlier open attempt closed in our records); a payment made on
 * an earlier page is still recorded when SSLCommerz confirms it.
 */
export async function startSslcommerzPayment(
  db: DB,
  providers: PaymentProviders,
  user: AuthUser,
  input: OrderPaymentInput,
): Promise<SslcommerzSessionResult> {
  const provider = enabledSslcommerz(providers);
  const order = await loadOwnOrder(db, user, input.order);
  assertPayableOnline(order);
  await assertStockForPayment(db, order.id);
  const attempt = await countIntentsOfOrder(db, order.id);
  let created;
  try {
    created = await provider.createIntent({
      orderId: order.id,
      userId: user.id,
      amount: order.total,
      currency: PAYMENT_CURRENCY,
      idempotencyKey: `order-${order.id}-intent-${attempt}`,
      checkout: {
        name: user.name || order.email,
        email: order.email,
        phone: order.phone,
        address: order.address,
        productName: order.productName,
      },
    });
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw providerUnavailable();
    throw error;
  }
  return db.transaction().execute(async (trx) => {
    await lockOrder(trx, order.id);
    const at = nowIso();
    const row = newIntentRow(order, provider.name, created, at);
    const current = await findPayableOrder(trx, order.id);
    if (!current || current.status !== ORDER_STATUS.unpaid || current.paymentMethod === 'cod') {
      // Paid or closed meanwhile: keep the attempt on record, closed, so a payment on it is never lost.
      await insertIntentIfNew(trx, { ...row, status: INTENT_STATUS.canceled });
      if (current) assertPayableOnline(current);
      throw conflict(paymentMessage('paymentClosed'));
    }
    const open = await findOpenIntentOfOrder(trx, order.id);
    if (open?.providerRef === created.id) return { gatewayUrl: created.clientSecret };
    if (open) await cancelOpenIntentsOfOrder(trx, order.id, at);
    await insertIntentIfNew(trx, { ...row, status: INTENT_STATUS.open });
    return { gatewayUrl: created.clientSecret };
  });
}

export type SslcommerzCheckOutcome =
  | { result: 'paid' | 'recorded_already' | 'refund_due'; orderId: string }
  | {
      result: 'not_valid' | 'unknown_transaction' | 'mismatch' | 'other_payment' | 'unknown_order';
      orderId: string | null;
    };

/**
 * The one check of an SSLCommerz payment (IPN and browser return alike). `formTranId` is the
 * callback's own tran_id, when it sent one: it must be the one SSLCommerz validates. Throws
 * ProviderUnavailableError when the validation API cannot be asked (down, too slow): nothing changed
 * and the same val_id can be checked again later.
 */
export async function checkSslcommerzPayment(
  db: DB,
  provider: SslcommerzProvider,
  valId: string,
  formTranId: string | undefined,
): Promise<SslcommerzCheckOutcome> {
  const formIntent = formTranId ? await findIntentByProviderRef(db, formTranId) : undefined;
  const formOrderId = formIntent?.provider === 'sslcommerz' ? formIntent.orderId : null;
  const answer = await provider.validate(valId);
  if (!VALID_STATUSES.includes(answer.status.toUpperCase())) return { result: 'not_valid', orderId: formOrderId };
  const tranId = answer.tran_id ?? '';
  if (formTranId !== undefined && formTranId !== tranId) return { result: 'mismatch', orderId: formOrderId };
  const intent = tranId ? await findIntentByProviderRef(db, tranId) : undefined;
  if (!intent || intent.provider !== 'sslcommerz') return { result: 'unknown_transaction', orderId: formOrderId };
  const orderId = intent.orderId;
  if (answer.store_id && answer.store_id !== provider.storeId) return { result: 'mismatch', orderId };
  const { amount, currency } = bdtAmountOf(answer);
  const order = await findPayableOrder(db, orderId);
  if (!order) return { result: 'unknown_order', orderId };
  if (currency !== 'BDT' || amount === null || amount !== intent.amount || amount !== order.total) {
    return { result: 'mismatch', orderId };
  }
  const payment = {
    id: tranId,
    status: INTENT_STATUS.succeeded,
    amount,
    currency: PAYMENT_CURRENCY,
    orderId,
    cardBrand: answer.card_brand ?? answer.card_type ?? null,
    cardLast4: null,
  };
  const outcome: SettleOutcome = await db
    .transaction()
    .execute((trx) => settleSucceededPayment(trx, orderId, payment, 'sslcommerz', nowIso()));
  if (outcome === 'paid' || outcome === 'recorded_already' || outcome === 'refund_due') {
    return { result: outcome, orderId };
  }
  return { result: outcome, orderId };
}

export { enabledSslcommerz };
