// API paths, relative to /api: the spec's (§7) and, for the rest, ours.
export const API_PREFIX = '/api';

export const API_PATHS = {
  products: '/products',
  product: (id: string) => `/products/${encodeURIComponent(id)}`,
  /** Every product, published or hidden, each with `published` (staff with the catalogue permission). */
  adminProducts: '/admin/products',
  /** The first of the gallery becomes the card picture. */
  productImages: (id: string) => `/products/${encodeURIComponent(id)}/images`,
  productSpecification: (id: string) => `/products/${encodeURIComponent(id)}/specification`,
  /** Every option and variant at once (admin). */
  productVariants: (id: string) => `/products/${encodeURIComponent(id)}/variants`,
  productReviews: (id: string, page = 1, limit?: number, others = false) =>
    `/products/${encodeURIComponent(id)}/reviews?page=${page}${limit ? `&limit=${limit}` : ''}${others ? '&others=true' : ''}`,
  myProductReview: (id: string) => `/products/${encodeURIComponent(id)}/reviews/mine`,
  moderatedReviews: (page = 1, hidden?: boolean) =>
    `/product-reviews?page=${page}${hidden === undefined ? '' : `&hidden=${hidden}`}`,
  hideProductReview: (id: string) => `/product-reviews/${encodeURIComponent(id)}/hide`,
  showProductReview: (id: string) => `/product-reviews/${encodeURIComponent(id)}/show`,
  categories: '/categories',
  category: (id: string) => `/categories/${encodeURIComponent(id)}`,
  categoryOrder: '/categories/order',
  reviews: '/review',
  moderatedStoreReviews: (page = 1, hidden?: boolean) =>
    `/store-reviews?page=${page}${hidden === undefined ? '' : `&hidden=${hidden}`}`,
  hideStoreReview: (id: string) => `/store-reviews/${encodeURIComponent(id)}/hide`,
  showStoreReview: (id: string) => `/store-reviews/${encodeURIComponent(id)}/show`,
  storeReview: (id: string) => `/store-reviews/${encodeURIComponent(id)}`,
  user: (email: string) => `/user/${encodeURIComponent(email)}`,
  users: '/user',
  admin: (email: string) => `/admin/${encodeURIComponent(email)}`,
  makeAdmin: (email: string) => `/user/admin/${encodeURIComponent(email)}`,
  /** DELETE: Remove Admin (the spec's button did nothing). */
  removeAdmin: (email: string) => `/user/admin/${encodeURIComponent(email)}`,
  /** PUT { role } (the owner only): a person's staff role (staff-roles.ts), or back to 'user'. */
  userRole: (id: string) => `/admin/users/${encodeURIComponent(id)}/role`,
  authConfig: '/auth-config',
  profile: (email: string) => `/myprofil/${encodeURIComponent(email)}`,
  /** The store's own My Orders keeps the cancelled orders. */
  myOrdersWithCancelled: (email: string) => `/myorders?email=${encodeURIComponent(email)}&include=cancelled`,
  myOrder: (id: string) => `/myorders/${encodeURIComponent(id)}`,
  orders: '/orders',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  /** An order as its tracking link shows it (no sign-in). */
  track: (key: string) => `/track/${encodeURIComponent(key)}`,
  orderTransitions: (id: string) => `/orders/${encodeURIComponent(id)}/transitions`,
  orderEvents: (id: string) => `/orders/${encodeURIComponent(id)}/events`,
  orderRefunds: (id: string) => `/orders/${encodeURIComponent(id)}/refunds`,
  orderInvoice: (id: string) => `/orders/${encodeURIComponent(id)}/invoice`,
  /** Without `lang`, in the owner's language. */
  orderInvoicePdf: (id: string, lang?: string) =>
    `/orders/${encodeURIComponent(id)}/invoice.pdf${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`,
  /** A refund's Mushak-6.7 credit note (JSON) and its PDF (without `lang`, in the owner's language). */
  orderCreditNote: (id: string, number: string) =>
    `/orders/${encodeURIComponent(id)}/credit-notes/${encodeURIComponent(number)}`,
  orderCreditNotePdf: (id: string, number: string, lang?: string) =>
    `/orders/${encodeURIComponent(id)}/credit-notes/${encodeURIComponent(number)}/pdf${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`,
  ordersExport: '/orders/export.csv',
  /** The admin's VAT summary for `from`–`to` (days), as CSV. */
  vatSummary: (from: string, to: string) =>
    `/admin/vat-summary.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  insights: '/admin/insights',
  lowStock: '/admin/low-stock',
  createPaymentIntent: '/create-payment-intent',
  paymentConfig: '/payments/config',
  sandboxConfirm: '/payments/sandbox/confirm',
  sslcommerzSession: '/payments/sslcommerz/session',
  cashOnDelivery: '/payments/cod',
  orderRefund: (id: string) => `/orders/${encodeURIComponent(id)}/refund`,
  cashToCollect: '/admin/cash-to-collect',
  cart: '/cart',
  deliveryQuote: '/delivery/quote',
  cartLine: (productId: string) => `/cart/lines/${encodeURIComponent(productId)}`,
  checkout: '/checkout',
  /** PUT the cart's one coupon code, DELETE it. */
  cartCoupon: '/cart/coupon',
  /** The owner's promotions (admin); `?state=` filters by what each means now. */
  promotions: (state?: string) => `/admin/promotions${state ? `?state=${encodeURIComponent(state)}` : ''}`,
  promotion: (id: string) => `/admin/promotions/${encodeURIComponent(id)}`,
  /** PATCH: pause or resume. */
  promotionStatus: (id: string) => `/admin/promotions/${encodeURIComponent(id)}/status`,
  storeConfig: '/store/config',
  shippingZones: '/shipping-zones',
  shippingZone: (id: string) => `/shipping-zones/${encodeURIComponent(id)}`,
  shippingZoneOrder: '/shipping-zones/order',
  outbox: '/admin/outbox',
  outboxMessage: (id: string) => `/admin/outbox/${encodeURIComponent(id)}`,
  smsOutbox: '/admin/sms-outbox',
  /** May the caller's order be paid in cash on delivery, and why not (cod-trust). */
  orderCod: (id: string) => `/orders/${encodeURIComponent(id)}/cod`,
  codHistory: '/admin/cod-history',
  codQueue: '/admin/cod-queue',
  codRules: '/admin/cod-rules',
  /** Gives back a cancelled or returned COD order's delivery fee paid in advance (admin). */
  codAdvanceRefund: (id: string) => `/orders/${encodeURIComponent(id)}/cod-advance/refund`,
  images: '/images',
  image: (id: string) => `/images/${encodeURIComponent(id)}`,
  courierBookings: '/admin/courier/bookings',
  /** Cash on delivery collected by couriers and not paid out yet. */
  courierCash: '/admin/courier/cash',
  courierPayouts: '/admin/courier/payouts',
  steadfastWebhook: '/courier/steadfast/webhook',
  addresses: '/addresses',
  address: (id: string) => `/addresses/${encodeURIComponent(id)}`,
  defaultAddress: (id: string) => `/addresses/${encodeURIComponent(id)}/default`,
} as const;
