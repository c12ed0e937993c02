// Books orders with the courier and keeps the last results, so that a page shows each order's outcome
// (its tracking code or the courier's reason) until the next booking.
import { useState } from 'react';
import type { CourierBookingResult } from '@store/shared/schemas';
import { useBookParcels } from '../api/book-parcels.ts';

export interface ParcelBooking {
  book: (orderIds: string[]) => void;
  isPending: boolean;
  /** The last booking's results; null before one, or after dismiss. */
  results: CourierBookingResult[] | null;
  /** The last booking never reached an answer (network, server error). */
  isFailed: boolean;
  dismiss: () => void;
}

export function useParcelBooking(onDone?: (results: CourierBookingResult[]) => void): ParcelBooking {
  const mutation = useBookParcels();
  const [results, setResults] = useState<CourierBookingResult[] | null>(null);
  return {
    book: (orderIds) => {
      setResults(null);
      mutation.mutate(orderIds, {
        onSuccess: (answer) => {
          setResults(answer.results);
          onDone?.(answer.results);
        },
      });
    },
    isPending: mutation.isPending,
    results,
    isFailed: mutation.isError,
    dismiss: () => {
      setResults(null);
      mutation.reset();
    },
  };
}
