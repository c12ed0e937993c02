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
