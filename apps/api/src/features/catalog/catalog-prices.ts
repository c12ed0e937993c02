// The catalogue's prices for a buyer: every answer is priced through features/pricing (decision 235). A visitor's
// and a retail buyer's answers are the cached retail ones; a group's are cached under a key of their own.
import { poishaToTaka } from '@store/shared/money';
import type { Product, ProductVariant } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { findVariantsOfProducts, loadPriceBook, priceTiers, type PricingGroup } from '../pricing/index.ts';
import { type Sale, type SalePrice, salePriceOf } from './sale-price.ts';
import { listVariantPrices } from './catalog.repository.ts';
import type { RunningSales } from './sale-book.ts';
import type { VariantRow } from './variants.repository.ts';

/** The optional fields of a piece on sale (SALE_FIELDS), in taka; none when no sale takes anything off. */
export const saleFieldsOf = (price: SalePrice) =>
  price.compareAtPrice === undefined
    ? {}
    : { compareAtPrice: poishaToTaka(price.compareAtPrice), saleEndsAt: price.saleEndsAt };

/** The table by quantity, each tier's price after the largest sale on the variant (its price before beside it). */
const tiersInTaka = (tiers: ReturnType<typeof priceTiers>, sales: readonly Sale[]) =>
  tiers.map((t) => {
    const sold = salePriceOf(t.price, sales);
    return {
      from: t.from,
      to: t.to,
      price: poishaToTaka(sold.price),
      ...(sold.compareAtPrice !== undefined && { compareAtPrice: poishaToTaka(sold.compareAtPrice) }),
    };
  });

/**
 * Each variant with its price at its minimum order and its table by quantity, for `group` (null: retail), after
 * the largest of the sales `salesOf` gives for it.
 */
export async function pricedVariants(
  db: DB,
  rows: readonly VariantRow[],
  dtos: readonly ProductVariant[],
  group: PricingGroup,
  salesOf: (variantId: string) => readonly Sale[] = () => [],
): Promise<ProductVariant[]> {
  const book = await loadPriceBook(
    db,
    group,
    rows.map((r) => r.id),
  );
  return dtos.map((dto, i) => {
    const row = rows[i] as VariantRow;
    const tiers = priceTiers(book.pricingOf(row));
    const sales = salesOf(row.id);
    const sold = salePriceOf(book.fromPrice(row), sales);
    // One price at every quantity needs no table: the field is left out (answers without breaks are as before).
    return {
      ...dto,
      price: poishaToTaka(sold.price),
      ...saleFieldsOf(sold),
      ...(tiers.length > 1 && { priceTiers: tiersInTaka(tiers, sales) }),
    };
  });
}

/**
 * Cards priced for a buyer: a group's card is its cheapest variant at that variant's minimum order as the group
 * pays it; a product on sale shows its cheapest variant after the sale, with the price before and the end. Only
 * the products that need it are priced again (a visitor's card off sale is the summary's price as read).
 */
export async function pricedCards<P extends Pick<Product, '_id' | 'price'>>(
  db: DB,
  products: P[],
  categoryOf: (productId: string) => string | null,
  group: PricingGroup,
  sales: RunningSales,
): Promise<P[]> {
  const ids = products.filter((p) => group || sales.touches(p._id, categoryOf(p._id))).map((p) => p._id);
  if (ids.length === 0) return products;
  const variants = await findVariantsOfProducts(db, ids);
  const book = await loadPriceBook(
    db,
    group,
    variants.map((v) => v.id),
  );
  const cheapest = new Map<string, SalePrice>();
  for (const v of variants) {
    const sold = salePriceOf(book.fromPrice(v), sales.of(v.id, v.productId, categoryOf(v.productId)));
    const known = cheapest.get(v.productId);
    if (!known || sold.price < known.price) cheapest.set(v.productId, sold);
  }
  return products.map((p) => {
    const sold = cheapest.get(p._id);
    return sold === undefined ? p : { ...p, price: poishaToTaka(sold.price), ...saleFieldsOf(sold) };
  });
}

/**
 * Every product's card price for a group (poisha), for the price filters and sorts of its lists: the same
 * rule as pricedCards() without sales, so a list filtered or sorted by price goes by the price its cards show.
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
