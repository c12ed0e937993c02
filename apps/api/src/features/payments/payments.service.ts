// Card payment rules: the server computes the amount, opens one intent per order, asks the
// provider whether a payment succeeded, and records it on the order in one transaction that can
// never lose it: unpaid → paid, or, when the order was cancelled meanwhile (or its lapsed hold's
// pieces were sold), → refund_due; a second payment of a paid order is kept for a refund too.
import { messageRef } from '@store/shared/i18n/catalogue';
import { API_ERROR } from '@store/shared/messages';
import { poishaToTaka, takaToPoisha } from '@store/shared/money';
import type {
  CreatePaymentIntentInput,
  CreatePaymentIntentResult,
  PaymentConfig,
  PaymentMode,
  PayOrderInput,
  PayOrderResult,
  SandboxConfirmInput,
  SandboxConfirmResult,
} from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { AppError, badRequest, conflict, forbidden, notFound, validationFailed } from '../../lib/app-error.ts';
import { isId, newId, nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../accounts/auth-user.ts';
import { queueOrderMail } from '../mail/index.ts';
import { COD_METHOD, isOrderPaid } from '@store/shared/order-flow';
import { ORDER_STATUS, type OrderStatus, isPaidStatus, toOrderStatus } from '../orders/order-states.ts';
import { applyTransition, recordRefundMadeAtProvider } from '../orders/order-transitions.ts';
import { findPayableOrder, lockOrder, type PayableOrderRow } from '../orders/orders.repository.ts';
import { assertStockForPayment, holdLapsedSoldOut, takeStockForPayment } from '../orders/order-hold.ts';
import { recordSecondPayment } from './second-payment.ts';
import {
  INTENT_STATUS,
  PAYMENT_CURRENCY,
  type PaymentProvider,
  type ProviderPayment,
  ProviderUnavailableError,
} from './payment-provider.ts';
import {
  cancelOpenIntentsOfOrder,
  clearCancelPending,
  findIntentByProviderRef,
  findOpenIntentOfOrder,
  readIntentsOfOrder,
  insertIntentIfNew,
  insertWebhookEventIfNew,
  listIntentsToCancelAtProvider,
  markIntentCanceled,
  markOpenIntentSucceeded,
  type PaymentIntentRow,
  recordIntentSucceeded,
} from './payments.repository.ts';
import { PAYMENT_TEXT_EN, paymentMessage } from './payment-messages.ts';
import { processSandboxCard } from './sandbox-cards.ts';
import type { PaymentProviders } from './select-provider.ts';
import { intentIdOfSecret, paymentFromRow, sameSecret } from './sandbox-provider.ts';

const notVerified = () =>
  new AppError('PAYMENT_NOT_VERIFIED', 400, paymentMessage('paymentNotVerified'), {
    transactionId: paymentMessage('paymentNotVerified'),
  });
const providerUnavailable = () =>
  new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 502, paymentMessage('providerUnavailable'));

/** Runs a provider call; its outage becomes a 502 with a clear message, never a 500. */
async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw providerUnavailable();
    throw error;
  }
}

/** `test` when the provider moves no real money: the sandbox, Stripe's test keys, SSLCommerz's sandbox. */
export function providerMode(provider: PaymentProvider): PaymentMode {
  if (provider.mode) return provider.mode;
  return provider.name === 'sandbox' || provider.publishableKey?.startsWith('pk_test_') ? 'test' : 'live';
}

/** Cash on delivery's limit and fee, in poisha. */
export interface CodSettings {
  maxTotal: number;
  fee: number;
}

