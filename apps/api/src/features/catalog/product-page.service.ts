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

export const setGallery = (db: DB, id: string, input: ProductGalleryInput) =>
  replacePart(db, id, (trx, at) => replaceGallery(trx, id, input.images, at));

/** The SKU is the only variant's: a product with several has one per variant (decision 220). */
export const setSpecification = (db: DB, id: string, input: ProductSpecificationInput) =>
  replacePart(db, id, async (trx, at) => {
    const sku = input.sku === '' ? null : input.sku;
    const variants = await countVariants(trx, id);
    if (variants === 0) return false;
    if (variants > 1 && sku !== null) throw validationFailed({ sku: text('setOnVariants') });
    if (sku !== null && (await findSkusOfOthers(trx, id, [sku])).size > 0) {
      throw validationFailed({ sku: text('skuTaken') });
    }
    if (variants === 1) await trx.updateTable('productVariants').set({ sku }).where('productId', '=', id).execute();
    if (!(await replaceSpecification(trx, id, sku, input.specs, at))) return false;
    await writeSummary(trx, id, at);
    return true;
  });
