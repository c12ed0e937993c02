// Kysely queries for stock: one conditional UPDATE per variant, so two buyers of the last piece never both get it.
import type { DB } from '../../db/database.ts';
import { valuesOfVariant } from '@store/shared/schemas';

/** A line's pieces of one variant; `unitPrice` (poisha), when given, must still be the variant's price. */
export interface StockLine {
  variantId: string | null;
  quantity: number;
  unitPrice?: number | undefined;
}

/** A variant as an order line copies it, with its product's name, read without a lock (findOrderableVariants). */
export interface OrderableVariant {
  variantId: string;
  productId: string;
  name: string;
  price: number;
  sku: string | null;
  /** Its option values, in the product's option order. */
  options: string[];
  /** Shipping weight of one piece, in grams. */
  weightGrams: number;
  /** The product's VAT rate now, copied onto the order line (VAT_RATES). */
  vatRate: string;
  minQuantity: number;
  stock: number;
}

/** The variants of published products with their names and VAT rates, as they are now, by id: one plain read, no lock. */
export async function findOrderableVariants(db: DB, variantIds: readonly string[]) {
  const rows =
    variantIds.length === 0
      ? []
      : await db
          .selectFrom('productVariants')
          .innerJoin('products', 'products.id', 'productVariants.productId')
          .select([
            'productVariants.id',
            'productVariants.productId',
            'products.name',
            'products.vatRate',
            'productVariants.price',
            'productVariants.sku',
            'productVariants.option1',
            'productVariants.option2',
            'productVariants.option3',
            'productVariants.weightGrams',
            'productVariants.minQuantity',
            'productVariants.stock',
          ])
          .where('productVariants.id', 'in', [...variantIds])
          // An unpublished product is not sold: its lines read as gone (decision 243).
          .where('products.published', '=', 1)
          .execute();
  return new Map<string, OrderableVariant>(
    rows.map((r) => [
      r.id,
      {
        variantId: r.id,
        productId: r.productId,
        name: r.name,
        vatRate: r.vatRate,
        price: r.price,
        sku: r.sku,
        options: valuesOfVariant(r),
        weightGrams: r.weightGrams,
        minQuantity: r.minQuantity,
        stock: r.stock,
      },
    ]),
  );
}

const byId = (a: string | null, b: string | null): number =>
  (a ?? '') < (b ?? '') ? -1 : (a ?? '') > (b ?? '') ? 1 : 0;
const byVariantId = <L extends StockLine>(lines: readonly L[]) =>
  [...lines].sort((a, b) => byId(a.variantId, b.variantId));

/** Adds each line's quantity times `sign` to its product's summary stock, in product id order. */
async function moveProductStock(db: DB, lines: { productId: string; quantity: number }[], sign: 1 | -1) {
  const deltas = new Map<string, number>();
  for (const l of lines) deltas.set(l.productId, (deltas.get(l.productId) ?? 0) + sign * l.quantity);
  for (const [productId, delta] of [...deltas].sort(([a], [b]) => byId(a, b))) {
    await db
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', delta) }))
      .where('id', '=', productId)
      .execute();
  }
}

/** Puts the lines' pieces back into their variants (those that still exist); which products they belong to. */
async function addVariantStock(db: DB, lines: readonly StockLine[]) {
  const back: { productId: string; quantity: number }[] = [];
  for (const { variantId, quantity } of byVariantId(lines)) {
    if (variantId === null || quantity < 1) continue;
    const row = await db
      .updateTable('productVariants')
      .set((eb) => ({ stock: eb('stock', '+', quantity) }))
      .where('id', '=', variantId)
      .returning('productId')
      .executeTakeFirst();
    if (row) back.push({ productId: row.productId, quantity });
  }
  return back;
}

/**
 * Takes every line's quantity from its variant if there is that much (and the minimum, unless
 * `anyQuantity`, and the line's `unitPrice`, if given), then the same from each product's summary;
 * all or none: else the refused line (the first in variant id order), with the variants taken before
 * it given back.
 * NOTE: every transaction updates variant rows in variant id order, then product rows in product id
 * order (returnStock too), so two of them never wait on each other in a cycle.
 */
export async function takeStock<L extends StockLine>(
  db: DB,
  lines: readonly L[],
  { anyQuantity = false }: { anyQuantity?: boolean } = {},
): Promise<{ refused?: L | undefined }> {
  const taken: { variantId: string; productId: string; quantity: number }[] = [];
  for (const line of byVariantId(lines)) {
    const { variantId, quantity, unitPrice } = line;
    let query = db
      .updateTable('productVariants')
      .set((eb) => ({ stock: eb('stock', '-', quantity) }))
      .where('id', '=', variantId ?? '')
      .where('stock', '>=', quantity);
    if (!anyQuantity) query = query.where('minQuantity', '<=', quantity);
    if (unitPrice !== undefined) query = query.where('price', '=', unitPrice);
    const row = variantId !== null && quantity >= 1 ? await query.returning('productId').executeTakeFirst() : undefined;
    if (!row) {
      await addVariantStock(db, taken);
      return { refused: line };
    }
    taken.push({ variantId: variantId as string, productId: row.productId, quantity });
  }
  await moveProductStock(db, taken, -1);
  return {};
}

/** Puts the lines' pieces back into their variants and those products' summaries; a removed variant's are dropped. */
export async function returnStock(db: DB, lines: readonly StockLine[]): Promise<void> {
  await moveProductStock(db, await addVariantStock(db, lines), 1);
}

/** Whether every line's variant has at least its quantity in stock now (a read: no piece is taken). */
export async function hasStockFor(db: DB, lines: readonly StockLine[]): Promise<boolean> {
  for (const line of lines) {
    if (!line.variantId) return false;
    const row = await db
      .selectFrom('productVariants')
      .select('stock')
      .where('id', '=', line.variantId)
      .executeTakeFirst();
    if (!row || row.stock < line.quantity) return false;
  }
  return true;
}

/** A product's variants in their order, for choosing the one a buyer orders. */
export async function listVariantsOfProduct(db: DB, productId: string) {
  return db
    .selectFrom('productVariants')
    .select(['id', 'option1', 'option2', 'option3', 'sku', 'price', 'stock', 'minQuantity', 'img', 'weightGrams'])
    .where('productId', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
