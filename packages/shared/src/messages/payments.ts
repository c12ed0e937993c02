// Card payment texts.
// NOTE: re-exported by ../messages.ts, the one place every text is found; split out so that a
// page downloads only the texts it shows (docs/decisions/011-home-page-budget.md).

/** Card errors, worded as Stripe's test cards answer. */
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

/** Card payment: the API's answers and the Payment page (ours). */
export const PAYMENT_TEXT = {
  orderRequired: 'The order is required.',
  priceRequired: 'The price is required.',
  priceMismatch: 'The price does not match this order. Reload the page and try again.',
  orderMismatch: 'The order in the body is not the order in the address.',
  transactionIdRequired: 'The transaction id is required.',
  orderAlreadyPaid: 'This order is already paid.',
  orderCancelled: 'This order was cancelled.',
  paymentNotVerified:
    'This payment could not be verified for this order: it did not succeed, or it was made for another order or amount.',
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
  paidAlready: 'This order is paid.',
  cancelledOrder: 'This order was cancelled, so it cannot be paid.',
  notYourOrder: 'Only the customer who placed this order can pay for it.',
  savingPayment: 'Recording your payment…',
  backToOrders: 'Back to My Orders',
} as const;
