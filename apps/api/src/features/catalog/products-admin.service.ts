// The admin's product writes, each in one transaction (the search index follows by triggers).
import { messageRef } from '@store/shared/i18n/catalogue';
import { API_ERROR } from '@store/shared/messages';
import { takaToPoisha } from '@store/shared/money';
import type { DeleteResult, InsertResult, Product, ProductInput, ProductPatch } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { isId, newId, nowIso } from '../../lib/ids.ts';
import {
  deleteProductRow,
  findSummaryWeights,
  insertProducts,
  findProductById,
  type ProductChanges,
  type ProductRow,
  updateProductRow,
} from './catalog.repository.ts';
import { existingProduct, toProductDto } from './catalog.service.ts';
import { assertCategoryExists } from './categories.service.ts';
import { catalogChanged } from './catalog-freshness.ts';
import { countVariants, updateOnlyVariant } from './variants.repository.ts';
import { type AuditActor, recordChange, recordEdit } from '../audit/index.ts';

export async function createProduct(db: DB, input: ProductInput, actor: AuditActor): Promise<InsertResult> {
  const at = nowIso();
  const id = newId();
  await db.transaction().execute(async (trx) => {
    if (input.categoryId !== undefined) await assertCategoryExists(trx, input.categoryId);
    await insertProducts(trx, [
      {
        id,
        name: input.name,
        img: input.img,
        description: input.des,
        minQuantity: input.minQuantity,
        stock: input.maxQuantity,
        price: takaToPoisha(input.price),
        createdAt: at,
        updatedAt: at,
        categoryId: input.categoryId ?? null,
        weightGrams: input.weightGrams ?? 0,
        ...(input.vatRate !== undefined && { vatRate: input.vatRate }),
        // Published unless the form says otherwise (the spec's clients never send it).
        published: input.published === false ? 0 : 1,
      },
    ]);
    const { name, price, maxQuantity, categoryId } = input;
    await recordChange(trx, actor, {
      kind: 'product.created',
      objectType: 'product',
      objectId: id,
      after: {
        name,
        price: takaToPoisha(price),
        stock: maxQuantity,
        categoryId: categoryId ?? null,
        published: input.published !== false,
      },
    });
  });
  await catalogChanged(db);
  return { acknowledged: true, insertedId: id };
}

function changesOf(patch: ProductPatch): ProductChanges {
  const changes: ProductChanges = { updatedAt: nowIso() };
  if (patch.name !== undefined) changes.name = patch.name;
  if (patch.des !== undefined) changes.description = patch.des;
  if (patch.img !== undefined) changes.img = patch.img;
  if (patch.minQuantity !== undefined) changes.minQuantity = patch.minQuantity;
  if (patch.maxQuantity !== undefined) changes.stock = patch.maxQuantity;
  if (patch.price !== undefined) changes.price = takaToPoisha(patch.price);
  if (patch.categoryId !== undefined) changes.categoryId = patch.categoryId;
  // Orders keep the rate they were placed with (order_lines.vat_rate): only new orders take this one.
  if (patch.vatRate !== undefined) changes.vatRate = patch.vatRate;
  if (patch.published !== undefined) changes.published = patch.published ? 1 : 0;
  return changes;
}

const SUMMARY_FIELDS = ['price', 'minQuantity', 'maxQuantity', 'weightGrams'] as const;

/**
 * Applies the fields sent; a lone quantity must keep minimum ≤ maximum against the stored other one.
 * Price, quantities and weight are the only variant's; a product with several takes them on each (decision 220).
 */
export async function updateProduct(db: DB, id: string, patch: ProductPatch, actor: AuditActor): Promise<Product> {
  if (!isId(id)) throw notFound(API_ERROR.productNotFound);
  const product = await db.transaction().execute(async (trx) => {
    if (patch.categoryId !== undefined) await assertCategoryExists(trx, patch.categoryId);
    const was = await existingProduct(trx, id);
    const changes = changesOf(patch);
    const sent = SUMMARY_FIELDS.filter((field) => patch[field] !== undefined);
    if (sent.length > 0 && (await countVariants(trx, id)) > 1) {
      const onVariants = messageRef('products', 'VARIANT_TEXT', 'setOnVariants');
      throw validationFailed(Object.fromEntries(sent.map((field) => [field, onVariants])));
    }
    const { price, minQuantity, stock, updatedAt } = changes;
    const variantMatched =
      sent.length === 0 ||
      (await updateOnlyVariant(trx, id, {
        updatedAt,
        ...(price === undefined ? {} : { price }),
        ...(minQuantity === undefined ? {} : { minQuantity }),
        ...(stock === undefined ? {} : { stock }),
        ...(patch.weightGrams === undefined ? {} : { weightGrams: patch.weightGrams }),
      }));
    const row = variantMatched ? await updateProductRow(trx, id, changes) : undefined;
    if (!row) {
      await existingProduct(trx, id);
      // The only other reason no row matched: the lone quantity broke minimum ≤ maximum.
      const minAboveMax = messageRef('products', 'PRODUCT_TEXT', 'minAboveMax');
      throw validationFailed(
        patch.minQuantity !== undefined ? { minQuantity: minAboveMax } : { maxQuantity: minAboveMax },
      );
    }
    await recordProductEdit(trx, actor, was, changes);
    return toProductDto(row, (await findSummaryWeights(trx, [id])).get(id));
  });
  await catalogChanged(db);
  return product;
}

/**
 * An edit's entries: the price, the stock and whether it is published each their own kind (a reader filters by
 * them), the rest one entry.
 */
async function recordProductEdit(trx: DB, actor: AuditActor, was: ProductRow, changes: ProductChanges) {
  const { price, stock, published, ...rest } = changes;
  delete (rest as Partial<ProductChanges>).updatedAt;
  const object = { objectType: 'product', objectId: was.id };
  await recordEdit(trx, actor, { kind: 'product.price', ...object }, was, { price });
  await recordEdit(trx, actor, { kind: 'stock.corrected', ...object }, was, { stock });
  if (published !== undefined && published !== Number(was.published)) {
    await recordChange(trx, actor, {
      kind: 'product.published',
      ...object,
      before: { published: Number(was.published) === 1 },
      after: { published: published === 1 },
    });
  }
  await recordEdit(trx, actor, { kind: 'product.updated', ...object }, was, rest);
}

/** What a product's deletion asks of the features that point at it, in the same transaction. */
export interface ProductReferences {
  /** Orders keep their own copy of the name and prices; their product_id is set to null. */
  detachOrders(trx: DB, productId: string): Promise<void>;
}

// The orders feature depends on the catalog, so the app hands its detach in rather than the catalog importing it.
export async function deleteProduct(
  db: DB,
  id: string,
  references: ProductReferences,
  actor: AuditActor,
): Promise<DeleteResult> {
  if (!isId(id)) throw notFound(API_ERROR.productNotFound);
  const deletedCount = await db.transaction().execute(async (trx) => {
    const was = await findProductById(trx, id);
    const count = await deleteProductRow(trx, id);
    if (count > 0) await references.detachOrders(trx, id);
    if (count > 0 && was) {
      const before = { name: was.name, price: was.price, stock: was.stock, categoryId: was.categoryId };
      await recordChange(trx, actor, { kind: 'product.deleted', objectType: 'product', objectId: id, before });
    }
    return count;
  });
  if (deletedCount === 0) throw notFound(API_ERROR.productNotFound);
  await catalogChanged(db);
  return { deletedCount };
}
