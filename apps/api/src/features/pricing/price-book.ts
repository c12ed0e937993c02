// A buyer's prices for a set of variants, read once per answer (a catalogue page, the cart, a placement):
// breaks, and the buyer's group with its fixed prices. Every amount then comes from unit-price.ts.
import type { DB } from '../../db/database.ts';
import { findBreaks, findGroupOfUser, findGroupPrices } from './price-book.repository.ts';
import { groupPriceOf, priceTiers, tierOf, unitPriceFor, type VariantPricing } from './unit-price.ts';

export type PricingGroup = { id: string; name: string; discountPercent: number } | null;

/** The variant as pricing needs it: poisha, its minimum order. */
export interface PricedVariant {
  id: string;
  price: number;
  minQuantity: number;
}

export interface PriceBook {
  group: PricingGroup;
  pricingOf(variant: PricedVariant): VariantPricing;
  /** The price of one piece of `variant` when `quantity` are bought. */
  unitPrice(variant: PricedVariant, quantity: number): number;
  /** The price of one piece at the variant's minimum order: what a card or a variant shows. */
  fromPrice(variant: PricedVariant): number;
}

export async function loadPriceBook(db: DB, group: PricingGroup, variantIds: readonly string[]): Promise<PriceBook> {
  const ids = [...new Set(variantIds)];
  const [breaks, fixed] = await Promise.all([
    findBreaks(db, ids),
    group ? findGroupPrices(db, group.id, ids) : new Map<string, number>(),
  ]);
  const pricingOf = (variant: PricedVariant): VariantPricing => ({
    listPrice: Number(variant.price),
    minQuantity: Number(variant.minQuantity),
    breaks: breaks.get(variant.id) ?? [],
    groupPrice: groupPriceOf(
      Number(variant.price),
      group && { discountPercent: group.discountPercent, fixedPrice: fixed.get(variant.id) },
    ),
  });
  return {
    group,
    pricingOf,
    unitPrice: (variant, quantity) => unitPriceFor(pricingOf(variant), quantity),
    fromPrice: (variant) => unitPriceFor(pricingOf(variant), Math.max(Number(variant.minQuantity), 1)),
  };
}

/** The buyer's group, or null for a visitor and a retail buyer. */
export async function pricingGroupOf(db: DB, userId: string | null | undefined): Promise<PricingGroup> {
  return userId ? findGroupOfUser(db, userId) : null;
}

/** A buyer's price book for these variants. */
export async function priceBookFor(db: DB, userId: string | null | undefined, variantIds: readonly string[]) {
  return loadPriceBook(db, await pricingGroupOf(db, userId), variantIds);
}

export { priceTiers, tierOf };
