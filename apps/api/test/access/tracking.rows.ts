// Access matrix rows for an order's tracking link: the key in the link is the credential, so every caller
// holding it reads the order, and a key that names no order is 404 for everyone. Reading changes nothing.
import { placeOrder } from '../order-desk-helpers.ts';
import type { AccessContext, AccessRow } from './types.ts';

const keyOfOrderOfUserA = async (ctx: AccessContext) => {
  const { orderId } = await placeOrder(ctx.t, ctx.userA);
  const row = await ctx.t.store.db.selectFrom('orders').select('trackKey').where('id', '=', orderId).executeTakeFirst();
  return row?.trackKey ?? '';
};

const orders = (ctx: AccessContext) => ctx.t.store.db.selectFrom('orders').selectAll().orderBy('id').execute();

export const rows: AccessRow[] = [
  {
    name: "GET /api/track/{key} (user A's order, with its link)",
    request: async (ctx) => ({ method: 'GET', url: `/api/track/${await keyOfOrderOfUserA(ctx)}` }),
    expect: { anonymous: 200, userA: 200, userB: 200, admin: 200 },
    snapshot: orders,
  },
  {
    name: 'GET /api/track/{key} (a key that names no order)',
    request: async () => ({ method: 'GET', url: '/api/track/AAAAAAAAAAAAAAAAAAAAAA' }),
    expect: { anonymous: 404, userA: 404, userB: 404, admin: 404 },
    snapshot: orders,
  },
];
