// A product's options and variants: read into its answers, replaced whole by an admin (decision 220).
import { poishaToTaka, takaToPoisha } from '@store/shared/money';
import { refsTo } from '@store/shared/i18n/catalogue';
import {
  type ProductOption,
  type ProductVariant,
  type ProductVariantsInput,
  valuesOfVariant,
  variantTitle,
} from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { API_ERROR } from '@store/shared/messages';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { isId, newId, nowIso } from '../../lib/ids.ts';
import type { PricingGroup } from '../pricing/index.ts';
import type { Sale } from './sale-price.ts';
import { pricedVariants } from './catalog-prices.ts';
import { catalogChanged } from './catalog-freshness.ts';
import { findProductById } from './catalog.repository.ts';
import { constraintOf } from './categories.service.ts';
import { type AuditActor, recordChange, recordEdit } from '../audit/index.ts';
import {
  deleteVariantsBut,
  findSkusOfOthers,
  findVariants,
  insertVariants,
  updateVariant,
  type VariantRow,
  writeSummary,
} from './variants.repository.ts';

const text = refsTo('products', 'VARIANT_TEXT');

export function optionsOf(json: string): ProductOption[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as ProductOption[]) : [];
  } catch {
    return [];
  }
}

export function toVariantDto(row: VariantRow): ProductVariant {
  const values = valuesOfVariant(row);
  return {
    _id: row.id,
    options: values,
    title: variantTitle(values),
    sku: row.sku,
    price: poishaToTaka(row.price),
    minQuantity: row.minQuantity,
    maxQuantity: row.stock,
    img: row.img,
    weightGrams: Number(row.weightGrams),
  };
}

/** A product's variants priced for `group` (null: retail), each with its table by quantity, after `salesOf`. */
export async function variantsOf(
  db: DB,
  productId: string,
  group: PricingGroup = null,
  salesOf?: (variantId: string) => readonly Sale[],
): Promise<ProductVariant[]> {
  const rows = await findVariants(db, productId);
  return pricedVariants(db, rows, rows.map(toVariantDto), group, salesOf);
}

/** The value as the option spells it ("34t" sent for "34T" is stored as "34T"). */
const spelled = (options: readonly ProductOption[], j: number, value: string): string =>
  options[j]?.values.find((known) => known.toLowerCase() === value.trim().toLowerCase()) ?? value;

/**
 * PUT /api/products/{id}/variants: options and every variant in one transaction; those left out are removed.
 * Without an actor (the test fixtures' products) nothing is audited.
 */
export async function setVariants(db: DB, id: string, input: ProductVariantsInput, actor?: AuditActor): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      if (!isId(id) || !(await findProductById(trx, id))) throw notFound(API_ERROR.productNotFound);
      const was = await findVariants(trx, id);
      await replaceVariants(trx, id, input, nowIso());
      await recordVariantChanges(trx, actor, was, await findVariants(trx, id));
    });
  } catch (error) {
    // Two products saved with the same new SKU at once: the unique index decides.
    if (constraintOf(error) === 'unique') throw validationFailed({ variants: text('skuTaken') });
    throw error;
  }
  await catalogChanged(db);
}

const AUDITED_FIELDS = ['sku', 'option1', 'option2', 'option3', 'minQuantity', 'img', 'weightGrams'] as const;

/** Each variant's entries: its price and its stock each their own kind, the other fields one entry. */
async function recordVariantChanges(trx: DB, actor: AuditActor | undefined, was: VariantRow[], now: VariantRow[]) {
  const pick = (v: VariantRow) => Object.fromEntries(AUDITED_FIELDS.map((f) => [f, v[f]]));
  for (const variant of now) {
    const object = { objectType: 'variant', objectId: variant.id };
    const old = was.find((v) => v.id === variant.id);
    if (!old) {
      const after = { ...pick(variant), price: variant.price, stock: variant.stock };
      await recordChange(trx, actor, { kind: 'product.updated', ...object, after });
      continue;
    }
    await recordEdit(trx, actor, { kind: 'product.price', ...object }, old, { price: variant.price });
    await recordEdit(trx, actor, { kind: 'stock.corrected', ...object }, old, { stock: variant.stock });
    await recordEdit(trx, actor, { kind: 'product.updated', ...object }, pick(old), pick(variant));
  }
  for (const old of was.filter((v) => !now.some((n) => n.id === v.id))) {
    const before = { ...pick(old), price: old.price, stock: old.stock };
    await recordChange(trx, actor, { kind: 'product.updated', objectType: 'variant', objectId: old.id, before });
  }
}

/** Writes a product's options and variants and its summary of them (call in a transaction; the seed does too). */
export async function replaceVariants(trx: DB, id: string, input: ProductVariantsInput, at: string): Promise<void> {
  const known = new Set((await findVariants(trx, id)).map((v) => v.id));
  const fields: Record<string, string> = {};
  input.variants.forEach((v, i) => {
    if (v._id !== undefined && !known.has(v._id)) fields[`variants.${i}._id`] = text('unknownVariant');
  });
  const taken = await findSkusOfOthers(
    trx,
    id,
    input.variants.flatMap((v) => (v.sku === '' ? [] : [v.sku])),
  );
  input.variants.forEach((v, i) => {
    if (taken.has(v.sku.toLowerCase())) fields[`variants.${i}.sku`] = text('skuTaken');
  });
  if (Object.keys(fields).length > 0) throw validationFailed(fields);

  // Every variant is locked first, in id order as checkouts take them (no wait in a cycle), and its SKU
  // let go: two variants trading SKUs would meet the unique index halfway.
  for (const variantId of [...known].sort()) await updateVariant(trx, variantId, { sku: null });
  const kept = input.variants.flatMap((v) => (v._id === undefined ? [] : [v._id]));
  await deleteVariantsBut(trx, id, kept);
  const rows = input.variants.map((v, position) => {
    const values = v.options.map((value, j) => spelled(input.options, j, value));
    return {
      id: v._id ?? newId(),
      productId: id,
      position,
      option1: values[0] ?? null,
      option2: values[1] ?? null,
      option3: values[2] ?? null,
      sku: v.sku === '' ? null : v.sku,
      price: takaToPoisha(v.price),
      stock: v.maxQuantity,
      minQuantity: v.minQuantity,
      img: v.img === '' ? null : v.img,
      // Left out: a kept variant keeps its weight, a new one is not weighed yet (docs/features/variants.md).
      ...(v.weightGrams === undefined ? {} : { weightGrams: v.weightGrams }),
      updatedAt: at,
    };
  });
  for (const row of rows.filter((r) => known.has(r.id))) await updateVariant(trx, row.id, row);
  await insertVariants(
    trx,
    // Every row names every column: in one statement a missing key is NULL on SQLite, not the default.
    rows.filter((r) => !known.has(r.id)).map((r) => ({ weightGrams: 0, ...r, createdAt: at })),
  );
  await trx
    .updateTable('products')
    .set({ options: JSON.stringify(input.options) })
    .where('id', '=', id)
    .execute();
  await writeSummary(trx, id, at);
}
