// Kysely queries for cash on delivery on an order: choosing it, and the delivery fee asked in advance (paid,
// refunded), each a conditional UPDATE that does its work once.
import type { DB } from '../../db/database.ts';
import { COD_METHOD } from '@store/shared/order-flow';
import { ORDER_STATUS } from './order-states.ts';

/**
 * Cash on delivery for an unpaid order: `cod` and the fee added to the total, once, with the delivery fee
 * asked in advance (poisha, 0: none) and why. True when this call did it.
 */
export async function chooseCashOnDelivery(
  db: DB,
  id: string,
  fee: number,
  advance: { amount: number; reason: string | null } = { amount: 0, reason: null },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set((eb) => ({
      paymentMethod: COD_METHOD,
      paymentFee: fee,
      total: eb(eb.ref('total'), '+', fee),
      codAdvance: advance.amount,
      codAdvanceReason: advance.reason,
    }))
    .where('id', '=', id)
    .where('status', '=', ORDER_STATUS.unpaid)
    .where((eb) => eb.or([eb('paymentMethod', 'is', null), eb('paymentMethod', '!=', COD_METHOD)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a cash-on-delivery order's delivery fee paid in advance, once; false when it was recorded already. */
export async function recordCodAdvancePaid(
  trx: DB,
  orderId: string,
  paid: { at: string; provider: string; ref: string },
): Promise<boolean> {
  const done = await trx
    .updateTable('orders')
    .set({ codAdvancePaidAt: paid.at, codAdvanceProvider: paid.provider, codAdvanceRef: paid.ref })
    .where('id', '=', orderId)
    .where('codAdvancePaidAt', 'is', null)
    .executeTakeFirst();
  return done.numUpdatedRows > 0n;
}

/** Records the refund of that advance, once; false when it was recorded already. */
export async function recordCodAdvanceRefunded(
  trx: DB,
  orderId: string,
  refunded: { at: string; refundId: string },
): Promise<boolean> {
  const done = await trx
    .updateTable('orders')
    .set({ codAdvanceRefundId: refunded.refundId, codAdvanceRefundedAt: refunded.at })
    .where('id', '=', orderId)
    .where('codAdvanceRefundedAt', 'is', null)
    .executeTakeFirst();
  return done.numUpdatedRows > 0n;
}
