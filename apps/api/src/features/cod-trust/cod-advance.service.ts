// Rule (b)'s advance given back (docs/decisions/225-cod-rules.md): a cash-on-delivery order cancelled,
// returned or expired after its delivery fee was paid online. The admin presses Refund; the provider
// that took the advance refunds it with a key of the order's own, outside any transaction, and the
// order records it once. A retry or a second admin gets the same refund from the provider.
import { messageRef } from '@store/shared/i18n/catalogue';
import { formatTakaIn } from '@store/shared/i18n/format';
import { poishaToTaka } from '@store/shared/money';
import { COD_METHOD } from '@store/shared/order-flow';
import type { Order } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/ids.ts';
import { type PaymentProvider, type ProviderRefund, RefundRefusedError } from '../../lib/payment-provider.ts';
import type { AuthUser } from '../accounts/index.ts';
import { recordChange } from '../audit/index.ts';
import { askProvider, insertOrderEvent, loadOrder, orderDtoOf, recordCodAdvanceRefunded } from '../orders/index.ts';
import { ADVANCE_REFUND_STATUSES } from './cod-trust.repository.ts';

const notRefundable = () => conflict(messageRef('cod-trust', 'COD_ADVANCE_TEXT', 'notRefundable'));

/** POST /orders/{id}/cod-advance/refund (admin): 409 when there is no paid advance to give back; 502 when refused. */
export async function refundCodAdvance(
  db: DB,
  providerFor: (method: string | null) => PaymentProvider | null,
  admin: AuthUser,
  id: string,
): Promise<Order> {
  const order = await loadOrder(db, id);
  const ref = order.codAdvanceRef;
  if (
    order.paymentMethod !== COD_METHOD ||
    order.codAdvancePaidAt === null ||
    ref === null ||
    !(ADVANCE_REFUND_STATUSES as readonly string[]).includes(order.status)
  ) {
    throw notRefundable();
  }
  if (order.codAdvanceRefundedAt !== null) return orderDtoOf(db, order.id);
  const provider = providerFor(order.codAdvanceProvider);
  if (!provider) throw notRefundable();
  let refund: ProviderRefund | undefined;
  try {
    refund = await askProvider(() => provider.refund(ref, order.codAdvance, `advance-refund-${order.id}`));
  } catch (error) {
    if (!(error instanceof RefundRefusedError)) throw error;
  }
  if (!refund || refund.status === 'failed' || refund.status === 'canceled') {
    throw new AppError('REFUND_FAILED', 502, messageRef('order-desk', 'ORDER_DESK_TEXT', 'refundFailed'));
  }
  const refundId = refund.id;
  await db.transaction().execute(async (trx) => {
    const at = nowIso();
    if (!(await recordCodAdvanceRefunded(trx, order.id, { at, refundId }))) return;
    const amount = formatTakaIn('en', poishaToTaka(order.codAdvance));
    await insertOrderEvent(trx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      at,
      actorUserId: admin.id,
      actorEmail: admin.email,
      refundId,
      // NOTE: stored in English, as data (like the other notes of the timeline).
      note: `Delivery fee ${amount} paid in advance refunded (${provider.name}, ${refundId}).`,
    });
    // Audited with the order's other refunds (decision 242): the advance, in poisha, and when it went back.
    await recordChange(trx, admin, {
      kind: 'order.refund',
      objectType: 'order',
      objectId: order.id,
      before: { codAdvanceRefundedAt: null },
      after: {
        kind: 'codAdvance',
        refundId,
        amount: order.codAdvance,
        provider: provider.name,
        codAdvanceRefundedAt: at,
      },
    });
  });
  return orderDtoOf(db, order.id);
}
