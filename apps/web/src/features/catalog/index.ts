// The catalog's public entry: what other features may use of it (a product read by id and its display).
// Other features import this file only, never the catalog's internals.
export { productQueryOptions } from './api/get-product.ts';
export { ProductDetails, ProductDetailsSkeleton } from './components/product-details.tsx';
export { CATEGORIES_KEY, categoriesQueryOptions } from './api/get-categories.ts';
