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
  profile: (email: string) => `/myprofil/${encodeURIComponent(email)}`,
  myOrders: (email: string) => `/myorders?email=${encodeURIComponent(email)}`,
  myOrder: (id: string) => `/myorders/${encodeURIComponent(id)}`,
  orders: '/orders',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  createPaymentIntent: '/create-payment-intent',
  images: '/images',
} as const;
