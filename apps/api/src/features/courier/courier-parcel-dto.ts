// A parcel row as the API shows it (CourierParcel): amounts in taka, the courier's name and tracking page.
import { poishaToTaka } from '@store/shared/money';
import {
  COURIERS,
  type CourierName,
  type CourierParcel,
  PARCEL_STATUSES,
  type ParcelStatus,
} from '@store/shared/schemas';
import type { ParcelRow } from './courier.repository.ts';
import { STEADFAST_TRACKING_URL } from './steadfast-provider.ts';

export const COURIER_NAMES: Readonly<Record<CourierName, string>> = {
  sandbox: 'Sandbox courier',
  steadfast: 'Steadfast',
};

export const toCourierName = (s: string): CourierName =>
  (COURIERS as readonly string[]).includes(s) ? (s as CourierName) : 'sandbox';

export const trackingUrlOf = (courier: CourierName, trackingCode: string): string | null =>
  courier === 'steadfast' ? `${STEADFAST_TRACKING_URL}${encodeURIComponent(trackingCode)}` : null;

const toParcelStatus = (s: string): ParcelStatus =>
  (PARCEL_STATUSES as readonly string[]).includes(s) ? (s as ParcelStatus) : 'booked';

/** Cash on delivery collected other than asked (a partial delivery, a courier's mistake). */
export const hasAmountMismatch = (row: { codAmount: number; collectedAmount: number | null }): boolean =>
  row.codAmount > 0 && row.collectedAmount !== null && row.collectedAmount !== row.codAmount;

/** Only a booked row (one with a consignment) is a parcel. */
export function toParcelDto(row: ParcelRow): CourierParcel | null {
  if (row.consignmentId === null || row.trackingCode === null) return null;
  const courier = toCourierName(row.courier);
  return {
    courier,
    courierName: COURIER_NAMES[courier],
    consignmentId: row.consignmentId,
    trackingCode: row.trackingCode,
    trackingUrl: trackingUrlOf(courier, row.trackingCode),
    status: toParcelStatus(row.status),
    courierStatus: row.courierStatus ?? '',
    codAmount: poishaToTaka(row.codAmount),
    collectedAmount: row.collectedAmount === null ? null : poishaToTaka(row.collectedAmount),
    amountMismatch: hasAmountMismatch(row),
    bookedAt: row.bookedAt,
    updatedAt: row.updatedAt,
  };
}
