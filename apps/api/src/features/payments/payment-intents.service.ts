// Starting a payment for an order; the amount is always the order's stored total, or a cash-on-delivery
// order's delivery fee while it is due in advance (amountDue).
import { messageRef } from '@store/shared/i18n/catalogue';
import { API_ERROR } from '@store/shared/messages';
import { COD_METHOD, isOrderPaid } from '@store/shared/order-flow';
import { poishaToTaka, takaToPoisha } from '@store/shared/money';
import type {
  CreatePaymentIntentInput,
  CreatePaymentIntentResult,
  PaymentConfig,
  PaymentMode,
  PayOrderInput,
  PayOrderResult,
} from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { AppError, conflict, notFound, validationFailed } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/ids.ts';
import {
  INTENT_STATUS,
  type NewIntentRequest,
  PAYMENT_CURRENCY,
  type PaymentProvider,
} from '../../lib/payment-provider.ts';
import type { AuthUser } from '../accounts/index.ts';
import { assertPaymentMethodAllowed } from '../promotions/index.ts';
import {
  askProvider,
  assertStockForPayment,
  cancelOpenIntentsOfOrder,
  queueProviderCancel,
  findOrderById,
  isCodAdvanceDue,
  isPaidStatus,
  loadOrder,
  lockOrder,
  ORDER_STATUS,
  type OrderRow,
  orderStockChanged,
  toOrderStatus,
} from '../orders/index.ts';
import { paymentMessage } from './payment-messages.ts';
import { settleSucceededPayment } from './payment-settlement.service.ts';
import {
  findIntentByProviderRef,
  insertIntentIfNew,
  newIntentRow,
  type PaymentIntentRow,
  readIntentsOfOrder,
} from './payments.repository.ts';
import type { PaymentProviders } from './select-provider.ts';

const notVerified = () =>
  new AppError('PAYMENT_NOT_VERIFIED', 400, paymentMessage('paymentNotVerified'), {
    transactionId: paymentMessage('paymentNotVerified'),
  });

/** Poisha. */
export type CodSettings = { maxTotal: number; fee: number };

export function getPaymentConfig(providers: PaymentProviders, cod: CodSettings): PaymentConfig {
  const provider = providers.card;
  // `test` when the provider moves no real money: the sandbox, Stripe's test keys, SSLCommerz's sandbox.
  const methods = providers.methods.map((method) => ({ method, mode: providers.forMethod(method)?.mode ?? 'live' }));
  const mode: PaymentMode = methods.some((m) => m.mode === 'test') ? 'test' : 'live';
  const codConfig = providers.isEnabled('cod')
    ? { maxTotal: poishaToTaka(cod.maxTotal), fee: poishaToTaka(cod.fee) }
    : null;
  const base = { provider: provider.name, mode, methods, cod: codConfig };
  return provider.publishableKey ? { ...base, publishableKey: provider.publishableKey } : base;
}

/** True when a price in taka (from the browser) is exactly the total in poisha (from the database). */
export function isPriceOfTotal(priceTaka: number, totalPoisha: number): boolean {
  return Number.isFinite(priceTaka) && takaToPoisha(priceTaka) === totalPoisha;
}

/**
 * Poisha an online payment of the order must be: a cash-on-delivery order's delivery fee asked in advance
 * while it is due (decision 225, rule b), else the order's total.
 */
export const amountDue = (order: OrderRow): number => (isCodAdvanceDue(order) ? order.codAdvance : order.total);

/** Unpaid and not cash on delivery (but for its advance, while due); otherwise 409 saying why (paid, cash on delivery, expired, cancelled). */
export function assertPayableOnline(order: OrderRow): void {
  if (order.status === ORDER_STATUS.unpaid && isCodAdvanceDue(order)) return;
  if (order.paymentMethod === COD_METHOD) {
    throw conflict(order.paidAt ? paymentMessage('orderAlreadyPaid') : paymentMessage('codOnlineRefused'));
  }
  if (isPaidStatus(order.status)) throw conflict(paymentMessage('orderAlreadyPaid'));
  if (order.status === ORDER_STATUS.expired) throw conflict(messageRef('cart', 'ORDER_PAGE_TEXT', 'orderExpired'));
  if (order.status !== ORDER_STATUS.unpaid) throw conflict(paymentMessage('orderCancelled'));
}

/**
 * Payable online (assertPayableOnline), and not bound to cash on delivery by its discount (docs/features/promotions.md);
 * a cash-on-delivery advance is part of cash on delivery.
 */
export function assertPayableOnlineNow(order: OrderRow): void {
  assertPayableOnline(order);
  if (!isCodAdvanceDue(order)) assertPaymentMethodAllowed(order, 'online');
}

const isUsableIntent = (intent: PaymentIntentRow, provider: PaymentProvider, order: OrderRow) =>
  intent.provider === provider.name && intent.amount === amountDue(order) && intent.currency === PAYMENT_CURRENCY;

/**
 * Asks the provider for an intent for the order's stored total (the same attempt, the same intent), then,
 * under the order's row lock, records it as the order's one open intent (closing any other) and answers its
 * client secret; or the open intent `reuse` accepts. An order paid or closed meanwhile keeps the new
 * intent on record, closed (Stripe's queued for cancelling there), so that a payment on it could never go
 * unnoticed; the 409 is thrown only after that is committed.
 */
