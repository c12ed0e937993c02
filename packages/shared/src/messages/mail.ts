// The texts of the store's emails, by language (ours). Only English today: a second language is one
// more entry of MAIL_TEXT with the same keys (the type makes every key required).
// NOTE: the server renders these into each message's plain-text and HTML parts (features/mail).

export const MAIL_LOCALES = ['en'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];
export const DEFAULT_MAIL_LOCALE: MailLocale = 'en';

const en = {
  greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
  signOff: 'Thank you for shopping with us.',
  footerWhy: 'You get this email because of your account or an order at our store.',
  ignoreIfNotYou: 'If this was not you, you can ignore this email.',

  verifySubject: 'Verify your email',
  verifyIntro: 'Please confirm that this is your email address. The link signs you in.',
  verifyButton: 'Verify your email',
  verifyExpires: 'The link works for one hour.',

  resetSubject: 'Reset your password',
  resetIntro: 'Someone asked to reset the password of your account. Choose a new one with this link:',
  resetButton: 'Choose a new password',
  resetExpires: 'The link works once, for one hour.',

  passwordChangedSubject: 'Your password was changed',
  passwordChangedIntro: 'The password of your account was just changed, and every other session was signed out.',
  passwordChangedNotYou: 'If you did not do this, reset your password now:',
  passwordChangedButton: 'Reset your password',

  existingSignUpSubject: 'Someone tried to sign up with your email',
  existingSignUpIntro:
    'Someone tried to create a new account with this email address. You already have an account, so nothing changed.',
  existingSignUpForgot: 'Forgot your password? Choose a new one here:',

  orderReceivedSubject: (ref: string) => `Order received: ${ref}`,
  orderReceivedIntro: 'We have your order. It holds its pieces until the deadline to pay.',
  payBy: (deadline: string) => `Please pay by ${deadline}, or the order expires.`,
  payButton: 'Pay now',

  paymentReceivedSubject: (ref: string) => `Payment received: ${ref}`,
  paymentReceivedIntro: 'Your payment is recorded. We are preparing your order.',
  transactionId: 'Transaction Id',
  invoice: (number: string) => `Invoice ${number}`,
  invoiceButton: 'View the invoice',

  shippedSubject: (ref: string) => `Your order has shipped: ${ref}`,
  shippedIntro: 'Your order is on its way.',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  trackButton: 'Track the parcel',

  deliveredSubject: (ref: string) => `Delivered: ${ref}`,
  deliveredIntro: 'Your order was delivered. We hope the parts serve you well.',
  reviewButton: 'Write a review',

  cancelledSubject: (ref: string) => `Order cancelled: ${ref}`,
  cancelledIntro: 'Your order is cancelled and its pieces went back to stock.',
  expiredSubject: (ref: string) => `Order expired: ${ref}`,
  expiredIntro: 'Your order was not paid in time, so it expired and its pieces went back to stock.',
  orderAgainButton: 'Browse the products',

  refundedSubject: (ref: string) => `Refund sent: ${ref}`,
  refundedIntro: 'We have refunded your payment. Your bank may take a few days to show it.',
  refundAmount: 'Amount',
  refundReference: 'Provider reference',

  adminPaidSubject: (ref: string, total: string) => `New paid order ${ref} (${total})`,
  adminPaidIntro: 'A new order was paid and is waiting to be packed.',
  adminOrderButton: 'Open the orders',
  buyer: 'Buyer',

  lowStockSubject: (count: number) => `Low stock: ${count} ${count === 1 ? 'product' : 'products'}`,
  lowStockIntro: (level: number) => `These products have fewer than ${level} pieces in stock:`,
  lowStockButton: 'Manage products',
  piecesLeft: (n: number) => `${n} left`,

  orderLabel: 'Order',
  orderDetails: 'Your order',
  colProduct: 'Product',
  colQuantity: 'Quantity',
  colPrice: 'Price',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  shippingFree: 'Free',
  total: 'Total',
  shipTo: 'Ship to',
  viewOrders: 'See your orders',
} as const;

export type MailText = { readonly [K in keyof typeof en]: (typeof en)[K] };

/** Every language's texts. */
export const MAIL_TEXT: Record<MailLocale, MailText> = { en };

export const mailText = (locale: string): MailText =>
  (MAIL_TEXT as Record<string, MailText | undefined>)[locale] ?? MAIL_TEXT[DEFAULT_MAIL_LOCALE];

/** The admins' outbox page and API (ours). */
export const OUTBOX_TEXT = {
  title: 'Outbox',
  menu: 'Outbox',
  intro: 'Every email the store has written, newest first.',
  notConfigured: 'No SMTP_URL is set: emails are kept here and not sent.',
  colTo: 'To',
  colSubject: 'Subject',
  colState: 'State',
  colAttempts: 'Attempts',
  colLastError: 'Last error',
  colCreated: 'Written',
  preview: 'Preview',
  previewTitle: (subject: string) => `Preview of “${subject}”`,
  closePreview: 'Close',
  empty: 'No emails yet.',
  previous: 'Previous',
  next: 'Next',
  page: (n: number, of: number) => `Page ${n} of ${of}`,
  states: { queued: 'Queued', sent: 'Sent', failed: 'Failed', held: 'Kept (not sent)' },
  notFound: 'No such email.',
} as const;
