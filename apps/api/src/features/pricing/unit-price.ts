// The one pricing rule (decision 235): a piece costs the lower of its quantity break's price and the buyer's group
// price. Catalogue answers, the cart and order placement all price through these functions. Amounts in poisha.

/** From `minQuantity` pieces, each costs `price`; a variant's breaks are kept in rising `minQuantity`. */
export interface Break {
  minQuantity: number;
  price: number;
}

/** What decides one variant's price besides the quantity. */
export interface VariantPricing {
  /** The catalogue's price of one piece (the variant's `price`). */
  listPrice: number;
  /** The variant's minimum order (its first tier starts there). */
  minQuantity: number;
  breaks: readonly Break[];
  /** The buyer's group price for this variant; null: retail. */
  groupPrice: number | null;
}

export interface Tier {
  from: number;
  /** null: and more. */
  to: number | null;
  price: number;
}

/** A group's price for a variant: its fixed price when the group has one, else the catalogue's less the percent. */
export function groupPriceOf(
  listPrice: number,
  group: { discountPercent: number; fixedPrice: number | undefined } | null,
): number | null {
  if (!group) return null;
  if (group.fixedPrice !== undefined) return group.fixedPrice;
  return group.discountPercent > 0 ? Math.round((listPrice * (100 - group.discountPercent)) / 100) : null;
}

/**
 * The catalogue's price for `quantity`: the last break at or below it, else the list price. A break is never dearer
 * than the list price (a price lowered after its breaks were set).
 */
export function breakPriceFor(pricing: Pick<VariantPricing, 'listPrice' | 'breaks'>, quantity: number): number {
  let price = pricing.listPrice;
  for (const b of pricing.breaks) if (b.minQuantity <= quantity) price = b.price;
  return Math.min(price, pricing.listPrice);
}

/** The price of one piece when `quantity` pieces are bought: the lower of the break's and the group's. */
export function unitPriceFor(pricing: VariantPricing, quantity: number): number {
  const byBreak = breakPriceFor(pricing, quantity);
  return pricing.groupPrice === null ? byBreak : Math.min(byBreak, pricing.groupPrice);
}

/** The table a buyer reads, from the minimum order; tiers whose price the group flattens are merged. */
export function priceTiers(pricing: VariantPricing): Tier[] {
  const first = Math.max(pricing.minQuantity, 1);
  const starts = [first, ...pricing.breaks.map((b) => b.minQuantity).filter((n) => n > first)];
  const tiers: Tier[] = [];
  for (const from of starts) {
    const price = unitPriceFor(pricing, from);
    const last = tiers.at(-1);
    if (last && last.price === price) continue;
    if (last) last.to = from - 1;
    tiers.push({ from, to: null, price });
  }
  return tiers;
}

/** The tier `quantity` is in and how many more pieces reach the next one. */
export function tierOf(pricing: VariantPricing, quantity: number) {
  const tiers = priceTiers(pricing);
  const index = tiers.findLastIndex((t) => t.from <= quantity);
  const tier = tiers[Math.max(index, 0)] as Tier;
  const next = tiers[Math.max(index, 0) + 1];
  return {
    tier,
    next: next ? { from: next.from, price: next.price, piecesToGo: next.from - quantity } : null,
    /** Whether the variant has more than one price at all (else the cart shows no break). */
    hasTiers: tiers.length > 1,
  };
}
