// Every text the specification quotes, in one place, so that wording can change in one edit.
// NOTE: the spellings are the specification's own and are part of the contract ("SingOut",
// "Profil", "Quentity", "Cencle", "cancle", "parmanently", "Ratting", /singup, /myprotfolio).
// Do not correct them. Texts the spec does not quote are ours and sit in their own sections.

/** Texts quoted by the specification (spec §2, §5, §8). */
export const SPEC_TEXT = {
  brand: 'Bicycle Manufacturer',
  heroInDetails: 'In Details',
  contactUs: 'Contact Us',
  requestForQuote: 'Request For Quote',
  seeMore: 'See more',
  minimumOrder: 'Minimum Order',
  available: 'Available',
  details: 'Details',
  backToHome: 'Back To Home Page',
  sentMessage: 'Sent Message',
  openingHours: 'Sat-Thu 10:00 AM to 7:00 PM',

  navHome: 'Home',
  navBlogs: 'Blogs',
  navPortfolio: 'My Portfolio',
  navDashboard: 'Dashboard',
  navContact: 'Contact Us',
  navLogin: 'Login',
  navSignOut: 'SingOut',

  login: 'Login',
  continueWithGoogle: 'Continue With Google',

  menuProfile: 'My Profil',
  menuMyOrders: 'My Orders',
  menuAddReview: 'Add A Review',
  menuMakeAdmin: 'Make Admin',
  menuManageAllOrders: 'Manage All Orders',
  menuAddProduct: 'Add Product',
  menuManageProducts: 'Manage Products',

  sendNow: 'Send Now',
  editProfile: 'Edit Profil',

  purchase: 'Purchase',
  orderNow: 'Order Now',
  orderIdLabel: 'any number you remember',

  colName: 'Name',
  colOrderQuantity: 'Order Quentity',
  colPayment: 'Payment',
  colCancelOrder: 'Cencle Order',
  pay: 'PAY',
  paid: 'Paid',
  transactionId: 'Transaction Id',
  cancelConfirmTitle: 'Are you sure to cencle your order?',
  cancelConfirmText: "If you cancle your order it's cencle parmanently",
  cancelNow: 'Cencle Now',

  sentReview: 'Sent Review',
  makeAdmin: 'Make Admin',
  removeAdmin: 'Remove Admin',
  publishProduct: 'Publish Product',
  totalProducts: 'Total Products',
  delete: 'Delete',
  cancel: 'Cencle',
  payButton: 'Pay',
} as const;

/** The review card's rating line: `Ratting: N Star` (spec §3). */
export const ratingText = (n: number): string => `Ratting: ${n} Star`;

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
export const quantityAboveStock = (n: number, max: number): string =>
  `We Have No ${n} Piece . We Have Only ${max}`;
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

/** Card errors, worded as Stripe's test cards answer (issue 5). */
export const CARD_ERROR = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  invalidNumber: 'Your card number is invalid.',
  incompleteNumber: 'Your card number is incomplete.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  pastExpiry: "Your card's expiration date is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
  invalidCvc: "Your card's security code is invalid.",
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
} as const;

// ---- Our own texts (not quoted by the spec) ----

/** API error messages (ours). */
export const API_ERROR = {
  validation: 'Some fields are not valid.',
  notFound: 'Not found.',
  productNotFound: 'Product not found.',
  orderNotFound: 'Order not found.',
  routeNotFound: 'No such API route.',
  bodyTooLarge: 'The request body is too large.',
  unauthenticated: 'Sign in to continue.',
  forbidden: 'You are not allowed to do this.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  badJson: 'The request body is not valid JSON.',
  unavailable: 'The service is not available right now.',
} as const;

/** UI texts (ours). */
export const UI_TEXT = {
  loadFailed: 'We could not load this. Please try again.',
  retry: 'Try again',
  contactSent: 'Thank you! Your message has been sent. We will answer within one working day.',
  noResults: 'No products match your search.',
  search: 'Search products',
  sort: 'Sort by',
  pageNotFound: 'Page not found',
} as const;

// ---- Public pages (ours, issue 2) ----
// NOTE: only what every page shows is here. The texts of one page or one group of pages sit in
// messages/<area>.ts (import '@store/shared/messages/<area>'): this module is in the bundle of every
// page, while a page's own module loads with that page (docs/decisions/011-home-page-budget.md).
// Long prose (articles, policies, bio) lives beside the page that shows it (decision 010).

/** The company's own contact details: footer and contact page (ours). */
export const COMPANY = {
  address: '42 Tejgaon Industrial Area, Dhaka 1208, Bangladesh',
  helpline: '+880 1711-000111',
  helplineHref: 'tel:+8801711000111',
  email: 'sales@bicyclemfr.example',
} as const;

/** Navbar, footer and what the public pages share (ours). The policy ids are the anchors of /policies. */
export const PUBLIC_TEXT = {
  mainNav: 'Main',
  loading: 'Loading',
  price: 'Price',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  footerTagline: 'Bicycle parts designed and made in Bangladesh, sold in bulk to shops, workshops and fleets since 2012.',
  address: 'Address',
  helpline: 'Helpline',
  openingHours: 'Opening hours',
  policies: 'Policies',
  policyLinks: [
    { id: 'privacy', label: 'Privacy Policy' },
    { id: 'terms', label: 'Terms of Sale' },
    { id: 'returns', label: 'Returns and Warranty' },
    { id: 'shipping', label: 'Shipping and Delivery' },
  ],
  copyright: (year: number) => `© ${year} Bicycle Manufacturer. All rights reserved.`,
} as const;

