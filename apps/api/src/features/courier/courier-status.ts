// A courier's status words as our parcel states, and which report may follow which.
import { FINAL_PARCEL_STATUSES, type ParcelStatus } from '@store/shared/schemas';

/**
 * Steadfast's words (the sandbox uses the same). NOTE: "approval pending" after a delivery means the parcel
 * reached the buyer and Steadfast has yet to credit the cash: for the order it is delivered. A cancel
 * awaiting approval is still on its way back, so the order returns only at `cancelled`.
 */
const STATUS_OF: Readonly<Record<string, ParcelStatus>> = {
  in_review: 'booked',
  pending: 'in_transit',
  cancelled_approval_pending: 'in_transit',
  hold: 'on_hold',
  unknown: 'on_hold',
  unknown_approval_pending: 'on_hold',
  delivered_approval_pending: 'delivered',
  delivered: 'delivered',
  partial_delivered_approval_pending: 'partly_delivered',
  partial_delivered: 'partly_delivered',
  cancelled: 'returned',
};

/** Null for a word we do not know: it is recorded and changes nothing. */
export const parcelStatusOf = (courierStatus: string): ParcelStatus | null =>
  STATUS_OF[courierStatus.trim().toLowerCase()] ?? null;

export const isFinalParcelStatus = (s: string): boolean => (FINAL_PARCEL_STATUSES as readonly string[]).includes(s);

const RANK: Readonly<Record<ParcelStatus, number>> = {
  booked: 0,
  in_transit: 1,
  on_hold: 1,
  delivered: 2,
  partly_delivered: 2,
  returned: 2,
};

/**
 * Whether a report of `next` may follow the parcel's `current` state: never backwards (a late `pending`
 * after `delivered`), and nothing after a final state but the same state again (its approval).
 */
export function mayFollow(current: ParcelStatus, next: ParcelStatus): boolean {
  if (isFinalParcelStatus(current)) return next === current;
  return RANK[next] >= RANK[current];
}
