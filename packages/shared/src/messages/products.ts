// Admin product texts (ours).
// NOTE: re-exported by ../messages.ts, the one place every text is found; split out so that a
// page downloads only the texts it shows (docs/decisions/011-home-page-budget.md).

/** Add product / Manage products: rules, labels and dialogs (ours). */
export const PRODUCT_TEXT = {
  priceAboveZero: 'Price must be more than 0',
  priceTooHigh: (max: number) => `Price must be at most ${max}`,
  priceTwoDecimals: 'Price can have at most two decimals',
  maxQuantityWhole: 'Maximum Quantity must be a whole number, 0 or more',
  maxQuantityTooHigh: (max: number) => `Maximum Quantity must be at most ${max}`,
  minQuantityWhole: 'MinQuantity must be a whole number, 1 or more',
  minQuantityTooHigh: (max: number) => `MinQuantity must be at most ${max}`,
  minAboveMax: 'MinQuantity must not be more than Maximum Quantity',
  tooLong: (max: number) => `At most ${max} characters`,
  photoNotOurs: 'Photo must be an image uploaded to this store',
  nothingToUpdate: 'Change at least one field',

  labelName: 'Product Name',
  labelPrice: 'Price (Taka)',
  labelMaxQuantity: 'Maximum Quantity',
  labelMinQuantity: 'Minimum Quantity',
  labelDescription: 'Description',
  labelPhoto: 'Photo',
  currentPhoto: 'Current photo; choose a file to replace it',
  editProductTitle: 'Edit Product',
  saveChanges: 'Save Changes',
  saving: 'Saving…',
  colIndex: 'No.',
  colImage: 'Image',
  colEdit: 'Edit',
  colDelete: 'Delete',
  edit: 'Edit',
  noProducts: 'No products yet.',
  deleteConfirmTitle: 'Delete this product permanently?',
  deleteConfirmText: (name: string) =>
    `“${name}” will be removed from the store. Orders that name it keep their name and prices.`,
  deleteFailed: 'The product could not be deleted. Please try again.',
  backToManageProducts: 'Back to Manage Products',
} as const;
