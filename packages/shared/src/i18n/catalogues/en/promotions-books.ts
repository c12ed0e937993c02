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
  INSIGHTS_PROMOTIONS_TEXT: {
    heading: 'Promotions',
    caption: 'Orders placed with each promotion in the period (not cancelled or expired), beside the period before.',
    colPromotion: 'Promotion',
    colUses: 'Uses',
    colDiscount: 'Discount given (৳)',
    colSales: 'Sales (৳)',
    before: 'before: {value}',
    none: 'No order placed in this period used a promotion.',
  },
  ORDER_DESK_PROMOTION_TEXT: {
    filterLabel: 'Promotion',
    any: 'Any promotion',
  },
} as const;
