// Where a link to one product goes. Every product link in the web app is built here, so that the
// product's address can change in one place.
import type { Product } from '@store/shared/schemas';

export function productPagePath(product: Pick<Product, '_id' | 'name'>): string {
  return `/singleservice/${encodeURIComponent(product._id)}`;
}
