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
  /** What sign-in methods are enabled (ours). */
  authConfig: '/auth-config',
  profile: (email: string) => `/myprofil/${encodeURIComponent(email)}`,
  myOrders: (email: string) => `/myorders?email=${encodeURIComponent(email)}`,
  myOrder: (id: string) => `/myorders/${encodeURIComponent(id)}`,
  orders: '/orders',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  createPaymentIntent: '/create-payment-intent',
  images: '/images',
  /** GET: an uploaded image (the display_url POST /images answers). */
  image: (id: string) => `/images/${encodeURIComponent(id)}`,
} as const;
