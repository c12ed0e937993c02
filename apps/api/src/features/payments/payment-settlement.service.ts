// Settling a payment a provider confirmed, whichever way the news came, in one transaction that
// never loses it (decision 212).
import { formatTakaIn } from '@store/shared/i18n/format';
import { poishaToTaka } from '@store/shared/money';
import { COD_METHOD } from '@store/shared/order-flow';
import type { JobRunner } from '../../background/job-runner.ts';
import type { DB } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import {
  INTENT_STATUS,
  PAYMENT_CURRENCY,
  type PaymentProvider,
  type ProviderPayment,
} from '../../lib/payment-provider.ts';
import { queueAdminRefundDueMail, queueOrderMail } from '../mail/index.ts';
import {
  applyTransition,
  findOrderById,
  insertOrderEvent,
  lockOrder,
  ORDER_STATUS,
  type OrderRow,
  type OrderStatus,
  PROVIDER_CANCEL_JOB,
  recordCodAdvancePaid,
  takeStockForPayment,
} from '../orders/index.ts';
import {
  clearCancelPending,
  findIntentByProviderRef,
  insertIntentIfNew,
  newIntentRow,
  findIntentToCancelAtProvider,
  moveIntent,
  recordIntentSucceeded,
} from './payments.repository.ts';

export type SettleOutcome =
  'paid' | 'advance_paid' | 'refund_due' | 'recorded_already' | 'other_payment' | 'mismatch' | 'unknown_order';

/** In the caller's transaction, the order row locked first (as a cancel does); a wrong amount or currency never pays. */
export async function settleSucceededPayment(
  trx: DB,
  orderId: string,
  payment: ProviderPayment,
  providerName: string,
  at: string,
): Promise<SettleOutcome> {
  if (!(await lockOrder(trx, orderId))) return 'unknown_order';
  const card = { cardBrand: payment.cardBrand, cardLast4: payment.cardLast4 };
  if (await findIntentByProviderRef(trx, payment.id)) {
    await recordIntentSucceeded(trx, payment.id, card, at);
  } else {
    // A payment we never recorded an intent for (the process stopped right after Stripe opened it).
    const row = newIntentRow(orderId, providerName, { id: payment.id, clientSecret: '' }, payment.amount, at);
    await insertIntentIfNew(trx, { ...row, currency: payment.currency, status: INTENT_STATUS.succeeded, ...card });
  }
  const order = await findOrderById(trx, orderId);
  if (!order) return 'unknown_order';
  if (order.paymentMethod === COD_METHOD && order.codAdvance > 0 && payment.amount === order.codAdvance) {
    return settleCodAdvance(trx, order, payment, providerName, at);
  }
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
  if (await record(expired, refundDue)) return 'refund_due';
  if (order.transactionId === payment.id) return 'recorded_already';
  if (order.transactionId !== null) return recordSecondPayment(trx, orderId, payment, providerName, at);
  return 'other_payment';
}

/**
 * A cash-on-delivery order's delivery fee paid in advance (decision 225, rule b): recorded once with its
 * provider and payment id; the order stays unpaid and in its state (the cash pays it at the door). Paid
 * after the order was closed, it is recorded all the same and shows as an advance to refund.
 */
async function settleCodAdvance(
  trx: DB,
  order: OrderRow,
  payment: ProviderPayment,
  providerName: string,
  at: string,
): Promise<SettleOutcome> {
  if (payment.currency !== PAYMENT_CURRENCY) return 'mismatch';
  if (order.codAdvanceRef === payment.id) return 'recorded_already';
  if (order.codAdvancePaidAt !== null) return recordSecondPayment(trx, order.id, payment, providerName, at);
  if (!(await recordCodAdvancePaid(trx, order.id, { at, provider: providerName, ref: payment.id }))) {
    return 'recorded_already';
  }
  const amount = formatTakaIn('en', poishaToTaka(payment.amount));
  await insertOrderEvent(trx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    at,
    // NOTE: stored in English, as data (like the other notes of the timeline).
    note: `Delivery fee ${amount} paid in advance online (${providerName}, ${payment.id}); the rest is cash on delivery.`,
  });
  return 'advance_paid';
}

/** A second payment of a paid order: its intent becomes refund_due and the admins are told, once. */
async function recordSecondPayment(
  trx: DB,
  orderId: string,
  payment: ProviderPayment,
  providerName: string,
  at: string,
): Promise<'refund_due'> {
  const refundDue = { status: INTENT_STATUS.refundDue, providerCancelPending: 0, updatedAt: at };
  if (!(await moveIntent(trx, 'providerRef', payment.id, INTENT_STATUS.succeeded, refundDue))) return 'refund_due';
  const order = await findOrderById(trx, orderId);
  if (!order) return 'refund_due';
  const amount = formatTakaIn('en', poishaToTaka(payment.amount));
  await insertOrderEvent(trx, {
    orderId,
    fromStatus: order.status,
    toStatus: order.status,
    at,
    // NOTE: stored in English, as data (like the order's name); the order desk shows it as written.
    note: `Refund due: a second payment ${payment.id} (${providerName}, ${amount}) was received for this order, already paid by ${order.transactionId ?? '-'}. Refund it at ${providerName}.`,
  });
  await queueAdminRefundDueMail(trx, orderId, {
    transactionId: payment.id,
    provider: providerName,
    amount: payment.amount,
  });
  return 'refund_due';
}

/**
 * Cancels a closed order's intent at Stripe (one that succeeded first is settled), safe to run twice: the
 * cancel has its idempotency key, the settling is conditional. Another card provider leaves the jobs queued.
 */
export function registerProviderCancel(runner: JobRunner, provider: PaymentProvider): void {
  if (provider.name !== 'stripe') return;
  runner.register<{ intentId: string }>(PROVIDER_CANCEL_JOB, async ({ intentId }, { db }) => {
    const intent = await findIntentToCancelAtProvider(db, intentId);
    if (!intent) return;
    const payment = await provider.cancelIntent(intent.providerRef, `cancel-${intent.providerRef}`);
    if (payment?.status === INTENT_STATUS.succeeded) {
      await db
        .transaction()
        .execute((trx) => settleSucceededPayment(trx, intent.orderId, payment, provider.name, nowIso()));
    }
    await clearCancelPending(db, intent.id);
  });
}
