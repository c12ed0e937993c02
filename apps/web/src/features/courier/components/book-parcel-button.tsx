// "Book with courier" for one order (a desk row, the order page); in a list its name says which order.
import { useTexts } from '../../../lib/i18n.tsx';
import type { ParcelBooking } from './use-parcel-booking.ts';

interface BookParcelButtonProps {
  orderId: string;
  name: string;
  booking: ParcelBooking;
  isInList?: boolean;
}

export function BookParcelButton({ orderId, name, booking, isInList = false }: BookParcelButtonProps) {
  const { COURIER_UI_TEXT: T } = useTexts('courier-ui');
  return (
    <button
      type="button"
      className={`btn btn-primary ${isInList ? 'btn-sm' : ''}`}
      disabled={booking.isPending}
      onClick={() => booking.book([orderId])}
      aria-label={isInList ? `${T.bookAction}: ${name}` : undefined}
    >
      {booking.isPending && !isInList ? T.booking : T.bookAction}
    </button>
  );
}
