// Order states and the transitions allowed between them live in one table in packages/shared
// (order-flow.ts); this module names the states for the server and checks stored values.
import { ORDER_STATUSES, type OrderStatus } from '@store/shared/order-flow';

export { isPaidStatus, type OrderStatus } from '@store/shared/order-flow';

/** The states by name, for readable server code. */
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
} as const satisfies Record<string, OrderStatus>;

const STATUSES: ReadonlySet<string> = new Set(ORDER_STATUSES);

/** A stored status as an OrderStatus; throws on a value the states above do not know. */
export function toOrderStatus(s: string): OrderStatus {
  if (!STATUSES.has(s)) throw new Error(`unknown order status ${s}`);
  return s as OrderStatus;
}
