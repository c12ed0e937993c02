// The order states (ours; the spec names none) and every transition between them, as data.

export const ORDER_STATUSES = [
  /** Placed, has a price, not paid: shows PAY and may be cancelled. */
  'unpaid',
  'paid',
  'processing',
  'shipped',
  'delivered',
  /** Closed before shipping: by its owner or an admin while unpaid (stock back), or by an admin with a refund. */
  'cancelled',
  /** Not paid in time (UNPAID_ORDER_TTL_HOURS): closed like a cancel, its stock went back. */
  'expired',
  /** Paid after it was cancelled or expired, or after its lapsed hold's pieces were sold: awaits a refund. */
  'refund_due',
  'refunded',
  /** The courier brought the parcel back (refused or undeliverable): stock back; cash on delivery closes unpaid. */
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** `system`: the store itself (payment, expiry, the courier's reports). */
export type OrderActor = 'owner' | 'admin' | 'system';

/** `online`: every order that did not choose cash on delivery; `cod_due`: cash not collected yet. */
export type PaymentKind = 'online' | 'cod_due' | 'cod_paid';

export const COD_METHOD = 'cod';

export function paymentKindOf(order: { paymentMethod: string | null; paidAt: string | null }): PaymentKind {
  if (order.paymentMethod !== COD_METHOD) return 'online';
  return order.paidAt === null ? 'cod_due' : 'cod_paid';
}

export interface OrderTransitionRule {
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  readonly by: readonly OrderActor[];
  /** Only for orders of these payment kinds; absent: every kind. */
  readonly kinds?: readonly PaymentKind[];
  /** Records the collected cash as the payment (invoice number and time). */
  readonly collectsCash?: true;
  /** Puts the pieces back into stock (a cash-on-delivery order closed before it was paid). */
  readonly restock?: true;
  /** The provider refunds what was paid before the state changes. */
  readonly refund?: true;
  /** `carrier` and `trackingNumber` are required. */
  readonly tracking?: true;
}

const ONLINE: readonly PaymentKind[] = ['online'];
const COD_DUE: readonly PaymentKind[] = ['cod_due'];

const ORDER_TRANSITION_TABLE: readonly OrderTransitionRule[] = [
  { from: 'unpaid', to: 'paid', by: ['system'] },
  { from: 'unpaid', to: 'cancelled', by: ['owner', 'admin'] },
  { from: 'unpaid', to: 'expired', by: ['system'] },
  { from: 'paid', to: 'processing', by: ['admin'] },
  // Cash on delivery: the admin confirms the order (usually by a phone call) and it is packed unpaid.
  { from: 'unpaid', to: 'processing', by: ['admin'], kinds: COD_DUE },
  { from: 'processing', to: 'shipped', by: ['admin'], tracking: true },
  { from: 'shipped', to: 'delivered', by: ['admin'] },
  // The courier reports the parcel delivered: for cash on delivery, with the cash it collected.
  { from: 'shipped', to: 'delivered', by: ['system'], kinds: ONLINE },
  // Cash collected: the parcel is delivered and paid for at once, or paid after it was marked delivered.
  { from: 'shipped', to: 'delivered', by: ['admin', 'system'], kinds: COD_DUE, collectsCash: true },
  // The courier brought the parcel back: the pieces go back; an online payment is then refunded by the admin.
  { from: 'shipped', to: 'returned', by: ['system'], kinds: ['online', 'cod_due'], restock: true },
  { from: 'returned', to: 'refunded', by: ['admin'], refund: true, kinds: ONLINE },
  { from: 'delivered', to: 'delivered', by: ['admin'], kinds: COD_DUE, collectsCash: true },
  // A confirmed cash-on-delivery order closed before it was paid (a refused parcel): stock back, nothing to refund.
  { from: 'processing', to: 'cancelled', by: ['admin'], kinds: COD_DUE, restock: true },
  { from: 'shipped', to: 'cancelled', by: ['admin'], kinds: COD_DUE, restock: true },
  { from: 'paid', to: 'cancelled', by: ['admin'], refund: true },
  { from: 'processing', to: 'cancelled', by: ['admin'], refund: true, kinds: ONLINE },
  { from: 'cancelled', to: 'refund_due', by: ['system'] },
  // A payment for an order whose short hold lapsed and whose pieces were sold meanwhile (decision 212).
  { from: 'unpaid', to: 'refund_due', by: ['system'] },
  { from: 'expired', to: 'refund_due', by: ['system'] },
  { from: 'refund_due', to: 'refunded', by: ['admin', 'system'], refund: true },
  { from: 'paid', to: 'refunded', by: ['admin', 'system'], refund: true },
  { from: 'processing', to: 'refunded', by: ['admin', 'system'], refund: true, kinds: ONLINE },
  { from: 'shipped', to: 'refunded', by: ['admin', 'system'], refund: true, kinds: ONLINE },
];

const fitsKind = (rule: OrderTransitionRule, kind: PaymentKind): boolean =>
  rule.kinds === undefined || rule.kinds.includes(kind);

/** Undefined when the table does not allow it; `collectsCash` picks the cash-collected rule. */
export function findTransition(
  from: OrderStatus,
  to: OrderStatus,
  by: OrderActor,
  kind: PaymentKind = 'online',
  collectsCash = false,
): OrderTransitionRule | undefined {
  return ORDER_TRANSITION_TABLE.find(
    (t) =>
      t.from === from &&
      t.to === to &&
      t.by.includes(by) &&
      fitsKind(t, kind) &&
      (t.collectsCash === true) === collectsCash,
  );
}

/** The order desk's buttons. */
export function adminActions(from: OrderStatus, kind: PaymentKind = 'online'): OrderTransitionRule[] {
  return ORDER_TRANSITION_TABLE.filter((t) => t.from === from && t.by.includes('admin') && fitsKind(t, kind));
}

/** States in which money was taken and not given back (a cash-on-delivery order: once its cash was collected). */
export const PAID_STATUSES: readonly OrderStatus[] = [
  'paid',
  'processing',
  'shipped',
  'delivered',
  'refund_due',
  'returned',
];
export const isPaidStatus = (s: string): boolean => (PAID_STATUSES as readonly string[]).includes(s);

/** For cash on delivery, also the cash collected. */
export const isOrderPaid = (order: { status: string; paymentMethod: string | null; paidAt: string | null }): boolean =>
  isPaidStatus(order.status) && paymentKindOf(order) !== 'cod_due';

/** A confirmed cash-on-delivery order waits for its cash in these. */
export const COD_CONFIRMED_STATUSES: readonly OrderStatus[] = ['processing', 'shipped', 'delivered'];

/** Paid at some time: invoices exist for these. */
export const INVOICED_STATUSES: readonly OrderStatus[] = [...PAID_STATUSES, 'refunded'];

export const PARTLY_REFUNDABLE_STATUSES: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered'];

/** Only online: cash on delivery has no provider holding the money to give back. */
export const canRefundPart = (order: { status: OrderStatus; paymentMethod: string | null; paidAt: string | null }) =>
  paymentKindOf(order) === 'online' && PARTLY_REFUNDABLE_STATUSES.includes(order.status);

/** Never shipped: a refund puts the pieces back into stock unless the admin says otherwise. */
export const restocksByDefault = (from: OrderStatus): boolean => from === 'paid' || from === 'processing';

/** The tracking link comes from CARRIER_TRACKING_URLS (configuration). */
export const CARRIERS = ['Pathao', 'RedX', 'Steadfast', 'Sundarban', 'Other'] as const;
