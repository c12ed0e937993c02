// The public product page's own texts (ours; the spec's visible texts stay in messages.ts).
export const PRODUCT_PAGE_TEXT = {
  order: 'Order',
  /** The Order link's full name for a screen reader and a crawler. */
  orderLabel: (name: string) => `Order ${name}`,
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  breadcrumbHome: 'Home',
  breadcrumbProducts: 'All Products',
  orderNote: 'Ordering needs an account: sign in or sign up on the next page.',
  description: (name: string, price: string, minQuantity: number) =>
    `${name}: ${price} a piece, minimum order ${minQuantity}. Bicycle parts made in Bangladesh.`,
} as const;
