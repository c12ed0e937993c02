// Messages the Bangla catalogue keeps as the English writes them: names (the brand, people, the
// language switch's own name) and fixed codes. The catalogue test lets these, and only these, stay
// without Bangla letters.
export const KEPT_AS_WRITTEN: ReadonlySet<string> = new Set([
  'common.SPEC_TEXT.brand',
  // The card's security code, as printed on the card.
  'payments.PAYMENT_TEXT.cvc',
  // A stock-keeping unit: the trade's own word, written so on labels and invoices.
  'product-page.PRODUCT_PAGE_TEXT.sku',
  // The same word before a line's own SKU, in the cart and on orders.
  'cart.CART_TEXT.lineSku',
  'orders.ORDER_TEXT.lineSku',
]);
