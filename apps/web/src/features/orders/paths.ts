// The addresses of an order's pages.
export const orderPath = (id: string): string => `/dashboard/orders/${encodeURIComponent(id)}`;
export const paymentPath = (id: string): string => `/dashboard/payment/${encodeURIComponent(id)}`;
export const invoicePath = (id: string): string => `${orderPath(id)}/invoice`;
