// The states and their transitions live in one table in packages/shared (order-flow.ts).
import { ORDER_STATUSES, type OrderStatus } from '@store/shared/order-flow';

export { isPaidStatus, type OrderStatus } from '@store/shared/order-flow';

export const ORDER_STATUS = {
  unpaid: 'unpaid',
  paid: 'paid',
  processing: 'processing',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  expired: 'expired',
  refundDue: 'refund_due',
  refunded: 'refunded',
  returned: 'returned',
} as const satisfies Record<string, OrderStatus>;

const STATUSES: ReadonlySet<string> = new Set(ORDER_STATUSES);

/** A stored status as an OrderStatus; throws on a value the states above do not know. */
export function toOrderStatus(s: string): OrderStatus {
  if (!STATUSES.has(s)) throw new Error(`unknown order status ${s}`);
  return s as OrderStatus;
}
