// English texts of this area (generated from messages/catalog.ts; ours unless marked as the spec's).
// See ../../catalogue.ts for the format.
export default {
  CATALOG_TEXT: {
    allProductsHeading: 'All Products',
    productTitle: 'Product details',
    allProductsIntro:
      'Every part we make. Search and sort the list; the address keeps your choices, so you can share it.',
    searchButton: 'Search',
    clearSearch: 'Clear search',
    sortLabelsNewest: 'Newest first',
    'sortLabelsPrice-asc': 'Price: low to high',
    'sortLabelsPrice-desc': 'Price: high to low',
    sortLabelsName: 'Name: A to Z',
    sortLabelsRelevance: 'Best match',
    resultCount: '{total, plural, one {# product} other {# products}}',
    resultCountFor: '{total, plural, one {# product} other {# products}} for “{q}”',
    pagination: 'Pages',
    previousPage: 'Previous',
    nextPage: 'Next',
    pageOf: 'Page {page} of {pages}',
    pageBeyondEnd: 'This page is past the end of the list.',
    firstPage: 'Go to the first page',
    productNotFoundHeading: 'Product not found',
    productNotFound: 'This product does not exist or has been removed from the catalog.',
    backToProducts: 'Back to all products',
    description: 'Description',
  },
} as const;
