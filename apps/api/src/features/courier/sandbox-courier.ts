// The built-in courier of the zero-key start: it books every parcel and reports each delivered some
// minutes after booking (COURIER_SANDBOX_DELIVERY_MINUTES), so that the store shows the whole flow.
// It keeps nothing: its consignment id is derived from the invoice, so a retried booking gets the same one.
import { createHash } from 'node:crypto';
import type { BookedParcel, CourierProvider, ParcelReport } from './courier-provider.ts';

const consignmentOf = (invoice: string): string =>
  `SBX-${parseInt(createHash('sha256').update(invoice).digest('hex').slice(0, 12), 16)}`;

export function createSandboxCourier(deliveryMinutes: number): CourierProvider {
  const booked = (invoice: string): BookedParcel => {
    const consignmentId = consignmentOf(invoice);
    return { consignmentId, trackingCode: consignmentId, courierStatus: 'in_review' };
  };
  return {
    name: 'sandbox',
    displayName: 'Sandbox courier',
    trackingUrl: () => null,
    bookParcel: async (parcel) => booked(parcel.invoice),
    parcelStatus: async ({ bookedAt }, now): Promise<ParcelReport> => {
      const due = Date.parse(bookedAt) + deliveryMinutes * 60_000;
      return { courierStatus: now.getTime() >= due ? 'delivered' : 'pending' };
    },
    findByInvoice: async (invoice) => booked(invoice),
  };
}