export function getPaymentConfig(providers: PaymentProviders, cod: CodSettings): PaymentConfig {
  const provider = providers.card;
  const methods = providers.methods.map((method) => {
    const online = method === 'cod' ? null : method === 'sslcommerz' ? providers.sslcommerz : provider;
    return { method, mode: online ? providerMode(online) : ('live' as const) };
  });
  // The banner warns when any enabled method takes no real money.
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

/** The caller's own order, or 404 (unknown or malformed id) / 403 (someone else's). */
export async function loadOwnOrder(db: DB, user: AuthUser, orderId: string): Promise<PayableOrderRow> {
  const order = isId(orderId) ? await findPayableOrder(db, orderId) : undefined;
  if (!order) throw notFound(API_ERROR.orderNotFound);
  if (order.userId !== user.id) throw forbidden();
  return order;
}

/**
 * An order that may be paid online now: unpaid, and not to be paid in cash on delivery. 409 with
 * the reason otherwise (paid, confirmed for cash on delivery, expired, cancelled).
 */
export function assertPayableOnline(order: PayableOrderRow): void {
  if (order.paymentMethod === COD_METHOD) {
    throw conflict(order.paidAt ? paymentMessage('orderAlreadyPaid') : paymentMessage('codOnlineRefused'));
  }
  if (isPaidStatus(order.status)) throw conflict(paymentMessage('orderAlreadyPaid'));
  if (order.status === ORDER_STATUS.expired) throw conflict(messageRef('cart', 'ORDER_PAGE_TEXT', 'orderExpired'));
  if (order.status !== ORDER_STATUS.unpaid) throw conflict(paymentMessage('orderCancelled'));
}

const isUsableIntent = (intent: PaymentIntentRow | undefined, provider: PaymentProvider, order: PayableOrderRow) =>
  intent !== undefined &&
  intent.provider === provider.name &&
  intent.amount === order.total &&
  intent.currency === PAYMENT_CURRENCY;

/**
 * POST /create-payment-intent: the client secret of the order's one open intent, opened now when
 * there is none. The amount is the order's stored total; the body's price is only compared with it.
 */
/** The payment_intents row of an intent the provider just created for the order (status set by the caller). */
export function newIntentRow(
  order: { id: string; total: number },
  provider: string,
  created: { id: string; clientSecret: string },
  at: string,
) {
  return {
    id: newId(),
    orderId: order.id,
    provider,
    providerRef: created.id,
    clientSecret: created.clientSecret,
    amount: order.total,
    currency: PAYMENT_CURRENCY,
    cardBrand: null,
    cardLast4: null,
    createdAt: at,
    updatedAt: at,
  };
}

export async function createPaymentIntent(
  db: DB,
  providers: PaymentProviders,
  user: AuthUser,
  input: CreatePaymentIntentInput,
): Promise<CreatePaymentIntentResult> {
  const provider = providers.card;
  if (!providers.isEnabled(provider.name)) throw notFound(paymentMessage('methodNotEnabled'));
  const order = await loadOwnOrder(db, user, input.order);
  assertPayableOnline(order);
  if (!isPriceOfTotal(input.price, order.total)) throw validationFailed({ price: paymentMessage('priceMismatch') });
  await assertStockForPayment(db, order.id);

  const { open, closed } = await readIntentsOfOrder(db, order.id);
  if (open && isUsableIntent(open, provider, order)) return { clientSecret: open.clientSecret };

  // NOTE: the key names the order's closed intents and its total, read in the same statement as the
  // open one: a retry, or a racing twin that read before our commit, asks with the same key and gets
  // the same intent from the provider; a twin that read after it found our open intent above. A new
  // total (an open intent for another amount) or a closed intent makes a new key.
  const attempt = `${closed}-${order.total}`;
  const created = await askProvider(() =>
    provider.createIntent({
      orderId: order.id,
      userId: user.id,
      amount: order.total,
      currency: PAYMENT_CURRENCY,
      idempotencyKey: `order-${order.id}-intent-${attempt}`,
    }),
  );

  return db.transaction().execute(async (trx) => {
    await lockOrder(trx, order.id);
    const at = nowIso();
    const row = newIntentRow(order, provider.name, created, at);
    const current = await findPayableOrder(trx, order.id);
    if (current?.status !== ORDER_STATUS.unpaid) {
      // Paid or cancelled while we were asking the provider: keep the new intent on record, closed
      // (and queued for cancelling at Stripe), so that a payment on it could never go unnoticed.
      await insertIntentIfNew(trx, {
        ...row,
        status: INTENT_STATUS.canceled,
        providerCancelPending: provider.name === 'stripe' ? 1 : 0,
      });
      throw conflict(
        current && isPaidStatus(current.status) ? paymentMessage('orderAlreadyPaid') : paymentMessage('orderCancelled'),
      );
    }
    const openNow = await findOpenIntentOfOrder(trx, order.id);
    if (openNow && isUsableIntent(openNow, provider, order)) return { clientSecret: openNow.clientSecret };
    if (openNow) await cancelOpenIntentsOfOrder(trx, order.id, at); // made with another provider or amount
    await insertIntentIfNew(trx, { ...row, status: INTENT_STATUS.open });
    const mine = await findOpenIntentOfOrder(trx, order.id);
    if (!mine) throw conflict(paymentMessage('paymentClosed'));
    return { clientSecret: mine.clientSecret };
  });
}

export type SettleOutcome = 'paid' | 'refund_due' | 'recorded_already' | 'other_payment' | 'mismatch' | 'unknown_order';

/**
 * Records a payment the provider says succeeded, inside the caller's transaction. The order row is
 * locked first (as a cancel does), then: unpaid → paid; cancelled → refund_due; already settled with
 * this payment → nothing. A payment whose amount or currency is not the order's never pays it.
 */
export async function settleSucceededPayment(
  trx: DB,
  orderId: string,
  payment: ProviderPayment,
  providerName: string,
  at: string,
): Promise<SettleOutcome> {
  if (!(await lockOrder(trx, orderId))) return 'unknown_order';
  const card = { cardBrand: payment.cardBrand, cardLast4: payment.cardLast4 };
  const known = await findIntentByProviderRef(trx, payment.id);
  if (known) {
    await recordIntentSucceeded(trx, payment.id, card, at);
  } else {
    // A payment we never recorded an intent for (e.g. the process stopped right after Stripe opened
    // it): keep it on record now.
    await insertIntentIfNew(trx, {
      id: newId(),
      orderId,
      provider: providerName,
      providerRef: payment.id,
      clientSecret: '',
      amount: payment.amount,
      currency: payment.currency,
      status: INTENT_STATUS.succeeded,
      ...card,
      createdAt: at,
      updatedAt: at,
    });
  }
  const order = await findPayableOrder(trx, orderId);
  if (!order) return 'unknown_order';
  if (payment.amount !== order.total || payment.currency !== PAYMENT_CURRENCY) return 'mismatch';
  const { unpaid, paid, cancelled, expired, refundDue } = ORDER_STATUS;
  const record = (from: OrderStatus, to: OrderStatus) =>
    applyTransition(trx, {
      orderId,
      from,
      to,
      actor: 'system',
      by: null,
      at,
      transactionId: payment.id,
      paymentMethod: providerName,
    });
  // An order whose short hold lapsed takes its pieces again, or, sold meanwhile, keeps the money for a refund.
  if (order.status === unpaid && !(await takeStockForPayment(trx, orderId))) {
    if (await record(unpaid, refundDue)) return 'refund_due';
  }
  if (await record(unpaid, paid)) {
    await queueOrderMail(trx, orderId, 'paid');
    return 'paid';
  }
  if (await record(cancelled, refundDue)) return 'refund_due';
  // An order that expired unpaid is closed like a cancelled one: the payment is kept for a refund.
  if (await record(expired, refundDue)) return 'refund_due';
  if (order.transactionId === payment.id) return 'recorded_already';
  // A second payment of an order paid already (another tab, another provider): kept for a refund.
  if (order.transactionId !== null) return recordSecondPayment(trx, orderId, payment, providerName, at);
  return 'other_payment';
}

function toPayResult(order: PayableOrderRow): PayOrderResult {
  return {
    _id: order.id,
    paid: isOrderPaid(order),
    status: toOrderStatus(order.status),
    transactionId: order.transactionId,
    paidAt: order.paidAt,
  };
}

/**
 * PATCH /orders/{id} { order, transactionId }: the owner reports a payment. The provider is asked;
 * the order is marked paid only if the payment succeeded, was made for this order, and its amount
 * and currency are the order's total. Otherwise 400 and nothing changes. Repeating it is harmless.
 */
export async function payOrder(
  db: DB,
  provider: PaymentProvider,
  user: AuthUser,
  orderId: string,
  input: PayOrderInput,
): Promise<PayOrderResult> {
  const order = await loadOwnOrder(db, user, orderId);
  if (input.order !== order.id) throw validationFailed({ order: paymentMessage('orderMismatch') });
  const transactionId = input.transactionId;
  if (isPaidStatus(order.status) && order.transactionId === transactionId) return toPayResult(order);
  if (isPaidStatus(order.status)) throw conflict(paymentMessage('orderAlreadyPaid'));

  // Only payments we opened for this order, with this provider, are asked about.
  const intent = await findIntentByProviderRef(db, transactionId);
  if (!intent || intent.orderId !== order.id || intent.provider !== provider.name) throw notVerified();
  const payment = await askProvider(() => provider.retrievePayment(transactionId));
  if (
    !payment ||
    payment.status !== INTENT_STATUS.succeeded ||
    payment.orderId !== order.id ||
    payment.amount !== order.total ||
    payment.currency !== PAYMENT_CURRENCY
  ) {
    throw notVerified();
  }
  const outcome = await db
    .transaction()
    .execute((trx) => settleSucceededPayment(trx, order.id, payment, provider.name, nowIso()));
  if (outcome === 'other_payment') throw conflict(paymentMessage('orderAlreadyPaid'));
  if (outcome === 'mismatch' || outcome === 'unknown_order') throw notVerified();
  const settled = await findPayableOrder(db, order.id);
  if (!settled) throw notFound(API_ERROR.orderNotFound);
  return toPayResult(settled);
}

/**
 * POST /payments/sandbox/confirm: the sandbox's card confirmation (what Stripe.js does with Stripe).
 * The card is judged as Stripe's test cards are; on success the intent and its order are settled in
 * one transaction, so the order is paid even if the browser never sends the PATCH.
 * NOTE: the card number never reaches the database or a log: only its brand and last four digits.
 */
export async function confirmSandboxPayment(
  db: DB,
  provider: PaymentProvider,
  user: AuthUser,
  input: SandboxConfirmInput,
  now: Date = new Date(),
): Promise<SandboxConfirmResult> {
  if (provider.name !== 'sandbox') throw notFound(PAYMENT_TEXT_EN.sandboxOnly);
  const ref = intentIdOfSecret(input.clientSecret);
  const intent = ref ? await findIntentByProviderRef(db, ref) : undefined;
  if (!intent || intent.provider !== 'sandbox' || !sameSecret(intent.clientSecret, input.clientSecret)) {
    throw notFound(paymentMessage('paymentNotFound'));
  }
  await loadOwnOrder(db, user, intent.orderId);
  if (intent.status === INTENT_STATUS.succeeded) throw conflict(paymentMessage('alreadyConfirmed'));
  if (intent.status !== INTENT_STATUS.open) throw conflict(paymentMessage('paymentClosed'));

  const outcome = processSandboxCard(input.card, now);
  if (!outcome.ok) {
    const fields = outcome.fields ?? (outcome.field ? { [outcome.field]: outcome.message } : undefined);
    throw new AppError('CARD_ERROR', 402, outcome.message, fields);
  }
  const card = { cardBrand: outcome.brand, cardLast4: outcome.last4 };
  await db.transaction().execute(async (trx) => {
    const at = nowIso();
    await lockOrder(trx, intent.orderId);
    // An order whose short hold lapsed and whose pieces were sold is refused before the card is charged.
    if (!(await takeStockForPayment(trx, intent.orderId))) throw holdLapsedSoldOut();
    // Fails when a cancel of the order closed the intent first: then no money was taken.
    if (!(await markOpenIntentSucceeded(trx, intent.id, card, at))) throw conflict(paymentMessage('paymentClosed'));
    const payment = { ...paymentFromRow(intent), status: INTENT_STATUS.succeeded, ...card };
    await settleSucceededPayment(trx, intent.orderId, payment, 'sandbox', at);
  });
  return {
    paymentIntent: {
      id: intent.providerRef,
      status: 'succeeded',
      amount: poishaToTaka(intent.amount),
      currency: intent.currency,
    },
  };
}

export type WebhookOutcome =
  SettleOutcome | 'duplicate' | 'ignored' | 'canceled' | 'refunded' | 'partial' | 'not_refundable';

/**
 * POST /payments/webhook (Stripe): the signature is checked over the raw body, the event is recorded
 * by id in the same transaction as its effect (a replay does nothing; a failure leaves it for
 * Stripe's retry), and its effect is one that is safe in any order: succeeded is final.
 * charge.refunded (a full refund made in Stripe's dashboard) moves the order to refunded.
 */
export async function handleWebhook(
  db: DB,
  provider: PaymentProvider,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ eventId: string; outcome: WebhookOutcome }> {
  if (!provider.verifyWebhook) throw notFound(PAYMENT_TEXT_EN.webhookStripeOnly);
  let event;
  try {
    event = provider.verifyWebhook(rawBody, signature ?? '');
  } catch {
    throw badRequest(PAYMENT_TEXT_EN.webhookBadSignature);
  }
  const { id, type, payment, refund } = event;
  const outcome = await db.transaction().execute(async (trx): Promise<WebhookOutcome> => {
    const at = nowIso();
    if (!(await insertWebhookEventIfNew(trx, id, type, at))) return 'duplicate';
    if (type === 'charge.refunded' && refund) {
      // A refund made in Stripe's dashboard: the order follows (order-transitions.ts).
      const orderId = (await findIntentByProviderRef(trx, refund.paymentId))?.orderId;
      if (!orderId) return 'unknown_order';
      return recordRefundMadeAtProvider(trx, orderId, refund, at);
    }
    if (!payment) return 'ignored';
    if (type === 'payment_intent.succeeded' && payment.status === INTENT_STATUS.succeeded) {
      const orderId = (await findIntentByProviderRef(trx, payment.id))?.orderId ?? payment.orderId;
      if (!orderId || !isId(orderId)) return 'unknown_order';
      return settleSucceededPayment(trx, orderId, payment, provider.name, at);
    }
    if (type === 'payment_intent.canceled') {
      await markIntentCanceled(trx, payment.id, at);
      return 'canceled';
    }
    return 'ignored';
  });
  return { eventId: id, outcome };
}

// ---- Cancelling an order's payment (called by the orders feature) ----

/**
 * Inside the order-cancel transaction (after the order row was updated): closes the order's open
 * intent in our database, so that the sandbox can no longer take a card for it. A Stripe intent is
 * also queued for cancelling at Stripe, which the payments job does once the cancel has committed
 * (cancelPendingAtProvider); a payment that beats it is still recorded, on a cancelled order as
 * refund_due. Returns how many intents it closed.
 */
export async function cancelOpenPaymentForOrder(db: DB, orderId: string): Promise<number> {
  return cancelOpenIntentsOfOrder(db, orderId, nowIso());
}

/**
 * Cancels at the provider the intents whose orders were cancelled. An intent that succeeded before
 * the cancel reached the provider is recorded on its order (refund_due). Returns how many were done;
 * a provider outage stops the round (the rest wait for the next one).
 */
export async function cancelPendingAtProvider(db: DB, provider: PaymentProvider, limit = 20): Promise<number> {
  const rows = await listIntentsToCancelAtProvider(db, provider.name, limit);
  let done = 0;
  for (const row of rows) {
    let payment: ProviderPayment | null;
    try {
      payment = await provider.cancelIntent(row.providerRef, `cancel-${row.providerRef}`);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) break;
      throw error;
    }
    if (payment?.status === INTENT_STATUS.succeeded) {
      const succeeded = payment;
      await db
        .transaction()
        .execute((trx) => settleSucceededPayment(trx, row.orderId, succeeded, provider.name, nowIso()));
    }
    await clearCancelPending(db, row.id);
    done += 1;
  }
  return done;
}
