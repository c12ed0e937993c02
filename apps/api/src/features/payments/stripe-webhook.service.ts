// Stripe's webhook: the event is recorded by id in the same transaction as its effect, so a replay
// does nothing and a failure leaves it for Stripe's retry.
import type { DB } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { isId, nowIso } from '../../lib/ids.ts';
import { INTENT_STATUS, type PaymentProvider } from '../../lib/payment-provider.ts';
import { orderStockChanged, recordRefundMadeAtProvider } from '../orders/index.ts';
import { PAYMENT_TEXT_EN } from './payment-messages.ts';
import { type SettleOutcome, settleSucceededPayment } from './payment-settlement.service.ts';
import { findIntentByProviderRef, insertWebhookEventIfNew, moveIntent } from './payments.repository.ts';

type WebhookOutcome = SettleOutcome | 'duplicate' | 'ignored' | 'canceled' | 'refunded' | 'partial' | 'not_refundable';

/** Outcomes an admin should look at; partial and not_refundable: a refund at Stripe the order desk cannot follow. */
const NEEDS_A_LOOK = new Set<WebhookOutcome>([
  'mismatch',
  'other_payment',
  'unknown_order',
  'partial',
  'not_refundable',
]);

/** POST /payments/webhook: payment_intent.succeeded, payment_intent.canceled, charge.refunded. */
export async function handleStripeWebhook(
  db: DB,
  provider: PaymentProvider,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ eventId: string; outcome: WebhookOutcome; needsALook: boolean }> {
  if (!provider.verifyWebhook) throw notFound(PAYMENT_TEXT_EN.webhookStripeOnly);
  let event;
  try {
    event = provider.verifyWebhook(rawBody, signature ?? '');
  } catch {
    throw badRequest(PAYMENT_TEXT_EN.webhookBadSignature);
  }
  const { id, type, payment, refund } = event;
  /** The order whose stock the event may have moved (a payment retaking a lapsed hold, a refund). */
  let touched: string | undefined;
  const outcome = await db.transaction().execute(async (trx): Promise<WebhookOutcome> => {
    const at = nowIso();
    if (!(await insertWebhookEventIfNew(trx, id, type, at))) return 'duplicate';
    if (type === 'charge.refunded' && refund) {
      const orderId = (await findIntentByProviderRef(trx, refund.paymentId))?.orderId;
      if (!orderId) return 'unknown_order';
      touched = orderId;
      return recordRefundMadeAtProvider(trx, orderId, refund, at);
    }
    if (!payment) return 'ignored';
    if (type === 'payment_intent.succeeded' && payment.status === INTENT_STATUS.succeeded) {
      const orderId = (await findIntentByProviderRef(trx, payment.id))?.orderId ?? payment.orderId;
      if (!orderId || !isId(orderId)) return 'unknown_order';
      touched = orderId;
      return settleSucceededPayment(trx, orderId, payment, provider.name, at);
    }
    if (type === 'payment_intent.canceled') {
      await moveIntent(trx, 'providerRef', payment.id, INTENT_STATUS.open, {
        status: INTENT_STATUS.canceled,
        updatedAt: at,
      });
      return 'canceled';
    }
    return 'ignored';
  });
  if (touched) await orderStockChanged(db, touched);
  return { eventId: id, outcome, needsALook: NEEDS_A_LOOK.has(outcome) };
}
