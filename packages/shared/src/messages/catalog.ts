// Texts of /allproducts and the product page (ours).

/** Catalog pages: /allproducts and the product page (ours). */
export const CATALOG_TEXT = {
  allProductsHeading: 'All Products',
  productTitle: 'Product details',
  allProductsIntro:
    'Every part we make. Search and sort the list; the address keeps your choices, so you can share it.',
  searchButton: 'Search',
  clearSearch: 'Clear search',
  sortLabels: {
    newest: 'Newest first',
    'price-asc': 'Price: low to high',
    'price-desc': 'Price: high to low',
    name: 'Name: A to Z',
    relevance: 'Best match',
  },
  resultCount: (total: number) => (total === 1 ? '1 product' : `${total} products`),
  resultCountFor: (total: number, q: string) => `${total === 1 ? '1 product' : `${total} products`} for “${q}”`,
  pagination: 'Pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pageBeyondEnd: 'This page is past the end of the list.',
  firstPage: 'Go to the first page',
  productNotFoundHeading: 'Product not found',
  productNotFound: 'This product does not exist or has been removed from the catalog.',
  backToProducts: 'Back to all products',
  description: 'Description',
} as const;
