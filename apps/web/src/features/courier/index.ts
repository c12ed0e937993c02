// What other features use of the courier: the booking action and its results, and the parcel's panel.
export { canBookWithCourier } from './bookable.ts';
export { BookParcelButton } from './components/book-parcel-button.tsx';
export { BookingResults } from './components/booking-results.tsx';
export { ParcelPanel, ParcelStatusText, ParcelTrackingLink } from './components/parcel-panel.tsx';
export { type ParcelBooking, useParcelBooking } from './components/use-parcel-booking.ts';
