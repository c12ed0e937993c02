// A product's page: its gallery (the first picture is the card picture), specification and SKU,
// read into the one-product answer and written by admins (each write in one transaction).
import { API_ERROR } from '@store/shared/messages';
import type { ProductDetail, ProductGalleryInput, ProductSpecificationInput } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { isId, nowIso } from '../../lib/ids.ts';
import { findGallery, findSpecs, replaceGallery, replaceSpecification } from './product-page.repository.ts';
import { catalogChanged } from './catalog-freshness.ts';

/**
 * The pictures in order, the card picture first: a product never given a gallery shows its one
 * picture, and a card picture changed through the product form comes first, the others after.
 */
function galleryOf(img: string, stored: readonly string[]): string[] {
  if (stored.length === 0) return [img];
  if (stored[0] === img) return [...stored];
  return [img, ...stored.filter((url) => url !== img)];
}

/** The page's extra fields for a product row already read. */
export async function productPageParts(
  db: DB,
  product: { id: string; img: string; sku: string | null },
): Promise<Pick<ProductDetail, 'sku' | 'images' | 'specs'>> {
  const [stored, specs] = await Promise.all([findGallery(db, product.id), findSpecs(db, product.id)]);
  return { sku: product.sku, images: galleryOf(product.img, stored), specs };
}

export async function setGallery(db: DB, id: string, input: ProductGalleryInput): Promise<void> {
  if (!isId(id)) throw notFound(API_ERROR.productNotFound);
  const found = await db.transaction().execute((trx) => replaceGallery(trx, id, input.images, nowIso()));
  if (!found) throw notFound(API_ERROR.productNotFound);
  catalogChanged(db, 'details');
}

export async function setSpecification(db: DB, id: string, input: ProductSpecificationInput): Promise<void> {
  if (!isId(id)) throw notFound(API_ERROR.productNotFound);
  const found = await db
    .transaction()
    .execute((trx) => replaceSpecification(trx, id, input.sku === '' ? null : input.sku, input.specs, nowIso()));
  if (!found) throw notFound(API_ERROR.productNotFound);
  catalogChanged(db, 'details');
}
