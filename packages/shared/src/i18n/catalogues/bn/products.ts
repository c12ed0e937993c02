// Bangla texts of this area: the same keys as ../en/products.ts. See ../../catalogue.ts for the format.
// NOTE: not yet translated (a copy of the English).
import type { CatalogueOf } from '../../catalogue.ts';
import type en from '../en/products.ts';

export default {
  IMAGE_TEXT: {
    notMultipart: 'Send the image as multipart/form-data in the field "image".',
    missing: 'Choose an image file to upload.',
    wrongKind: 'The file must be a PNG, JPEG or WebP image.',
    unreadable: 'The image could not be read. It may be damaged or incomplete.',
    tooLarge: 'The image is too large: at most {mb} MB.',
    tooManyPixels: 'The image has too many pixels: at most {megapixels} megapixels.',
    tooManyParts: 'Send one image in the field "image" and nothing else.',
    badUpload: 'The upload could not be read. Please try again.',
    notFound: 'Image not found.',
    busy: 'The store is busy with other images. Please try again in a few seconds.',
  },
  PRODUCT_TEXT: {
    priceAboveZero: 'Price must be more than 0',
    priceTooHigh: 'Price must be at most {max}',
    priceTwoDecimals: 'Price can have at most two decimals',
    maxQuantityWhole: 'Maximum Quantity must be a whole number, 0 or more',
    maxQuantityTooHigh: 'Maximum Quantity must be at most {max}',
    minQuantityWhole: 'MinQuantity must be a whole number, 1 or more',
    minQuantityTooHigh: 'MinQuantity must be at most {max}',
    minAboveMax: 'MinQuantity must not be more than Maximum Quantity',
    tooLong: 'At most {max} characters',
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
    deleteConfirmText:
      '\\u201C{name}\\u201D will be removed from the store. Orders that name it keep their name and prices.',
    deleteFailed: 'The product could not be deleted. Please try again.',
    backToManageProducts: 'Back to Manage Products',
  },
} satisfies CatalogueOf<typeof en>;
