// What an order's promotions bind after placement: its uses go back when it is cancelled or expires unpaid
// (once), and a discount given for a payment method refuses the other method (rules 2 and 6).
import type { DB } from '../../db/database.ts';
import { paymentMethodBound } from './promotion-pricing.ts';
import { releaseUsesOfOrder } from './promotions.repository.ts';

/** A cancelled or expired order's uses back to their promotions, once (a refund keeps them); how many. */
export const releasePromotionUses = (trx: DB, orderId: string, at: string): Promise<number> =>
  releaseUsesOfOrder(trx, orderId, at);

/** 409 paymentMethodBound when the order's discount was for the other payment method. */
export function assertPaymentMethodAllowed(
  order: { paymentMethodRequired: string | null },
  method: 'online' | 'cod',
): void {
  const bound = order.paymentMethodRequired;
  if ((bound === 'online' || bound === 'cod') && bound !== method) throw paymentMethodBound(bound);
}
