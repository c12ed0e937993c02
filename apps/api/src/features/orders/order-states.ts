// Order states and the transitions allowed between them, as data (spec §4 Order).
// The spec names no states; these are ours. `paid` in the API is true for paid and refund_due.

export const ORDER_STATUS = {
  /** Placed, has a price, not paid: shows PAY and may be cancelled. */
  unpaid: 'unpaid',
  /** A verified payment was recorded. Cannot be cancelled. */
  paid: 'paid',
  /** Cancelled by its owner; its quantity went back to stock. Hidden from My Orders. */
  cancelled: 'cancelled',
  /** Not paid in time (UNPAID_ORDER_TTL_HOURS): closed like a cancel, its stock went back. Shown to its owner. */
  expired: 'expired',
  /** A payment succeeded after the order was cancelled or expired: recorded, shown to the admin for a refund. */
  refundDue: 'refund_due',
} as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  unpaid: ['paid', 'cancelled', 'expired'],
  paid: [],
  cancelled: ['refund_due'],
  expired: ['refund_due'],
  refund_due: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

const STATUSES: ReadonlySet<string> = new Set(Object.values(ORDER_STATUS));

/** A stored status as an OrderStatus; throws on a value the states above do not know. */
export function toOrderStatus(s: string): OrderStatus {
  if (!STATUSES.has(s)) throw new Error(`unknown order status ${s}`);
  return s as OrderStatus;
}

/** States in which the order has been paid for (money was taken). */
export const isPaidStatus = (s: string): boolean => s === ORDER_STATUS.paid || s === ORDER_STATUS.refundDue;
