// The product page's public entry: the product's loading and missing states, the gallery, the specification
// table and the reviews section, for any page that shows one product (the router loads the pages on their own).
export { ProductGallery } from './components/product-gallery.tsx';
export { SpecificationTable } from './components/specification-table.tsx';
export { ProductReviews, REVIEWS_ANCHOR } from './components/product-reviews.tsx';
export { ProductState } from './components/product-state.tsx';
export { VariantPicker } from './components/variant-picker.tsx';
export { useVariantChoice } from './variant-choice.ts';
