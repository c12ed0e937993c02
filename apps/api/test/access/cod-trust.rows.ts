// Access rows for cash on delivery the shop can trust: only an admin reads a number's COD history, the
// confirmation queue and the COD rules, or changes the rules; only an order's owner asks whether it may
// be paid in cash.
import { placeOrder } from '../order-desk-helpers.ts';
import type { AccessContext, AccessRow } from './types.ts';

export function environment() {
  return Promise.resolve({ env: { PAYMENT_PROVIDERS: 'sandbox,cod' }, close: () => Promise.resolve() });
}

const rulesRow = async (ctx: AccessContext) => ctx.t.store.db.selectFrom('codRules').selectAll().execute();

export const rows: AccessRow[] = [
  {
    name: 'GET /api/orders/{id}/cod (order of user A)',
    request: async (ctx) => {
      const { orderId } = await placeOrder(ctx.t, ctx.userA);
      return { method: 'GET', url: `/api/orders/${orderId}/cod` };
    },
    expect: { anonymous: 401, userA: 200, userB: 403, admin: 403 },
  },
  {
    name: 'GET /api/admin/cod-history',
    request: async () => ({
      method: 'GET',
      url: `/api/admin/cod-history?phones=${encodeURIComponent('+8801711000000')}`,
    }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'orders',
  },
  {
    name: 'GET /api/admin/cod-queue',
    request: async () => ({ method: 'GET', url: '/api/admin/cod-queue' }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'amounts',
  },
  {
    name: 'GET /api/admin/cod-rules',
    request: async () => ({ method: 'GET', url: '/api/admin/cod-rules' }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'settings',
  },
  {
    name: 'PUT /api/admin/cod-rules',
    request: async () => ({
      method: 'PUT',
      url: '/api/admin/cod-rules',
      payload: { onlyZoneIds: null, newNumberMaxTotal: 1500, refuseAfter: 2 },
    }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'settings',
    snapshot: rulesRow,
  },
  {
    // No advance was paid on this order: the admin passes the guard and gets 409.
    name: 'POST /api/orders/{id}/cod-advance/refund',
    request: async (ctx) => {
      const { orderId } = await placeOrder(ctx.t, ctx.userA);
      return { method: 'POST', url: `/api/orders/${orderId}/cod-advance/refund` };
    },
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 409 },
    permission: 'refunds',
  },
];
