// Promotions on the books (docs/features/promotions.md, "On the books"): the invoice's discount, the mails' and
// SMS's discount lines, the insights' promotions and the order desk's promotion filter. No apostrophes: ICU reads
// them as quotes.
export default {
  BOOKS_DISCOUNT_TEXT: {
    discount: 'Discount',
    lineDiscount: 'Discount {amount}',
    discounts: 'Discounts',
    withCode: '{name} (code {code})',
    vatAfterDiscount: 'VAT is on what was paid, after the discount.',
    smsOff: '({amount} off)',
  },
} as const;
