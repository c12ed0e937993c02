// A product's page: its gallery (the first picture is the card picture), specification and SKU,
// read into the one-product answer and written by admins (each write in one transaction).
import { API_ERROR } from '@store/shared/messages';
import type { ProductDetail, ProductGalleryInput, ProductSpecificationInput } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { refsTo } from '@store/shared/i18n/catalogue';
import { countVariants, findSkusOfOthers, writeSummary } from './variants.repository.ts';
import { isId, nowIso } from '../../lib/ids.ts';
import { findGallery, findSpecs, replaceGallery, replaceSpecification } from './product-page.repository.ts';
import { catalogChanged } from './catalog-freshness.ts';
import { findProductById } from './catalog.repository.ts';
import { type AuditActor, recordEdit } from '../audit/index.ts';

const text = refsTo('products', 'VARIANT_TEXT');

/** The pictures in order, the card picture first (it may have changed through the product form). */
function galleryOf(img: string, stored: readonly string[]): string[] {
  if (stored.length === 0) return [img];
  if (stored[0] === img) return [...stored];
  return [img, ...stored.filter((url) => url !== img)];
}

export async function productPageParts(
  db: DB,
  product: { id: string; img: string; sku: string | null },
): Promise<Pick<ProductDetail, 'sku' | 'images' | 'specs'>> {
  const [stored, specs] = await Promise.all([findGallery(db, product.id), findSpecs(db, product.id)]);
  return { sku: product.sku, images: galleryOf(product.img, stored), specs };
}

/** One admin write of the page, in one transaction; false from `write`: no such product. */
async function replacePart(db: DB, id: string, write: (trx: DB, at: string) => Promise<boolean>): Promise<void> {
  if (!isId(id) || !(await db.transaction().execute((trx) => write(trx, nowIso())))) {
    throw notFound(API_ERROR.productNotFound);
  }
  await catalogChanged(db, { products: [id] });
}

/** The product's gallery as it stands, or undefined for no such product (read in the write's transaction). */
async function galleryNow(trx: DB, id: string): Promise<string[] | undefined> {
  const product = await findProductById(trx, id);
  return product && galleryOf(product.img, await findGallery(trx, id));
}

/** Pictures added, removed or reordered: audited as the whole list before and after (decision 242). */
export const setGallery = (db: DB, id: string, input: ProductGalleryInput, actor?: AuditActor) =>
  replacePart(db, id, async (trx, at) => {
    const before = await galleryNow(trx, id);
    if (!before || !(await replaceGallery(trx, id, input.images, at))) return false;
    const product = { kind: 'product.updated', objectType: 'product', objectId: id } as const;
    await recordEdit(trx, actor, product, { images: before }, { images: [...input.images] });
    return true;
  });

/**
 * The SKU is the only variant's: a product with several has one per variant (decision 220). Audited as the
 * SKU and the rows that changed, each side whole.
 */
export const setSpecification = (db: DB, id: string, input: ProductSpecificationInput, actor?: AuditActor) =>
  replacePart(db, id, async (trx, at) => {
    const sku = input.sku === '' ? null : input.sku;
    const product = await findProductById(trx, id);
    const variants = await countVariants(trx, id);
    if (!product || variants === 0) return false;
    const before = { sku: product.sku, specs: await findSpecs(trx, id) };
    if (variants > 1 && sku !== null) throw validationFailed({ sku: text('setOnVariants') });
    if (sku !== null && (await findSkusOfOthers(trx, id, [sku])).size > 0) {
      throw validationFailed({ sku: text('skuTaken') });
    }
    if (variants === 1) await trx.updateTable('productVariants').set({ sku }).where('productId', '=', id).execute();
    if (!(await replaceSpecification(trx, id, sku, input.specs, at))) return false;
    await writeSummary(trx, id, at);
    const specs = input.specs.map(({ key, value }) => ({ key, value }));
    await recordEdit(trx, actor, { kind: 'product.updated', objectType: 'product', objectId: id }, before, {
      sku,
      specs,
    });
    return true;
  });
