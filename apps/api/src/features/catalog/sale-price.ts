// A sale on top of the one pricing rule (promotions' rule 8): a piece the catalogue shows costs its unit price
// (breaks, customer group) less the largest sale on it, by the same itemDiscount() the cart and placement use.
import type { PromotionTable } from '../../db/schema.ts';
import { itemDiscount } from '../promotions/index.ts';

/** A running sale as pricing needs it. */
export type Sale = Pick<PromotionTable, 'kind' | 'percent' | 'amount' | 'endsAt'>;

export interface SalePrice {
  /** Poisha, after the sale. */
  price: number;
  /** Poisha before the sale; undefined when no sale takes anything off. */
  compareAtPrice: number | undefined;
  /** When the sale ends (ISO); null: no end set. */
  saleEndsAt: string | null;
}

/** One piece at `unitPrice` under the largest of `sales` (several sales never add up on one piece). */
export function salePriceOf(unitPrice: number, sales: readonly Sale[]): SalePrice {
  let best: { discount: number; sale: Sale } | null = null;
  for (const sale of sales) {
    const discount = itemDiscount(sale, unitPrice, 1);
    if (discount > 0 && (!best || discount > best.discount)) best = { discount, sale };
  }
  if (!best) return { price: unitPrice, compareAtPrice: undefined, saleEndsAt: null };
  return { price: unitPrice - best.discount, compareAtPrice: unitPrice, saleEndsAt: best.sale.endsAt };
}
