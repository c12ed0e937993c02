// A product's variants and the summary the product row keeps of them (docs/decisions/220-product-variants.md).
import { type Insertable, type Selectable, sql } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { ProductVariantTable } from '../../db/schema.ts';
import { valuesOfVariant } from '@store/shared/schemas';

export type VariantRow = Selectable<ProductVariantTable>;
export type NewVariantRow = Insertable<ProductVariantTable>;

export async function findVariants(db: DB, productId: string): Promise<VariantRow[]> {
  return db
    .selectFrom('productVariants')
    .selectAll()
    .where('productId', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertVariants(db: DB, rows: NewVariantRow[]): Promise<void> {
  // SQLite allows at most 32766 bound parameters per statement.
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('productVariants')
      .values(rows.slice(i, i + 1000))
      .execute();
  }
}

export async function updateVariant(db: DB, id: string, changes: Partial<NewVariantRow>): Promise<void> {
  await db.updateTable('productVariants').set(changes).where('id', '=', id).execute();
}

/**
 * The spec's quantities and price written to a product's only variant, before its product row (the order
 * every stock change takes); a lone quantity is checked against the stored other one. False: no row matched.
 */
export async function updateOnlyVariant(
  db: DB,
  productId: string,
  changes: { price?: number; minQuantity?: number; stock?: number; weightGrams?: number; updatedAt: string },
): Promise<boolean> {
  let query = db.updateTable('productVariants').set(changes).where('productId', '=', productId);
  if (changes.minQuantity !== undefined && changes.stock === undefined) {
    query = query.where('stock', '>=', changes.minQuantity);
  }
  if (changes.stock !== undefined && changes.minQuantity === undefined) {
    query = query.where('minQuantity', '<=', changes.stock);
  }
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Each variant's shipping weight in grams; a variant that is gone is left out. */
export async function weightsOfVariants(db: DB, variantIds: readonly string[]): Promise<Map<string, number>> {
  const weights = new Map<string, number>();
  const ids = [...new Set(variantIds)];
  // SQLite allows at most 32766 bound parameters per statement.
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await db
      .selectFrom('productVariants')
      .select(['id', 'weightGrams'])
      .where('id', 'in', ids.slice(i, i + 5000))
      .execute();
    for (const r of rows) weights.set(r.id, Number(r.weightGrams));
  }
  return weights;
}

export async function countVariants(db: DB, productId: string): Promise<number> {
  const row = await db
    .selectFrom('productVariants')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('productId', '=', productId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function deleteVariantsBut(db: DB, productId: string, kept: readonly string[]): Promise<void> {
  let query = db.deleteFrom('productVariants').where('productId', '=', productId);
  if (kept.length > 0) query = query.where('id', 'not in', [...kept]);
  await query.execute();
}

/** Which of these SKUs (any case) another product's variant already has. */
export async function findSkusOfOthers(db: DB, productId: string, skus: readonly string[]): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const rows = await db
    .selectFrom('productVariants')
    .select(sql<string>`lower(sku)`.as('sku'))
    .where('productId', '!=', productId)
    .where(
      sql<string>`lower(sku)`,
      'in',
      skus.map((s) => s.toLowerCase()),
    )
    .execute();
  return new Set(rows.map((r) => r.sku));
}

/** A SKU and its parts: "CR-32" is found by "cr 32" on both engines (PostgreSQL keeps "-32" as a word). */
export const skuTerms = (sku: string | null | undefined): string[] =>
  sku === null || sku === undefined ? [] : [sku, ...sku.split(/[-_/]+/)];

/**
 * Rewrites the product row's summary from its variants (call in the transaction that changed them):
 * the lowest-priced variant's price, minimum and SKU (no SKU with several), the stock of all, the terms
 * the search finds it by.
 */
export async function writeSummary(db: DB, productId: string, at: string): Promise<void> {
  const variants = await findVariants(db, productId);
  const cheapest = [...variants].sort((a, b) => Number(a.price) - Number(b.price) || a.position - b.position)[0];
  if (!cheapest) return;
  const terms = variants.flatMap((v) => [...valuesOfVariant(v), ...skuTerms(v.sku)]);
  await db
    .updateTable('products')
    .set({
      price: cheapest.price,
      minQuantity: cheapest.minQuantity,
      sku: variants.length === 1 ? cheapest.sku : null,
      stock: variants.reduce((sum, v) => sum + v.stock, 0),
      variantTerms: [...new Set(terms)].join(' '),
      updatedAt: at,
    })
    .where('id', '=', productId)
    .execute();
}
