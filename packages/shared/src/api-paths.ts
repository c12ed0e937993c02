// API paths, relative to /api (spec §7). Both the server and the web client use these.
export const API_PREFIX = '/api';

export const API_PATHS = {
  health: '/health',
  products: '/products',
  product: (id: string) => `/products/${encodeURIComponent(id)}`,
  /** PUT { images } (admin): the product's gallery in order; the first becomes the card picture (ours). */
  productImages: (id: string) => `/products/${encodeURIComponent(id)}/images`,
  /** PUT { sku, specs } (admin): the product's SKU and specification table (ours). */
  productSpecification: (id: string) => `/products/${encodeURIComponent(id)}/specification`,
  /** GET ?page=&limit=: the product's shown reviews, newest first, with the summary; `others`: non-buyers' (ours). */
  productReviews: (id: string, page = 1, limit?: number, others = false) =>
    `/products/${encodeURIComponent(id)}/reviews?page=${page}${limit ? `&limit=${limit}` : ''}${others ? '&others=true' : ''}`,
  /** GET / PUT { rating, title, text } / DELETE (signed in): the caller's review of the product (ours). */
  myProductReview: (id: string) => `/products/${encodeURIComponent(id)}/reviews/mine`,
  /** GET ?page=&hidden= (admin): every product review, newest first, for moderation (ours). */
  moderatedReviews: (page = 1, hidden?: boolean) =>
    `/product-reviews?page=${page}${hidden === undefined ? '' : `&hidden=${hidden}`}`,
  /** POST { reason } (admin): hide a product review / show it again; both are logged (ours). */
  hideProductReview: (id: string) => `/product-reviews/${encodeURIComponent(id)}/hide`,
  showProductReview: (id: string) => `/product-reviews/${encodeURIComponent(id)}/show`,
  /** GET: the categories in their order; POST (admin): add one (ours). */
  categories: '/categories',
  /** PATCH { name } / DELETE (admin): rename or delete a category (ours). */
  category: (id: string) => `/categories/${encodeURIComponent(id)}`,
  /** PUT { ids } (admin): the categories' new order (ours). */
  categoryOrder: '/categories/order',
  reviews: '/review',
  /** GET ?page=&hidden= (admin): every store review, newest first, for moderation (ours). */
  moderatedStoreReviews: (page = 1, hidden?: boolean) =>
    `/store-reviews?page=${page}${hidden === undefined ? '' : `&hidden=${hidden}`}`,
  /** POST { reason } (admin): hide a store review / show it again; DELETE: delete it. All logged (ours). */
  hideStoreReview: (id: string) => `/store-reviews/${encodeURIComponent(id)}/hide`,
  showStoreReview: (id: string) => `/store-reviews/${encodeURIComponent(id)}/show`,
  storeReview: (id: string) => `/store-reviews/${encodeURIComponent(id)}`,
  user: (email: string) => `/user/${encodeURIComponent(email)}`,
  users: '/user',
  admin: (email: string) => `/admin/${encodeURIComponent(email)}`,
  makeAdmin: (email: string) => `/user/admin/${encodeURIComponent(email)}`,
  /** DELETE: Remove Admin (ours; the spec's button did nothing). */
  removeAdmin: (email: string) => `/user/admin/${encodeURIComponent(email)}`,
  /** POST (admin): sign {email} out everywhere; every session and bearer token of theirs ends (ours). */
  revokeSessions: (email: string) => `/admin/users/${encodeURIComponent(email)}/sessions/revoke`,
  /** What sign-in methods are enabled (ours). */
  authConfig: '/auth-config',
  profile: (email: string) => `/myprofil/${encodeURIComponent(email)}`,
  myOrders: (email: string) => `/myorders?email=${encodeURIComponent(email)}`,
  /** The store's own My Orders: the spec's list with the cancelled orders kept. */
  myOrdersWithCancelled: (email: string) => `/myorders?email=${encodeURIComponent(email)}&include=cancelled`,
  myOrder: (id: string) => `/myorders/${encodeURIComponent(id)}`,
  orders: '/orders',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  /** POST { to, note?, carrier?, trackingNumber?, restock? } (admin): move an order to another state (ours). */
  orderTransitions: (id: string) => `/orders/${encodeURIComponent(id)}/transitions`,
  /** GET (owner or admin): the order's timeline, oldest first (ours). */
  orderEvents: (id: string) => `/orders/${encodeURIComponent(id)}/events`,
  /** POST (admin, Idempotency-Key): a partial refund; GET (admin): the refunds and what is left (ours). */
  orderRefunds: (id: string) => `/orders/${encodeURIComponent(id)}/refunds`,
  /** GET (owner or admin): the paid order's invoice as JSON, for the printable view (ours). */
  orderInvoice: (id: string) => `/orders/${encodeURIComponent(id)}/invoice`,
  /** GET (owner or admin): the invoice as a PDF in this language (the page's); without it, in the owner's (ours). */
  orderInvoicePdf: (id: string, lang?: string) =>
    `/orders/${encodeURIComponent(id)}/invoice.pdf${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`,
  /** GET (admin): the order desk's current filter as CSV, one row per order (ours). */
  ordersExport: '/orders/export.csv',
  /** GET ?from=&to= (admin): the owner's figures and charts for a period of the store's days (ours). */
  insights: '/admin/insights',
  /** GET (admin): products under LOW_STOCK_AT (ours). */
  lowStock: '/admin/low-stock',
  createPaymentIntent: '/create-payment-intent',
  /** GET: the payment provider in use, and Stripe's publishable key (ours). */
  paymentConfig: '/payments/config',
  /** POST: the sandbox provider's card confirmation with the client secret (ours). */
  sandboxConfirm: '/payments/sandbox/confirm',
  /** POST: Stripe's webhook endpoint (ours). */
  paymentsWebhook: '/payments/webhook',
  /** POST { order }: opens an SSLCommerz session for the caller's order; answers the gateway page (ours). */
  sslcommerzSession: '/payments/sslcommerz/session',
  /** POST (form, from SSLCommerz): the IPN; checked with SSLCommerz's validation API (ours). */
  sslcommerzIpn: '/payments/sslcommerz/ipn',
  /** POST (form, the buyer's browser back from the gateway): success, fail or cancel (ours). */
  sslcommerzReturn: (outcome: 'success' | 'fail' | 'cancel') => `/payments/sslcommerz/return/${outcome}`,
  /** POST { order }: the buyer pays the order in cash when it arrives (ours). */
  cashOnDelivery: '/payments/cod',
  /** GET (admin): the state of an order's refund at its provider (ours). */
  orderRefund: (id: string) => `/orders/${encodeURIComponent(id)}/refund`,
  /** GET (admin): cash-on-delivery orders confirmed and not yet paid: how many, and the cash to collect (ours). */
  cashToCollect: '/admin/cash-to-collect',
  /** GET: the caller's cart; DELETE: empty it (ours). */
  cart: '/cart',
  /** PUT { quantity } / DELETE: one line of the caller's cart (ours). */
  cartLine: (productId: string) => `/cart/lines/${encodeURIComponent(productId)}`,
  /** POST { address, phone, orderId? }: the cart becomes one order (ours). */
  checkout: '/checkout',
  /** GET: shipping fee, free-shipping threshold, unpaid-order deadline and limits (ours). */
  storeConfig: '/store/config',
  /** GET (admin): the store's outbox, newest first, paged with ?page= (ours). */
  outbox: '/admin/outbox',
  /** GET (admin): one email of the outbox with its rendered HTML and text (ours). */
  outboxMessage: (id: string) => `/admin/outbox/${encodeURIComponent(id)}`,
  images: '/images',
  /** GET: an uploaded image (the display_url POST /images answers). */
  image: (id: string) => `/images/${encodeURIComponent(id)}`,
} as const;
