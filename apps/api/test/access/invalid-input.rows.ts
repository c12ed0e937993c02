// Access matrix rows: every protected route that takes a body or a query, called with one that fails
// validation. The guard runs onRequest, before the input is parsed, so an anonymous caller always gets
// 401, and a signed-in user gets 403 from an admin route before any 400 could tell them about the input.
// access-matrix.test.ts checks that every bearer-protected route of the OpenAPI document that takes a
// body or a query has a row here. (A path parameter cannot be made invalid: the router answers 414
// for one over 100 characters before any route, guard or schema.)
import type { Permission } from '@store/shared/staff-roles';
import type { AccessRow } from './types.ts';

const UNKNOWN_ID = '6f1b2c3d-0000-4000-8000-000000000000';

const forUsers = { anonymous: 401, userA: 400, userB: 400, admin: 400 };
const forAdmins = { anonymous: 401, userA: 403, userB: 403, admin: 400 };

/** The permission of each staff route below (staff-roles.ts): staff without it get 403 before the input is read. */
const PERMISSION_OF: Readonly<Record<string, Permission>> = {
  'PUT /api/admin/users/{id}/role': 'roles',
  'GET /api/admin/audit': 'audit',
  'GET /api/admin/audit.csv': 'audit',
  'POST /api/products': 'catalog',
  'PATCH /api/products/{id}': 'catalog',
  'POST /api/categories': 'catalog',
  'PATCH /api/categories/{id}': 'catalog',
  'PUT /api/categories/order': 'catalog',
  'PUT /api/products/{id}/images': 'catalog',
  'PUT /api/products/{id}/variants': 'catalog',
  'PUT /api/products/{id}/specification': 'catalog',
  'PUT /api/products/{id}/variants/{variantId}/price-breaks': 'catalog',
  'POST /api/images': 'catalog',
  'POST /api/admin/catalog/import/preview': 'catalog',
  'POST /api/admin/catalog/import/apply': 'catalog',
  'POST /api/admin/products/bulk': 'catalog',
  'GET /api/product-reviews': 'reviews',
  'POST /api/product-reviews/{id}/hide': 'reviews',
  'POST /api/product-reviews/{id}/show': 'reviews',
  'GET /api/store-reviews': 'reviews',
  'POST /api/store-reviews/{id}/hide': 'reviews',
  'POST /api/store-reviews/{id}/show': 'reviews',
  'GET /api/orders': 'orders',
  'GET /api/orders/export.csv': 'orders',
  'GET /api/orders?promotion=': 'orders',
  'GET /api/admin/cod-history': 'orders',
  // The desk's step is read from the order after the input: any staff role reaches the 400.
  'POST /api/orders/{id}/transitions': 'orders',
  'POST /api/orders/{id}/refunds': 'refunds',
  'POST /api/admin/courier/bookings': 'dispatch',
  'POST /api/admin/courier/payouts': 'cash',
  'GET /api/admin/insights': 'insights',
  'GET /api/admin/vat-summary.csv': 'vat',
  'GET /api/admin/outbox': 'outbox',
  'GET /api/admin/sms-outbox': 'outbox',
  'GET /api/admin/contact-messages': 'inbox',
  'POST /api/admin/contact-messages/{id}/replies': 'inbox',
  'PUT /api/admin/contact-messages/{id}/status': 'inbox',
  'GET /api/admin/quotes': 'inbox',
  'POST /api/admin/quotes/{id}/versions': 'inbox',
  'PUT /api/admin/quotes/{id}/status': 'inbox',
  'POST /api/shipping-zones': 'settings',
  'PUT /api/shipping-zones/{id}': 'settings',
  'PUT /api/shipping-zones/order': 'settings',
  'PUT /api/admin/cod-rules': 'settings',
  'POST /api/customer-groups': 'customer-groups',
  'PATCH /api/customer-groups/{id}': 'customer-groups',
  'PUT /api/customer-groups/{id}/prices/{variantId}': 'customer-groups',
  'PUT /api/customer-groups/members/{userId}': 'customer-groups',
  'GET /api/admin/promotions': 'promotions',
  'POST /api/admin/promotions': 'promotions',
  'PUT /api/admin/promotions/{id}': 'promotions',
  'PATCH /api/admin/promotions/{id}/status': 'promotions',
};

/** Builds a row whose request needs no fixtures; a staff route's row names its permission. */
const row = (
  route: string,
  request: Awaited<ReturnType<AccessRow['request']>>,
  expect: AccessRow['expect'],
): AccessRow => {
  const permission = PERMISSION_OF[route];
  return { name: `${route} (invalid input)`, request: async () => request, expect, ...(permission && { permission }) };
};

const json = (value: unknown) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(value) });

