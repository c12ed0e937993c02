// A second payment of an order that was paid already (a second tab, SSLCommerz after a card, any two
// providers): the provider took the money, so it is never dropped. Its intent becomes refund_due and
// the admins are told, on the order's timeline (the order desk) and by email (the outbox), once,
// however often the provider reports it. The order itself stays as it is. See decision 212.
import { formatTakaIn } from '@store/shared/i18n/format';
import { poishaToTaka } from '@store/shared/money';
import type { DB } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { queueAdminRefundDueMail } from '../mail/index.ts';
import { findOrderById, insertOrderEvent } from '../orders/orders.repository.ts';
import type { ProviderPayment } from './payment-provider.ts';
import { markIntentRefundDue } from './payments.repository.ts';

/** Inside the settling transaction, with the order row locked. Always 'refund_due': the money is recorded. */
export async function recordSecondPayment(
  trx: DB,
  orderId: string,
  payment: ProviderPayment,
  providerName: string,
  at: string,
): Promise<'refund_due'> {
  if (!(await markIntentRefundDue(trx, payment.id, at))) return 'refund_due';
  const order = await findOrderById(trx, orderId);
  if (!order) return 'refund_due';
  const amount = formatTakaIn('en', poishaToTaka(payment.amount));
  await insertOrderEvent(trx, {
    id: newId(),
    orderId,
    fromStatus: order.status,
    toStatus: order.status,
    actorUserId: null,
    actorEmail: null,
    at,
    // NOTE: stored in English, as data (like the order's name); the order desk shows it as written.
    note: `Refund due: a second payment ${payment.id} (${providerName}, ${amount}) was received for this order, already paid by ${order.transactionId ?? '-'}. Refund it at ${providerName}.`,
    carrier: null,
    trackingNumber: null,
    refundId: null,
  });
  await queueAdminRefundDueMail(trx, orderId, {
    transactionId: payment.id,
    provider: providerName,
    amount: payment.amount,
  });
  return 'refund_due';
}
