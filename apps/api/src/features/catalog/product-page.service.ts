// A product's page: its gallery (the first picture is the card picture), specification and SKU,
// read into the one-product answer and written by admins (each write in one transaction).
import { API_ERROR } from '@store/shared/messages';
import type { ProductDetail, ProductGalleryInput, ProductSpecificationInput } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { isId, nowIso } from '../../lib/ids.ts';
import { findGallery, findSpecs, replaceGallery, replaceSpecification } from './product-page.repository.ts';
import { catalogChanged } from './catalog-freshness.ts';

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

export const setSpecification = (db: DB, id: string, input: ProductSpecificationInput) =>
  replacePart(db, id, (trx, at) => replaceSpecification(trx, id, input.sku === '' ? null : input.sku, input.specs, at));