export const rows: AccessRow[] = [
  row(
    'PUT /api/admin/users/{id}/role',
    { method: 'PUT', url: `/api/admin/users/${UNKNOWN_ID}/role`, ...json({ role: 'admin' }) },
    forAdmins,
  ),
  row('POST /api/products', { method: 'POST', url: '/api/products', ...json({ name: 42 }) }, forAdmins),
  row(
    'PATCH /api/products/{id}',
    { method: 'PATCH', url: `/api/products/${UNKNOWN_ID}`, ...json({ price: 'free' }) },
    forAdmins,
  ),
  row('POST /api/categories', { method: 'POST', url: '/api/categories', ...json({ name: '' }) }, forAdmins),
  row(
    'PATCH /api/categories/{id}',
    { method: 'PATCH', url: `/api/categories/${UNKNOWN_ID}`, ...json({ name: 7 }) },
    forAdmins,
  ),
  row('PUT /api/categories/order', { method: 'PUT', url: '/api/categories/order', ...json({ ids: 'all' }) }, forAdmins),
  row(
    'POST /api/images',
    {
      method: 'POST',
      url: '/api/images',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'not a multipart body',
    },
    forAdmins,
  ),
  row(
    'PUT /api/products/{id}/images',
    { method: 'PUT', url: `/api/products/${UNKNOWN_ID}/images`, ...json({ images: [] }) },
    forAdmins,
  ),
  row(
    'PUT /api/products/{id}/variants',
    { method: 'PUT', url: `/api/products/${UNKNOWN_ID}/variants`, ...json({ options: [], variants: [] }) },
    forAdmins,
  ),
  row(
    'PUT /api/products/{id}/specification',
    { method: 'PUT', url: `/api/products/${UNKNOWN_ID}/specification`, ...json({ specs: [{ key: '' }] }) },
    forAdmins,
  ),
  row(
    'PUT /api/products/{id}/reviews/mine',
    { method: 'PUT', url: `/api/products/${UNKNOWN_ID}/reviews/mine`, ...json({ rating: '5', title: '', text: '' }) },
    forUsers,
  ),
  row('GET /api/product-reviews', { method: 'GET', url: '/api/product-reviews?page=0' }, forAdmins),
  row(
    'POST /api/product-reviews/{id}/hide',
    { method: 'POST', url: `/api/product-reviews/${UNKNOWN_ID}/hide`, ...json({ reason: '' }) },
    forAdmins,
  ),
  row(
    'POST /api/product-reviews/{id}/show',
    { method: 'POST', url: `/api/product-reviews/${UNKNOWN_ID}/show`, ...json({}) },
    forAdmins,
  ),
  row('POST /api/review', { method: 'POST', url: '/api/review', ...json({ des: '', number: 'five' }) }, forUsers),
  row('GET /api/store-reviews', { method: 'GET', url: '/api/store-reviews?hidden=maybe' }, forAdmins),
  row(
    'POST /api/store-reviews/{id}/hide',
    { method: 'POST', url: `/api/store-reviews/${UNKNOWN_ID}/hide`, ...json({ reason: '' }) },
    forAdmins,
  ),
  row(
    'POST /api/store-reviews/{id}/show',
    { method: 'POST', url: `/api/store-reviews/${UNKNOWN_ID}/show`, ...json({}) },
    forAdmins,
  ),
  row(
    'PUT /api/myprofil/{email}',
    { method: 'PUT', url: '/api/myprofil/someone@example.com', ...json({ city: 7 }) },
    forUsers,
  ),
  row('POST /api/orders', { method: 'POST', url: '/api/orders', ...json({ orderQuanty: 'many' }) }, forUsers),
  row('GET /api/myorders', { method: 'GET', url: '/api/myorders' }, forUsers),
  row('GET /api/orders', { method: 'GET', url: '/api/orders?limit=abc' }, forAdmins),
  row('GET /api/admin/outbox', { method: 'GET', url: '/api/admin/outbox?page=0' }, forAdmins),
  row(
    'POST /api/admin/courier/bookings',
    { method: 'POST', url: '/api/admin/courier/bookings', ...json({ orderIds: [] }) },
    forAdmins,
  ),
  row(
    'POST /api/admin/courier/payouts',
    { method: 'POST', url: '/api/admin/courier/payouts', ...json({ courier: 'steadfast', paidOn: '29/11/2026' }) },
    forAdmins,
  ),
  row('GET /api/admin/sms-outbox', { method: 'GET', url: '/api/admin/sms-outbox?page=0' }, forAdmins),
  row('GET /api/admin/contact-messages', { method: 'GET', url: '/api/admin/contact-messages?status=spam' }, forAdmins),
  row(
    'POST /api/admin/contact-messages/{id}/replies',
    { method: 'POST', url: `/api/admin/contact-messages/${UNKNOWN_ID}/replies`, ...json({ body: '' }) },
    forAdmins,
  ),
  row(
    'PUT /api/admin/contact-messages/{id}/status',
    { method: 'PUT', url: `/api/admin/contact-messages/${UNKNOWN_ID}/status`, ...json({ status: 'spam' }) },
    forAdmins,
  ),
  row('GET /api/admin/quotes', { method: 'GET', url: '/api/admin/quotes?status=lost' }, forAdmins),
  row(
    'POST /api/admin/quotes/{id}/versions',
    { method: 'POST', url: `/api/admin/quotes/${UNKNOWN_ID}/versions`, ...json({ lines: [], shipping: -1 }) },
    forAdmins,
  ),
  row(
    'PUT /api/admin/quotes/{id}/status',
    { method: 'PUT', url: `/api/admin/quotes/${UNKNOWN_ID}/status`, ...json({ status: 'accepted' }) },
    forAdmins,
  ),
  row(
    'POST /api/quotes/{id}/accept',
    { method: 'POST', url: `/api/quotes/${UNKNOWN_ID}/accept`, ...json({ version: 0 }) },
    forUsers,
  ),
  row('GET /api/orders/export.csv', { method: 'GET', url: '/api/orders/export.csv?from=tomorrow' }, forAdmins),
  row('GET /api/orders?promotion=', { method: 'GET', url: `/api/orders?promotion=${'x'.repeat(101)}` }, forAdmins),
  row(
    'GET /api/admin/insights',
    { method: 'GET', url: '/api/admin/insights?from=2026-03-02&to=2026-03-01' },
    forAdmins,
  ),
  row('GET /api/admin/audit', { method: 'GET', url: '/api/admin/audit?from=2026-03-02&to=2026-03-01' }, forAdmins),
  row('GET /api/admin/audit.csv', { method: 'GET', url: '/api/admin/audit.csv?page=0' }, forAdmins),
  row(
    'PATCH /api/orders/{id}',
    { method: 'PATCH', url: `/api/orders/${UNKNOWN_ID}`, ...json({ transactionId: 5 }) },
    forUsers,
  ),
  row(
    'POST /api/create-payment-intent',
    { method: 'POST', url: '/api/create-payment-intent', ...json({ price: 'x' }) },
    forUsers,
  ),
  row(
    'POST /api/payments/sslcommerz/session',
    { method: 'POST', url: '/api/payments/sslcommerz/session', ...json({ order: 7 }) },
    forUsers,
  ),
  row('POST /api/payments/cod', { method: 'POST', url: '/api/payments/cod', ...json({}) }, forUsers),
  row(
    'POST /api/payments/sandbox/confirm',
    { method: 'POST', url: '/api/payments/sandbox/confirm', ...json({ clientSecret: 1, card: {} }) },
    forUsers,
  ),
  row('GET /api/cart', { method: 'GET', url: `/api/cart?addressId=${'a'.repeat(101)}` }, forUsers),
  row(
    'GET /api/delivery/quote',
    { method: 'GET', url: `/api/delivery/quote?addressId=a&productId=p&quantity=0` },
    forUsers,
  ),
  row(
    'PUT /api/cart/lines/{productId}',
    { method: 'PUT', url: `/api/cart/lines/${UNKNOWN_ID}`, ...json({ quantity: 'two' }) },
    forUsers,
  ),
  row(
    'DELETE /api/cart/lines/{productId}',
    { method: 'DELETE', url: `/api/cart/lines/${UNKNOWN_ID}?variantId=${'v'.repeat(101)}` },
    forUsers,
  ),
  row(
    'POST /api/orders/{id}/transitions',
    { method: 'POST', url: `/api/orders/${UNKNOWN_ID}/transitions`, ...json({ to: 'shipped' }) },
    forAdmins,
  ),
  row(
    'POST /api/orders/{id}/refunds',
    { method: 'POST', url: `/api/orders/${UNKNOWN_ID}/refunds`, ...json({ amount: 'all of it' }) },
    forAdmins,
  ),
  row(
    'GET /api/orders/{id}/invoice.pdf',
    { method: 'GET', url: `/api/orders/${UNKNOWN_ID}/invoice.pdf?lang=fr` },
    forUsers,
  ),
  row(
    'GET /api/orders/{id}/credit-notes/{number}/pdf',
    { method: 'GET', url: `/api/orders/${UNKNOWN_ID}/credit-notes/CN-2026-27-000001/pdf?lang=fr` },
    forUsers,
  ),
  row(
    'GET /api/admin/vat-summary.csv',
    { method: 'GET', url: '/api/admin/vat-summary.csv?from=2026-07-01' },
    forAdmins,
  ),
  row('POST /api/checkout', { method: 'POST', url: '/api/checkout', ...json({ address: 7 }) }, forUsers),
  row(
    'PUT /api/account/language',
    { method: 'PUT', url: '/api/account/language', ...json({ language: 'fr' }) },
    forUsers,
  ),
  row('POST /api/addresses', { method: 'POST', url: '/api/addresses', ...json({ phone: 'none' }) }, forUsers),
  row(
    'PUT /api/addresses/{id}',
    { method: 'PUT', url: `/api/addresses/${UNKNOWN_ID}`, ...json({ phone: 'none' }) },
    forUsers,
  ),
  row(
    'POST /api/shipping-zones',
    { method: 'POST', url: '/api/shipping-zones', ...json({ name: '', baseFee: -1 }) },
    forAdmins,
  ),
  row(
    'PUT /api/shipping-zones/{id}',
    { method: 'PUT', url: `/api/shipping-zones/${UNKNOWN_ID}`, ...json({ perKgFee: 'cheap' }) },
    forAdmins,
  ),
  row(
    'PUT /api/shipping-zones/order',
    { method: 'PUT', url: '/api/shipping-zones/order', ...json({ ids: 'all' }) },
    forAdmins,
  ),
  row('GET /api/admin/cod-history', { method: 'GET', url: '/api/admin/cod-history?phones=' }, forAdmins),
  row(
    'PUT /api/admin/cod-rules',
    { method: 'PUT', url: '/api/admin/cod-rules', ...json({ refuseAfter: 0 }) },
    forAdmins,
  ),
  // Dealer prices (pricing.rows.ts has who may call them).
  row(
    'PUT /api/products/{id}/variants/{variantId}/price-breaks',
    {
      method: 'PUT',
      url: `/api/products/${UNKNOWN_ID}/variants/${UNKNOWN_ID}/price-breaks`,
      ...json({ breaks: 'many' }),
    },
    forAdmins,
  ),
  row('POST /api/customer-groups', { method: 'POST', url: '/api/customer-groups', ...json({ name: '' }) }, forAdmins),
  row(
    'PATCH /api/customer-groups/{id}',
    { method: 'PATCH', url: `/api/customer-groups/${UNKNOWN_ID}`, ...json({ discountPercent: 'lots' }) },
    forAdmins,
  ),
  row(
    'PUT /api/customer-groups/{id}/prices/{variantId}',
    { method: 'PUT', url: `/api/customer-groups/${UNKNOWN_ID}/prices/${UNKNOWN_ID}`, ...json({ price: -1 }) },
    forAdmins,
  ),
  row(
    'PUT /api/customer-groups/members/{userId}',
    { method: 'PUT', url: `/api/customer-groups/members/${UNKNOWN_ID}`, ...json({ groupId: 7 }) },
    forAdmins,
  ),
  row(
    'POST /api/pricing/applications',
    { method: 'POST', url: '/api/pricing/applications', ...json({ groupId: '' }) },
    forUsers,
  ),
  row('GET /api/admin/promotions', { method: 'GET', url: '/api/admin/promotions?state=sleeping' }, forAdmins),
  row(
    'POST /api/admin/promotions',
    { method: 'POST', url: '/api/admin/promotions', ...json({ kind: 'magic' }) },
    forAdmins,
  ),
  row(
    'PUT /api/admin/promotions/{id}',
    { method: 'PUT', url: `/api/admin/promotions/${UNKNOWN_ID}`, ...json({ name: '' }) },
    forAdmins,
  ),
  row(
    'PATCH /api/admin/promotions/{id}/status',
    { method: 'PATCH', url: `/api/admin/promotions/${UNKNOWN_ID}/status`, ...json({ status: 'asleep' }) },
    forAdmins,
  ),
  row('PUT /api/cart/coupon', { method: 'PUT', url: '/api/cart/coupon', ...json({ code: '!' }) }, forUsers),
  row(
    'POST /api/admin/catalog/import/preview',
    { method: 'POST', url: '/api/admin/catalog/import/preview', ...json({ csv: 'not a file' }) },
    forAdmins,
  ),
  row(
    'POST /api/admin/catalog/import/apply',
    {
      method: 'POST',
      url: '/api/admin/catalog/import/apply',
      headers: { 'content-type': 'text/csv' },
      payload: 'Product ID,Variant ID\r\n',
    },
    forAdmins,
  ),
  row(
    'POST /api/admin/products/bulk',
    { method: 'POST', url: '/api/admin/products/bulk', ...json({ action: 'double', ids: [] }) },
    forAdmins,
  ),
];
