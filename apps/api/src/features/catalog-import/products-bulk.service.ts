// Manage Products' bulk edits: one change to many products in one transaction, the catalogue's caches told after.
import { LIMITS } from '@store/shared/constants';
import { refsTo } from '@store/shared/i18n/catalogue';
import type { BulkEditInput, BulkEditResult } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/ids.ts';
import { catalogChanged } from '../catalog/index.ts';
import { type AuditActor, recordChanges } from '../audit/index.ts';
import {
  categoryExists,
  findProductStates,
  findVariantsOf,
  rewritePriceSummaries,
  setCategoryOf,
  setPublishedOf,
  updateFromValues,
} from './catalog-import.repository.ts';

const bulkError = refsTo('catalog-import', 'BULK_ERROR');

/**
 * A price moved by `percent`, rounded to the nearest poisha (a half away from zero), in integers: the percent
 * has at most two decimals, so price × (10000 + 100 × percent) is exact.
 */
export function pricePlusPercent(poisha: number, percent: number): number {
  const factor = 10_000 + Math.round(percent * 100);
  const scaled = poisha * factor;
  return Math.floor((scaled + 5000) / 10_000);
}

export async function bulkEditProducts(db: DB, input: BulkEditInput, actor: AuditActor): Promise<BulkEditResult> {
  const ids = [...new Set(input.ids)].sort();
  const at = nowIso();
  const changed = await db.transaction().execute(async (trx) => {
    const states = await findProductStates(trx, ids);
    if (states.size !== ids.length) throw validationFailed({ ids: bulkError('productsGone') });
    const names = new Map([...states].map(([id, s]) => [id, s.name]));
    if (input.action === 'set-category') {
      const { categoryId } = input;
      if (categoryId !== null && !(await categoryExists(trx, categoryId))) {
        throw validationFailed({ categoryId: bulkError('unknownCategory') });
      }
      const matched = await setCategoryOf(trx, ids, categoryId, at);
      await recordChanges(
        trx,
        actor,
        [...states]
          .filter(([, s]) => s.categoryId !== categoryId)
          .map(([id, s]) => ({
            kind: 'product.updated',
            objectType: 'product',
            objectId: id,
            before: { categoryId: s.categoryId },
            after: { categoryId },
          })),
      );
      return matched;
    }
    if (input.action === 'publish' || input.action === 'unpublish') {
      const published = input.action === 'publish';
      const moved = [...states].filter(([, s]) => s.published !== published).map(([id]) => id);
      await setPublishedOf(trx, moved, published, at);
      await recordChanges(
        trx,
        actor,
        moved.map((id) => ({
          kind: 'product.published',
          objectType: 'product',
          objectId: id,
          before: { published: !published },
          after: { published },
        })),
      );
      return ids.length;
    }
    const variants = await findVariantsOf(trx, ids);
    const priced = variants.map((v) => ({ ...v, after: pricePlusPercent(v.price, input.percent) }));
    const outOfRange = priced.find((v) => v.after <= 0 || v.after > LIMITS.maxPriceTaka * 100);
    if (outOfRange) {
      throw validationFailed({
        percent: bulkError('priceOutOfRange', { name: names.get(outOfRange.productId) ?? '' }),
      });
    }
    // Each price from the one read above, in variant id order as checkouts lock them.
    await updateFromValues(
      trx,
      'product_variants',
      ['text', 'bigint', 'text'],
      priced.map((v) => [v.id, v.after, at]),
      'price = d.column2, updated_at = d.column3',
    );
    await rewritePriceSummaries(trx, ids, at);
    await recordChanges(
      trx,
      actor,
      priced
        .filter((v) => v.after !== v.price)
        .map((v) => ({
          kind: 'product.price',
          objectType: 'variant',
          objectId: v.id,
          before: { price: v.price },
          after: { price: v.after },
        })),
    );
    return ids.length;
  });
  await catalogChanged(db);
  return { changed };
}
