// The catalogue's prices for a buyer: every answer is priced through features/pricing (decision 235). A visitor's
// and a retail buyer's answers are the cached retail ones; a group's are cached under a key of their own.
import { poishaToTaka } from '@store/shared/money';
import type { Product, ProductVariant } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { findVariantsOfProducts, loadPriceBook, priceTiers, type PricingGroup } from '../pricing/index.ts';
import { listVariantPrices } from './catalog.repository.ts';
import type { VariantRow } from './variants.repository.ts';

const tiersInTaka = (tiers: ReturnType<typeof priceTiers>) =>
  tiers.map((t) => ({ from: t.from, to: t.to, price: poishaToTaka(t.price) }));

/** Each variant with its price at its minimum order and its table by quantity, for `group` (null: retail). */
export async function pricedVariants(
  db: DB,
  rows: readonly VariantRow[],
  dtos: readonly ProductVariant[],
  group: PricingGroup,
): Promise<ProductVariant[]> {
  const book = await loadPriceBook(
    db,
    group,
    rows.map((r) => r.id),
  );
  return dtos.map((dto, i) => {
    const row = rows[i] as VariantRow;
    const tiers = priceTiers(book.pricingOf(row));
    // One price at every quantity needs no table: the field is left out (answers without breaks are as before).
    return {
      ...dto,
      price: poishaToTaka(book.fromPrice(row)),
      ...(tiers.length > 1 && { priceTiers: tiersInTaka(tiers) }),
    };
  });
}

/** A product's card price for a group: its cheapest variant at that variant's minimum order, as the group pays it. */
export async function withGroupPrices<P extends Pick<Product, '_id' | 'price'>>(
  db: DB,
  products: P[],
  group: PricingGroup,
): Promise<P[]> {
  if (!group || products.length === 0) return products;
  const variants = await findVariantsOfProducts(
    db,
    products.map((p) => p._id),
  );
  const book = await loadPriceBook(
    db,
    group,
    variants.map((v) => v.id),
  );
  const cheapest = new Map<string, number>();
  for (const v of variants) {
    const price = book.fromPrice(v);
    cheapest.set(v.productId, Math.min(price, cheapest.get(v.productId) ?? price));
  }
  return products.map((p) => {
    const price = cheapest.get(p._id);
    return price === undefined ? p : { ...p, price: poishaToTaka(price) };
  });
}

/**
 * Every product's card price for a group (poisha), for the price filters and sorts of its lists: the same
 * rule as withGroupPrices(), so a list filtered or sorted by price goes by the price its cards show.
 * NOTE: priced in JavaScript through the price book, not in SQL: the rule stays in one place (decision 235).
 */
export async function groupCardPrices(db: DB, group: NonNullable<PricingGroup>): Promise<Map<string, number>> {
  const cheapest = new Map<string, number>();
  for await (const variants of listVariantPrices(db)) {
    const book = await loadPriceBook(
      db,
      group,
      variants.map((v) => v.id),
    );
    for (const v of variants) {
      const price = book.fromPrice(v);
      cheapest.set(v.productId, Math.min(price, cheapest.get(v.productId) ?? price));
    }
  }
  return cheapest;
}
