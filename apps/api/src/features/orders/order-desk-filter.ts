// The order desk's query (status, paid, method, q, from, to) as the repository's filter: days are the
// store's (STORE_TIME_ZONE), `from` and `to` inclusive, so `to` becomes "before the next day began".
import { PAID_STATUSES } from '@store/shared/order-flow';
import type { OrderDeskSort, OrderListQuery } from '@store/shared/schemas';
import { storeDayStart } from '../../lib/store-time.ts';
import type { OrderDeskFilter } from './order-desk.repository.ts';

export type OrderDeskQuery = Pick<OrderListQuery, 'status' | 'paid' | 'q' | 'from' | 'to' | 'sort' | 'method'>;

export function toDeskFilter(query: OrderDeskQuery): OrderDeskFilter {
  return {
    ...(query.status ? { statuses: [query.status] } : {}),
    ...(query.paid === 'true' ? { statuses: intersect(query.status, PAID_STATUSES), paid: true } : {}),
    ...(query.paid === 'false' ? { paid: false } : {}),
    ...(query.method ? { method: query.method } : {}),
    ...(query.q ? { q: query.q } : {}),
    ...(query.from ? { createdFrom: storeDayStart(query.from) } : {}),
    ...(query.to ? { createdBefore: storeDayStart(query.to, 1) } : {}),
  };
}

/** `status` and `paid=true` together: that state if it is a paid one, else nothing. */
function intersect(status: string | undefined, paid: readonly string[]): readonly string[] {
  if (status === undefined) return paid;
  return paid.includes(status) ? [status] : [];
}

/** True when the query narrows the orders (then GET /orders answers X-Total-Count). */
export const isFiltered = (query: OrderDeskQuery): boolean =>
  Boolean(query.status || query.paid || query.q || query.from || query.to || query.method);

export const deskSort = (query: OrderDeskQuery): OrderDeskSort => query.sort ?? 'newest';
