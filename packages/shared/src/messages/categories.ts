// Texts of categories and the catalogue's filters and navbar search (ours).

export const CATEGORY_TEXT = {
  // Validation
  nameRequired: 'Category name is required',
  nameTooLong: (max: number) => `Must be at most ${max} characters`,
  unknownCategory: 'Choose a category from the list',
  priceFormat: 'Must be an amount in taka, like 250 or 99.50',
  maxBelowMin: 'Must not be below the lowest price',
  // Admin page
  pageHeading: 'Categories',
  pageIntro: 'Shoppers filter the catalogue by these categories, shown in this order.',
  newName: 'New category name',
  add: 'Add category',
  added: 'Category added',
  rename: 'Rename',
  renameLabel: (name: string) => `New name for ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  renamed: 'Category renamed',
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  reordered: 'Order saved',
  delete: (name: string) => `Delete ${name}`,
  deleteConfirm: (name: string) => `Delete the category ${name}?`,
  deleted: 'Category deleted',
  inUseHint: (count: number) => (count === 1 ? '1 product' : `${count} products`),
  empty: 'No categories yet.',
  menuLabel: 'Categories',
  // Product form
  productCategory: 'Category',
  noCategory: 'Choose a category',
  // Filters on /allproducts
  filtersHeading: 'Filters',
  allCategories: 'All categories',
  categoryLegend: 'Category',
  priceLegend: 'Price (taka)',
  minPrice: 'Lowest price',
  maxPrice: 'Highest price',
  applyPrice: 'Apply',
  inStockOnly: 'In stock only',
  clearFilters: 'Clear filters',
  // Navbar search
  searchLabel: 'Search parts',
  searchPlaceholder: 'Search parts…',
  suggestions: 'Suggestions',
  seeAllResults: (q: string) => `See all results for “${q}”`,
  noSuggestions: 'No matching parts',
} as const;