export async function openIntent(
  db: DB,
  provider: PaymentProvider,
  user: AuthUser,
  order: OrderRow,
  attempt: string,
  checkout: NewIntentRequest['checkout'],
  reuse: (open: PaymentIntentRow, ours: { providerRef: string }) => boolean,
): Promise<string> {
  const created = await askProvider(() =>
    provider.createIntent({
      orderId: order.id,
      userId: user.id,
      amount: amountDue(order),
      currency: PAYMENT_CURRENCY,
      idempotencyKey: `order-${order.id}-intent-${attempt}`,
      ...(checkout && { checkout }),
    }),
  );
  const opened = await db
    .transaction()
    .execute(async (trx): Promise<{ secret: string } | { refused: OrderRow | undefined }> => {
      await lockOrder(trx, order.id);
      const row = newIntentRow(order.id, provider.name, created, amountDue(order), nowIso());
      const current = await findOrderById(trx, order.id);
      if (
        current?.status !== ORDER_STATUS.unpaid ||
        (current.paymentMethod === COD_METHOD && !isCodAdvanceDue(current)) ||
        amountDue(current) !== row.amount
      ) {
        const stripe = provider.name === 'stripe';
        await insertIntentIfNew(trx, { ...row, status: INTENT_STATUS.canceled, providerCancelPending: stripe ? 1 : 0 });
        if (stripe) await queueProviderCancel(trx, row.id);
        return { refused: current };
      }
      const open = (await readIntentsOfOrder(trx, order.id)).open;
      if (open && reuse(open, row)) return { secret: open.clientSecret };
      if (open) await cancelOpenIntentsOfOrder(trx, order.id, row.createdAt);
      if (!(await insertIntentIfNew(trx, { ...row, status: INTENT_STATUS.open }))) return { refused: undefined };
      return { secret: row.clientSecret };
    });
  if ('secret' in opened) return opened.secret;
  if (opened.refused) assertPayableOnline(opened.refused);
  throw conflict(paymentMessage('paymentClosed'));
}

/** POST /create-payment-intent: the client secret of the order's one open intent, opened now if there is none. */
export async function createPaymentIntent(
  db: DB,
  providers: PaymentProviders,
  user: AuthUser,
  input: CreatePaymentIntentInput,
): Promise<CreatePaymentIntentResult> {
  const provider = providers.card;
  if (!providers.isEnabled(provider.name)) throw notFound(paymentMessage('methodNotEnabled'));
  const order = await loadOrder(db, input.order, user, true);
  assertPayableOnlineNow(order);
  if (!isPriceOfTotal(input.price, amountDue(order)))
    throw validationFailed({ price: paymentMessage('priceMismatch') });
  await assertStockForPayment(db, order.id);

  const { open, closed } = await readIntentsOfOrder(db, order.id);
  if (open && isUsableIntent(open, provider, order)) return { clientSecret: open.clientSecret };

  // NOTE: the key names the order's closed intents and its total, read in the same statement as the
  // open one: a retry, or a racing twin that read before our commit, asks with the same key and gets
  // the same intent from the provider; a twin that read after it found our open intent above. A new
  // total (an open intent for another amount) or a closed intent makes a new key.
  const attempt = `${closed}-${amountDue(order)}`;
  const reuse = (openNow: PaymentIntentRow) => isUsableIntent(openNow, provider, order);
  return { clientSecret: await openIntent(db, provider, user, order, attempt, undefined, reuse) };
}

const toPayResult = (order: OrderRow): PayOrderResult => ({
  _id: order.id,
  paid: isOrderPaid(order),
  status: toOrderStatus(order.status),
  transactionId: order.transactionId,
  paidAt: order.paidAt,
});

/** PATCH /orders/{id}: pays the order only if the provider says it succeeded, for this order and its total; else 400. */
export async function payOrder(
  db: DB,
  provider: PaymentProvider,
  user: AuthUser,
  orderId: string,
  input: PayOrderInput,
): Promise<PayOrderResult> {
  const order = await loadOrder(db, orderId, user, true);
  if (input.order !== order.id) throw validationFailed({ order: paymentMessage('orderMismatch') });
  const transactionId = input.transactionId;
  if (isPaidStatus(order.status) && order.transactionId === transactionId) return toPayResult(order);
  if (order.codAdvancePaidAt !== null && order.codAdvanceRef === transactionId) return toPayResult(order);
  if (isPaidStatus(order.status)) throw conflict(paymentMessage('orderAlreadyPaid'));

  // Only payments we opened for this order, with this provider, are asked about.
  const intent = await findIntentByProviderRef(db, transactionId);
  if (!intent || intent.orderId !== order.id || intent.provider !== provider.name) throw notVerified();
  const payment = await askProvider(() => provider.retrievePayment(transactionId));
  if (
    !payment ||
    payment.status !== INTENT_STATUS.succeeded ||
    payment.orderId !== order.id ||
    payment.amount !== amountDue(order) ||
    payment.currency !== PAYMENT_CURRENCY
  ) {
    throw notVerified();
  }
  const outcome = await db
    .transaction()
    .execute((trx) => settleSucceededPayment(trx, order.id, payment, provider.name, nowIso()));
  await orderStockChanged(db, order.id);
  if (outcome === 'other_payment') throw conflict(paymentMessage('orderAlreadyPaid'));
  if (outcome === 'mismatch' || outcome === 'unknown_order') throw notVerified();
  const settled = await findOrderById(db, order.id);
  if (!settled) throw notFound(API_ERROR.orderNotFound);
  return toPayResult(settled);
}
