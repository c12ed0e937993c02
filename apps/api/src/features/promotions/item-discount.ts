// What an item promotion takes off a line, and which promotions are sales the catalogue shows: one rule for the
// catalogue's cards (a struck-through price) and for the cart and placement (a discount line). Poisha.
import type { PromotionTable } from '../../db/schema.ts';

type ItemPromotion = Pick<PromotionTable, 'kind' | 'percent' | 'amount'>;

/** Half away from zero, as every amount of the store rounds. */
const roundHalfUp = (n: number): number => Math.floor(n + 0.5);

/**
 * Poisha off `quantity` pieces at `unitPrice` each: a percent of the line (rounded once, on the line), or an amount
 * off each piece (never more than the piece). 0 for promotions that are not on items.
 */
export function itemDiscount(promotion: ItemPromotion, unitPrice: number, quantity: number): number {
  if (promotion.kind === 'items_percent') return roundHalfUp((unitPrice * quantity * (promotion.percent ?? 0)) / 100);
  if (promotion.kind === 'items_amount') return Math.min(promotion.amount ?? 0, unitPrice) * quantity;
  return 0;
}

/**
 * A sale: an automatic item promotion with no condition the catalogue cannot know (a code, a minimum, a first
 * order, a payment method, a limit of uses), so that every buyer it is for pays it on every piece. A card cannot
 * promise a piece of a limited offer: a limited item promotion is a cart offer only. A sale for one customer group
 * shows to that group's buyers only.
 */
export function isSale(
  promotion: Pick<
    PromotionTable,
    'kind' | 'code' | 'minSubtotal' | 'firstOrderOnly' | 'paymentMethod' | 'maxUses' | 'maxUsesPerCustomer'
  >,
): boolean {
  return (
    (promotion.kind === 'items_percent' || promotion.kind === 'items_amount') &&
    promotion.code === null &&
    promotion.minSubtotal === null &&
    promotion.firstOrderOnly === 0 &&
    promotion.paymentMethod === 'any' &&
    promotion.maxUses === null &&
    promotion.maxUsesPerCustomer === null
  );
}
