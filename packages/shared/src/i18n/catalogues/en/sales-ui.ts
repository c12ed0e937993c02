// Sales in the catalogue (docs/features/promotions.md): the price before a sale, struck through, and its end.
// No apostrophes: ICU reads them as quotes.
export default {
  SALE_TEXT: {
    /** What a screen reader reads for the struck-through price: "Was ৳450". */
    was: 'Was {price}',
    /** Under the price: "Sale ends 10 April" (Dhaka date). */
    endsOn: 'Sale ends {date}',
  },
} as const;
