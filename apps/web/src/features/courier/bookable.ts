// Which orders the courier may take: paid online orders not yet shipped, and cash-on-delivery orders the
// admin confirmed (processing). The API decides again; this only chooses where the action shows.
import { paymentKindOf } from '@store/shared/order-flow';
import type { Order } from '@store/shared/schemas';

export function canBookWithCourier(order: Pick<Order, 'status' | 'paymentMethod' | 'paidAt'>): boolean {
  if (paymentKindOf(order) === 'online') return order.status === 'paid' || order.status === 'processing';
  return order.status === 'processing';
}
