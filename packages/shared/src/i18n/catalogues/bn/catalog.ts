// Bangla texts of this area: the same keys as ../en/catalog.ts. See ../../catalogue.ts for the format.
// NOTE: not yet translated (a copy of the English).
import type { CatalogueOf } from '../../catalogue.ts';
import type en from '../en/catalog.ts';

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
    resultCount: 'TODO ICU: total=>total===1?"1 product":`${total} products`',
    resultCountFor: 'TODO ICU: (total,q)=>`${total===1?"1 product":`${total} products`} for \\u201C${q}\\u201D`',
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
} satisfies CatalogueOf<typeof en>;
