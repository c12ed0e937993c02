// API paths, relative to /api (spec §7). Both the server and the web client use these.
export const API_PREFIX = '/api';

export const API_PATHS = {
  health: '/health',
  products: '/products',
  product: (id: string) => `/products/${encodeURIComponent(id)}`,
  reviews: '/review',
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
  myOrder: (id: string) => `/myorders/${encodeURIComponent(id)}`,
  orders: '/orders',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  createPaymentIntent: '/create-payment-intent',
  /** GET: the payment provider in use, and Stripe's publishable key (ours). */
  paymentConfig: '/payments/config',
  /** POST: the sandbox provider's card confirmation with the client secret (ours). */
  sandboxConfirm: '/payments/sandbox/confirm',
  /** POST: Stripe's webhook endpoint (ours). */
  paymentsWebhook: '/payments/webhook',
  /** GET: the caller's cart; DELETE: empty it (ours). */
  cart: '/cart',
  /** PUT { quantity } / DELETE: one line of the caller's cart (ours). */
  cartLine: (productId: string) => `/cart/lines/${encodeURIComponent(productId)}`,
  /** POST { address, phone, orderId? }: the cart becomes one order (ours). */
  checkout: '/checkout',
  /** GET: shipping fee, free-shipping threshold, unpaid-order deadline and limits (ours). */
  storeConfig: '/store/config',
  images: '/images',
  /** GET: an uploaded image (the display_url POST /images answers). */
  image: (id: string) => `/images/${encodeURIComponent(id)}`,
} as const;
