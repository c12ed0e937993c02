// Parcels booked with couriers, the courier reports already applied, and the cash couriers paid out
// (docs/features/courier.md). Money columns hold poisha.

/** One parcel per order: the order id is the key, and the courier's invoice. */
export interface CourierParcelTable {
  orderId: string;
  courier: string;
  /** Null while the booking is in flight (the row is the claim that keeps a second booking out). */
  consignmentId: string | null;
  trackingCode: string | null;
  /** Ours: `booking` while in flight, then one of PARCEL_STATUSES. */
  status: string;
  /** The courier's own word, as last reported. */
  courierStatus: string | null;
  codAmount: number;
  collectedAmount: number | null;
  deliveryCharge: number | null;
  payoutId: string | null;
  bookedAt: string;
  deliveredAt: string | null;
  updatedAt: string;
  /** The courier's time of the last report applied. */
  lastEventAt: string | null;
}

/** A courier report already applied: a replay of one is answered and changes nothing. */
export interface CourierEventTable {
  courier: string;
  eventKey: string;
  orderId: string | null;
  receivedAt: string;
}

export interface CourierPayoutTable {
  id: string;
  courier: string;
  /** YYYY-MM-DD, the day the courier paid. */
  paidOn: string;
  reference: string;
  amount: number;
  createdBy: string | null;
  createdAt: string;
}
