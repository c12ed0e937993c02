// Where a link to one product goes. Every product link in the web app is built here, so that the
// product's address can change in one place: its public page, /products/{id}/{slug}
// (features/product-page). Ordering stays at the spec's /singleservice/{id}.
import { productPublicPath } from '@store/shared/product-slug';
import type { Product } from '@store/shared/schemas';

export function productPagePath(product: Pick<Product, '_id' | 'name'>): string {
  return productPublicPath(product);
}