/** Add product / Manage products: rules, labels and dialogs (ours, issue 4). */
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
  deleteConfirmText: (name: string) => `“${name}” will be removed from the store. Orders that name it keep their name and prices.`,
  deleteFailed: 'The product could not be deleted. Please try again.',
  backToManageProducts: 'Back to Manage Products',
} as const;

/** Image upload texts (ours, issue 4). */
export const IMAGE_TEXT = {
  notMultipart: 'Send the image as multipart/form-data in the field "image".',
  missing: 'Choose an image file to upload.',
  wrongKind: 'The file must be a PNG, JPEG or WebP image.',
  unreadable: 'The image could not be read. It may be damaged or incomplete.',
  tooLarge: (mb: number) => `The image is too large: at most ${mb} MB.`,
  tooManyPixels: (megapixels: number) => `The image has too many pixels: at most ${megapixels} megapixels.`,
  tooManyParts: 'Send one image in the field "image" and nothing else.',
  badUpload: 'The upload could not be read. Please try again.',
  notFound: 'Image not found.',
} as const;

/** Ordering texts (ours, issue 4). */
export const ORDER_TEXT = {
  quantityWhole: 'Quantity must be a whole number',
  addressRequired: 'Address is Required',
  addressTooLong: (max: number) => `Address must be at most ${max} characters`,
  phoneRequired: 'Phone is Required',
  phoneInvalid: 'Phone may hold digits, spaces, + - ( ) and at least 6 digits',
  phoneTooLong: (max: number) => `Phone must be at most ${max} characters`,
  orderRefTooLong: (max: number) => `At most ${max} characters`,
  productIdRequired: 'Choose a product to order',
  notYourEmail: 'This must be the email you are signed in with.',
  notEnoughStock: 'There is not enough stock left for this order.',
  orderPaidCannotCancel: 'This order is paid and cannot be cancelled.',
  labelQuantity: 'Quantity',
  labelProductName: 'Product name',
  labelEmail: 'Email',
  labelOrderQuantity: 'Order quantity',
  labelPrice: 'Price',
  labelAddress: 'Address',
  labelPhone: 'Phone',
  orderTitle: 'Order this product',
  placing: 'Booking…',
  orderFailed: 'The order could not be booked. Please try again.',
  myOrdersHeading: (n: number) => `My Orders (${n})`,
  noOrders: 'You have no orders yet.',
  cancelOrderLabel: (name: string) => `Cancel the order for ${name}`,
  cancelFailed: 'The order could not be cancelled. Please try again.',
  allOrdersHeading: (n: number) => `All Orders (${n})`,
  noOrdersYet: 'No orders yet.',
  colProductName: 'Product',
  colEmail: 'Email',
  colPrice: 'Price',
  colQuantity: 'Order Quantity',
  colPlaced: 'Placed',
  colPaidState: 'Paid',
  colTransactionId: 'Transaction Id',
  stateUnpaid: 'Unpaid',
  statePaid: 'Paid',
  stateCancelled: 'Cancelled',
  stateRefundDue: 'Paid after cancelling: refund due',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  keepOrder: 'Keep order',
} as const;

/** Review form texts (ours, issue 4). */
export const REVIEW_TEXT = {
  rating: (min: number, max: number) => `Rating must be a whole number from ${min} to ${max}`,
  ratingRequired: 'Rating is Required',
  messageTooLong: (max: number) => `At most ${max} characters`,
  heading: 'Add A Review',
  labelName: 'Name',
  labelEmail: 'Email',
  labelRating: 'Rating (1 to 5)',
  labelMessage: 'Message',
  sending: 'Sending…',
  sendFailed: 'The review could not be sent. Please try again.',
} as const;

/** Card payment: the API's answers and the Payment page (ours, issue 5). */
export const PAYMENT_TEXT = {
  orderRequired: 'The order is required.',
  priceRequired: 'The price is required.',
  priceMismatch: 'The price does not match this order. Reload the page and try again.',
  orderMismatch: 'The order in the body is not the order in the address.',
  transactionIdRequired: 'The transaction id is required.',
  orderAlreadyPaid: 'This order is already paid.',
  orderCancelled: 'This order was cancelled.',
  paymentNotVerified: 'This payment could not be verified for this order: it did not succeed, or it was made for another order or amount.',
  paymentNotFound: 'Payment not found.',
  paymentClosed: 'This payment can no longer be made. Reload the page and try again.',
  alreadyConfirmed: 'This payment has already been made.',
  providerUnavailable: 'The payment service is not available right now. Please try again in a moment.',
  sandboxOnly: 'This call is used only with the sandbox payment provider.',
  webhookStripeOnly: 'Webhooks are used only with the Stripe payment provider.',
  webhookBadSignature: 'The webhook signature is not valid.',
  heading: 'Payment',
  intro: 'Pay for your order by card.',
  product: 'Product',
  quantity: 'Quantity',
  amountToPay: 'Amount to pay',
  cardDetails: 'Card details',
  cardNumber: 'Card number',
  expiry: 'Expiry',
  expiryFormat: '(MM / YY)',
  cvc: 'CVC',
  postalCode: 'Postal code',
  cardBrand: 'Card brand',
  paying: 'Paying…',
  preparing: 'Preparing your payment…',
  loadingCardForm: 'Loading the card form…',
  cardFormFailed: 'The card form could not be loaded. Check your connection and reload the page.',
  testModeNote: 'Test mode: no real card is charged. Use 4242 4242 4242 4242, any future date and any CVC.',
  paidAlready: 'This order is paid.',
  cancelledOrder: 'This order was cancelled, so it cannot be paid.',
  notYourOrder: 'Only the customer who placed this order can pay for it.',
  savingPayment: 'Recording your payment…',
  backToOrders: 'Back to My Orders',
} as const;
