// The order desk's server-side texts: transitions, refunds, invoices (ours).
// NOTE: re-exported by ../messages.ts; the web app's own order-desk texts live beside it.
import type { OrderStatus } from '../order-flow.ts';

export const ORDER_DESK_TEXT = {
  dayFormat: 'Use a date written as YYYY-MM-DD',
  dayRange: 'The end date must not be before the start date',
  paidFlag: 'Use true or false',
  unknownSort: 'Sort by newest, oldest, total-desc or total-asc',
  unknownMethod: 'Use cod or online',
  noRefund: 'This order has no refund.',
  searchTooLong: (max: number) => `Search with at most ${max} characters`,
  unknownState: 'Choose one of the order states',
  noteTooLong: (max: number) => `A note may have at most ${max} characters`,
  carrierTooLong: (max: number) => `At most ${max} characters`,
  trackingTooLong: (max: number) => `At most ${max} characters`,
  carrierRequired: 'Choose the carrier',
  trackingRequired: 'Enter the tracking number',
  transitionNotAllowed: (from: OrderStatus, to: OrderStatus) => `An order that is ${from} cannot become ${to}.`,
  refundFailed: 'The payment provider did not refund this order. Nothing changed; try again.',
  noInvoice: 'This order has no invoice: it was never paid.',
} as const;

/** The invoice PDF's words. */
export const INVOICE_TEXT = {
  title: 'Invoice',
  number: 'Invoice number',
  issued: 'Issued',
  order: 'Order',
  placed: 'Placed',
  seller: 'Seller',
  buyer: 'Bill to',
  bin: 'VAT registration (BIN)',
  product: 'Product',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  lineTotal: 'Amount',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  total: 'Total',
  vatIncluded: (rate: number) => `VAT included (${rate}%)`,
  noVat: 'No VAT charged',
  payment: 'Payment',
  paidAt: 'Paid',
  transaction: 'Transaction',
  card: (brand: string, last4: string) => `${brand} ending ${last4}`,
  thanks: 'Thank you for your order. ধন্যবাদ',
} as const;

/** How each state reads on a badge. */
export const ORDER_STATUS_LABEL: Readonly<Record<OrderStatus, string>> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};
