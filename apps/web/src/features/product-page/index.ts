// The product page's public entry: the gallery, the specification table and the reviews section,
// for any page that shows one product (the moderation page is loaded by the router on its own).
export { ProductGallery } from './components/product-gallery.tsx';
export { SpecificationTable } from './components/specification-table.tsx';
export { ProductReviews, REVIEWS_ANCHOR } from './components/product-reviews.tsx';
