// What an admin order read leaves out for a role without `amounts` (a packer): prices, totals, payments and
// refunds (docs/decisions/240-staff-roles.md). The buyer's own order is always whole.
import {
  ORDER_AMOUNT_KEYS,
  ORDER_LINE_AMOUNT_KEYS,
  type Order,
  type OrderEvent,
  type OrderWithoutAmounts,
  type StaffOrder,
} from '@store/shared/schemas';
import { hasPermission } from '@store/shared/staff-roles';
import type { AuthUser } from '../../lib/auth-user.ts';
import { assertPermission } from '../../lib/staff-permissions.ts';

/** Whether `user` reads what orders cost (the buyer reads their own order whole: `ownerId`). */
export const seesAmounts = (user: AuthUser, ownerId?: string | null): boolean =>
  hasPermission(user.role, 'amounts') || (ownerId !== undefined && ownerId === user.id);

function omit<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Omit<T, K> {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}

/** The order without a single amount or payment detail: the fields are left out, never sent as zeros. */
export function withoutAmounts(order: Order): OrderWithoutAmounts {
  return {
    ...omit(order, ORDER_AMOUNT_KEYS),
    lines: order.lines.map((line) => omit(line, ORDER_LINE_AMOUNT_KEYS)),
  };
}

/** Sorting the desk by total ranks orders by what they cost: 403 for a role without `amounts`. */
export function assertMaySort(user: AuthUser, sort: string | undefined): void {
  if (sort?.startsWith('total')) assertPermission(user, 'amounts');
}

/** The order as `user` may read it. */
export const orderAsSeenBy = (user: AuthUser, order: Order, ownerId?: string | null): StaffOrder =>
  seesAmounts(user, ownerId) ? order : withoutAmounts(order);

/**
 * A timeline event as a role without `amounts` reads it: no refund id, and no note of a refund, a payment or a
 * remark of the store's own that moved nothing (an advance paid, a second payment); staff's notes and the
 * store's state changes (a parcel delivered or returned, with the cash collected) stay.
 */
export function eventWithoutAmounts(event: OrderEvent): OrderEvent {
  const { refundId, ...rest } = event;
  const isMoney =
    refundId !== null && refundId !== undefined
      ? true
      : event.to === 'refunded' || event.to === 'paid' || (event.by === null && event.from === event.to);
  return isMoney ? { ...rest, note: null } : rest;
}
