// The order desk's server-side texts: transitions, refunds, invoices (ours).
// NOTE: re-exported by ../messages.ts; the web app's own order-desk texts live beside it.
import type { OrderStatus } from '../order-flow.ts';

export const ORDER_DESK_TEXT = {
  dayFormat: 'Use a date written as YYYY-MM-DD',
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
