// Spec-quoted feedback texts: validation, errors and successes (spec §5, §8), word for word.
// NOTE: the spellings are the specification's own. Re-exported by ../messages.ts, the one place
// every text is found; split out so that a page downloads only the texts it shows (decision 011).

/** Validation messages (spec §5), word for word. */
export const VALIDATION = {
  emailRequired: 'Email is Required',
  emailInvalid: 'Provide a valid Email',
  passwordRequired: 'Password is Required',
  passwordTooShort: 'Must be 6 characters or longer',
  nameRequired: 'Name is Required',
  priceRequired: 'Price is Required',
  maxQuantityRequired: 'Maximum Quantity is Required',
  minQuantityRequired: 'MinQuantity is Required',
  descriptionRequired: 'Description is Required',
  photoRequired: 'Photo is Required',
} as const;

/** 'We Have No {n} Piece . We Have Only {max}' (spec §5). */
export const quantityAboveStock = (n: number, max: number): string => `We Have No ${n} Piece . We Have Only ${max}`;
/** 'Minimum Order Quantity is {min}' (spec §5). */
export const quantityBelowMinimum = (min: number): string => `Minimum Order Quantity is ${min}`;

/** Error texts (spec §8). */
export const ERROR_TEXT = {
  noUserLoggedIn: 'No user is logged in',
  makeAdminFailed: 'Failed to make an admin',
  oops: 'Oops...',
  somethingWentWrong: 'Something went wrong!',
} as const;

/** Success texts (spec §8). */
export const SUCCESS_TEXT = {
  profileSaved: 'Profil information saved',
  madeAdmin: 'Successfully made an admin',
  orderBooked: 'Your order is booked',
  workSaved: 'Your work has been saved',
  productDeleted: 'Product deleted successfully',
  paymentCompleted: 'Congrats! Your payment is completed.',
  orderCancelled: 'Order cencle successfully',
  reviewThanks: 'Thanks for your review',
} as const;
