// Each booked order's outcome: booked with its tracking code, or why not (the courier's own reason as it
// wrote it, or the store's words for the API's code). Announced when it appears.
import type { CourierBookingResult } from '@store/shared/schemas';
import { useTexts } from '../../../lib/i18n.tsx';
import type { ParcelBooking } from './use-parcel-booking.ts';

function useFailureText() {
  const { BOOKING_FAILURE_TEXT } = useTexts('courier-ui');
  return (result: Extract<CourierBookingResult, { ok: false }>): string =>
    result.code === 'courier_refused' || !(result.code in BOOKING_FAILURE_TEXT)
      ? result.message
      : BOOKING_FAILURE_TEXT[result.code as keyof typeof BOOKING_FAILURE_TEXT];
}

/** `nameOf`: an order's name as the page shows it (its id when the page does not show it). */
export function BookingResults({ booking, nameOf }: { booking: ParcelBooking; nameOf: (orderId: string) => string }) {
  const { COURIER_UI_TEXT: T } = useTexts('courier-ui');
  const failureText = useFailureText();
  const { results, isFailed } = booking;
  return (
    // NOTE: the live region is there before its content, so that screen readers announce what arrives.
    <div aria-live="polite">
      {isFailed ? (
        <p role="alert" className="alert alert-error alert-soft">
          {T.bookFailed}
        </p>
      ) : null}
      {results && results.length > 0 ? (
        <section aria-label={T.resultsHeading} className="flex flex-col gap-2 rounded-box border border-base-300 p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">{T.resultsHeading}</p>
            <button type="button" className="btn btn-ghost btn-sm" onClick={booking.dismiss}>
              {T.dismissResults}
            </button>
          </div>
          <ul className="flex flex-col gap-1">
            {results.map((result) => (
              <li key={result.orderId} className="wrap-anywhere">
                {result.ok
                  ? T.resultBooked({ name: nameOf(result.orderId), code: result.parcel.trackingCode })
                  : T.resultRefused({ name: nameOf(result.orderId), reason: failureText(result) })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
