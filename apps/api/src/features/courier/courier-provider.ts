// What the store asks of a courier: book a parcel, say where it is, and find a booking by our invoice.
import type { CourierName } from '@store/shared/schemas';

/** A parcel to book; `invoice` is the order id, unique per merchant, so a retried booking is found again. */
export interface ParcelRequest {
  invoice: string;
  recipientName: string;
  /** 01XXXXXXXXX */
  recipientPhone: string;
  /** Street, area, district, landmark; at most 250 characters. */
  recipientAddress: string;
  /** Poisha to collect on delivery (0 when paid online). */
  codAmount: number;
  note: string;
  itemDescription: string;
}

export interface BookedParcel {
  consignmentId: string;
  trackingCode: string;
  courierStatus: string;
}

export interface ParcelReport {
  courierStatus: string;
  /** Poisha the courier says it collected, when it says. */
  collectedAmount?: number;
}

export interface CourierProvider {
  readonly name: CourierName;
  /** The carrier written on the order: `Steadfast`. */
  readonly displayName: string;
  trackingUrl(trackingCode: string): string | null;
  bookParcel(parcel: ParcelRequest): Promise<BookedParcel>;
  /** `bookedAt`: the sandbox's clock starts there; a real courier asks only by consignment id. */
  parcelStatus(parcel: { consignmentId: string; bookedAt: string }, now: Date): Promise<ParcelReport>;
  /** The booking made with this invoice, or null when the courier has none. */
  findByInvoice(invoice: string): Promise<BookedParcel | null>;
}

/** The courier said no (a bad phone, an address it does not serve): its own words in `message`. */
export class CourierRefusedError extends Error {
  override name = 'CourierRefusedError';
}

/** The courier could not be reached or failed (a timeout, a 5xx, an answer we cannot read). */
export class CourierUnavailableError extends Error {
  override name = 'CourierUnavailableError';
}
