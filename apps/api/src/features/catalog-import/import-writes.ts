// An import plan written in batches inside the caller's transaction: new products, the variants' fields,
// the stock corrections (their own step), the products' fields and their summaries of their variants.
import { valuesOfVariant } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { conflict } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { insertProducts } from '../catalog/index.ts';
import { importError } from './catalog-csv.ts';
import {
  clearSkus,
  findSkusOf,
  findTermSources,
  rewritePriceSummaries,
  updateFromValues,
} from './catalog-import.repository.ts';
import type { ImportPlan, VariantUpdate } from './import-plan.ts';
import { applyStockCorrections } from './stock-corrections.ts';

const changedSincePreview = () => conflict(importError('changedSincePreview'));

/** A SKU and its parts, as the search finds a variant (the catalogue's skuTerms). */
const skuTerms = (sku: string | null): string[] => (sku === null ? [] : [sku, ...sku.split(/[-_/]+/)]);

export async function writeImportPlan(trx: DB, plan: ImportPlan): Promise<void> {
  const at = nowIso();
  await insertProducts(
    trx,
    plan.created.map((p) => ({
      id: newId(),
      name: p.name,
      img: p.img,
      description: p.description,
      minQuantity: p.minQuantity,
      stock: p.stock,
      price: p.price,
      sku: p.sku,
      categoryId: p.categoryId,
      vatRate: p.vatRate,
      weightGrams: p.weightGrams,
      published: p.published ? 1 : 0,
      createdAt: at,
      updatedAt: at,
    })),
  );
  await writeVariantFields(trx, plan.variantUpdates, at);
  const corrections = plan.variantUpdates
    .filter((u) => u.after.stock !== u.before.stock)
    .map((u) => ({
      variantId: u.before.id,
      productId: u.before.productId,
      before: u.before.stock,
      after: u.after.stock,
    }));
  if ((await applyStockCorrections(trx, corrections, at)) !== corrections.length) throw changedSincePreview();

  await updateFromValues(
    trx,
    'products',
    ['text', 'text', 'text', 'text', 'text', 'text', 'text', 'integer'],
    plan.productUpdates.map(({ before, after }) => [
      before.id,
      after.name,
      after.categoryId,
      after.vatRate,
      after.img,
      after.description,
      at,
      after.published ? 1 : 0,
    ]),
    'name = d.column2, category_id = d.column3, vat_rate = d.column4, img = d.column5, description = d.column6, ' +
      'updated_at = d.column7, published = d.column8',
  );
  const priced = plan.variantUpdates.filter(
    (u) =>
      u.after.price !== u.before.price || u.after.minQuantity !== u.before.minQuantity || u.after.sku !== u.before.sku,
  );
  await rewritePriceSummaries(trx, [...new Set(priced.map((u) => u.before.productId))].sort(), at);
  await rewriteSkuTerms(
    trx,
    plan.variantUpdates.filter((u) => u.after.sku !== u.before.sku),
  );
}

/**
 * SKU, price, minimum order and weight of each changed variant, where the variant still holds what the plan
 * read (a change since is a 409, not an overwrite). SKUs that change are let go of first.
 */
async function writeVariantFields(trx: DB, updates: readonly VariantUpdate[], at: string): Promise<void> {
  const fielded = updates.filter(
    ({ before: b, after: a }) =>
      a.sku !== b.sku || a.price !== b.price || a.minQuantity !== b.minQuantity || a.weightGrams !== b.weightGrams,
  );
  if (fielded.length === 0) return;
  const reskued = fielded.filter((u) => u.after.sku !== u.before.sku);
  const sorted = [...fielded].sort((a, b) => (a.before.id < b.before.id ? -1 : 1));
  // The SKU is let go of below, so its before is checked there rather than here.
  const matchedSkus = await countSkusStill(trx, reskued);
  if (matchedSkus !== reskued.length) throw changedSincePreview();
  await clearSkus(
    trx,
    reskued.map((u) => u.before.id),
  );
  const matched = await updateFromValues(
    trx,
    'product_variants',
    ['text', 'text', 'bigint', 'integer', 'integer', 'bigint', 'integer', 'integer', 'text'],
    sorted.map(({ before: b, after: a }) => [
      b.id,
      a.sku,
      a.price,
      a.minQuantity,
      a.weightGrams,
      b.price,
      b.minQuantity,
      b.weightGrams,
      at,
    ]),
    'sku = d.column2, price = d.column3, min_quantity = d.column4, weight_grams = d.column5, updated_at = d.column9',
    't.price = d.column6 and t.min_quantity = d.column7 and t.weight_grams = d.column8',
  );
  if (matched !== sorted.length) throw changedSincePreview();
}

/** How many of these variants still have the SKU the plan read. */
async function countSkusStill(trx: DB, updates: readonly VariantUpdate[]): Promise<number> {
  const now = await findSkusOf(
    trx,
    updates.map((u) => u.before.id),
  );
  return updates.filter((u) => now.has(u.before.id) && now.get(u.before.id) === u.before.sku).length;
}

/** The search terms of the products whose SKUs changed: every variant's option values and SKU parts. */
async function rewriteSkuTerms(trx: DB, updates: readonly VariantUpdate[]): Promise<void> {
  const productIds = [...new Set(updates.map((u) => u.before.productId))].sort();
  for (let i = 0; i < productIds.length; i += 1000) {
    const variants = await findTermSources(trx, productIds.slice(i, i + 1000));
    const terms = new Map<string, string[]>();
    for (const v of variants) {
      terms.set(v.productId, [...(terms.get(v.productId) ?? []), ...valuesOfVariant(v), ...skuTerms(v.sku)]);
    }
    await updateFromValues(
      trx,
      'products',
      ['text', 'text'],
      [...terms].map(([id, words]) => [id, [...new Set(words)].join(' ')]),
      'variant_terms = d.column2',
    );
  }
}
