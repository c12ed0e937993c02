// The order states and every transition between them, as data: the server applies this table in one
// transition function (a conditional UPDATE), and the web app shows only the actions it allows.
// The spec names no states; these are ours (docs/decisions/090-order-desk.md).

export const ORDER_STATUSES = [
  /** Placed, has a price, not paid: shows PAY and may be cancelled. */
  'unpaid',
  /** A verified payment was recorded. */
  'paid',
  /** The owner is packing it. */
  'processing',
  /** Handed to a carrier, with a tracking number. */
  'shipped',
  /** At the buyer's door. */
  'delivered',
  /** Closed before shipping: by its owner or an admin while unpaid (stock back), or by an admin with a refund. */
  'cancelled',
  /** Not paid in time (UNPAID_ORDER_TTL_HOURS): closed like a cancel, its stock went back. */
  'expired',
  /** A payment succeeded after the order was cancelled or expired: waits for the admin's refund. */
  'refund_due',
  /** The money went back to the buyer through the payment provider; the order is closed. */
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who may make a transition: the order's owner, an admin, or the store itself (payment, expiry). */
export type OrderActor = 'owner' | 'admin' | 'system';

export interface OrderTransitionRule {
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  readonly by: readonly OrderActor[];
  /** The provider refunds what was paid before the state changes. */
  readonly refund?: true;
  /** `carrier` and `trackingNumber` are required. */
  readonly tracking?: true;
}

/** The one table of allowed transitions. */
export const ORDER_TRANSITION_TABLE: readonly OrderTransitionRule[] = [
  { from: 'unpaid', to: 'paid', by: ['system'] },
  { from: 'unpaid', to: 'cancelled', by: ['owner', 'admin'] },
  { from: 'unpaid', to: 'expired', by: ['system'] },
  { from: 'paid', to: 'processing', by: ['admin'] },
  { from: 'processing', to: 'shipped', by: ['admin'], tracking: true },
  { from: 'shipped', to: 'delivered', by: ['admin'] },
  { from: 'paid', to: 'cancelled', by: ['admin'], refund: true },
  { from: 'processing', to: 'cancelled', by: ['admin'], refund: true },
  { from: 'cancelled', to: 'refund_due', by: ['system'] },
  { from: 'expired', to: 'refund_due', by: ['system'] },
  { from: 'refund_due', to: 'refunded', by: ['admin', 'system'], refund: true },
  { from: 'paid', to: 'refunded', by: ['admin', 'system'], refund: true },
  { from: 'processing', to: 'refunded', by: ['admin', 'system'], refund: true },
  { from: 'shipped', to: 'refunded', by: ['admin', 'system'], refund: true },
];

/** The rule for from → to by this actor, or undefined when the table does not allow it. */
export function findTransition(from: OrderStatus, to: OrderStatus, by: OrderActor): OrderTransitionRule | undefined {
  return ORDER_TRANSITION_TABLE.find((t) => t.from === from && t.to === to && t.by.includes(by));
}

/** The states an admin may move an order to from `from` (the order desk's buttons). */
export function adminActions(from: OrderStatus): OrderTransitionRule[] {
  return ORDER_TRANSITION_TABLE.filter((t) => t.from === from && t.by.includes('admin'));
}

/** States in which money was taken and not given back. */
export const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered', 'refund_due'];
export const isPaidStatus = (s: string): boolean => (PAID_STATUSES as readonly string[]).includes(s);

/** States an order has been paid in at some time (invoices exist for these). */
export const INVOICED_STATUSES: readonly OrderStatus[] = [...PAID_STATUSES, 'refunded'];

/** Never shipped: a refund puts the pieces back into stock unless the admin says otherwise. */
export const restocksByDefault = (from: OrderStatus): boolean => from === 'paid' || from === 'processing';

/** Carriers the order desk offers; the tracking link comes from CARRIER_TRACKING_URLS (configuration). */
export const CARRIERS = ['Pathao', 'RedX', 'Steadfast', 'Sundarban', 'Other'] as const;
