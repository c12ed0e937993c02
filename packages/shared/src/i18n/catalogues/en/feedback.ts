export default {
  ERROR_TEXT: {
    makeAdminFailed: 'Failed to make an admin',
    oops: 'Oops...',
    somethingWentWrong: 'Something went wrong!',
  },
  SUCCESS_TEXT: {
    profileSaved: 'Profil information saved',
    madeAdmin: 'Successfully made an admin',
    orderBooked: 'Your order is booked',
    workSaved: 'Your work has been saved',
    productDeleted: 'Product deleted successfully',
    paymentCompleted: 'Congrats! Your payment is completed.',
    orderCancelled: 'Order cencle successfully',
    reviewThanks: 'Thanks for your review',
  },
  VALIDATION: {
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
  },
  /** Ours: a number written in a query string (schemas/common.ts queryIntSchema). */
  NUMBER_RULE: {
    wholeNumber: 'Must be a whole number',
    atLeast: 'Must be at least {min}',
    atMost: 'Must be at most {max}',
  },
  MESSAGES: {
    quantityAboveStock: 'We Have No {n} Piece . We Have Only {max}',
    quantityBelowMinimum: 'Minimum Order Quantity is {min}',
  },
} as const;
