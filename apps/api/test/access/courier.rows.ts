// Access rows for the courier: only an admin books parcels, reads the cash couriers owe and records their
// payouts; Steadfast's webhook takes no sign-in but its own Bearer token (a user's token is refused).
import { SteadfastDouble, TEST_STEADFAST } from '../../src/features/courier/testing/steadfast-double.ts';
import { newId, nowIso } from '../../src/lib/ids.ts';
import { insertDeskOrder } from '../order-desk-fixtures.ts';
import type { AccessContext, AccessRow } from './types.ts';

const adminOnly = (status: number) => ({ anonymous: 401, userA: 403, userB: 403, admin: status });

export async function environment() {
  const double = await SteadfastDouble.start();
  return { env: double.env(), close: () => double.close() };
}

/** A paid order of user A, ready to book. */
const paidOrder = ({ t, userA }: AccessContext) =>
  insertDeskOrder(t.store.db, userA, { status: 'paid', paidAt: nowIso(), transactionId: `pi_${newId()}` });

/** A cash-on-delivery order of user A delivered by Steadfast, its cash collected and not paid out. */
async function deliveredCash(ctx: AccessContext): Promise<string> {
  const { db } = ctx.t.store;
  const at = nowIso();
  const orderId = await insertDeskOrder(db, ctx.userA, { status: 'delivered', paidAt: at, transactionId: 'COD-x' });
  const { total } = await db.selectFrom('orders').select('total').where('id', '=', orderId).executeTakeFirstOrThrow();
  await db.updateTable('orders').set({ paymentMethod: 'cod' }).where('id', '=', orderId).execute();
  await db
    .insertInto('courierParcels')
    .values({
      orderId,
      courier: 'steadfast',
      consignmentId: `M-${orderId}`,
      trackingCode: 'SFMATRIX',
      status: 'delivered',
      courierStatus: 'delivered',
      codAmount: total,
      collectedAmount: total,
      deliveryCharge: null,
      payoutId: null,
      bookedAt: at,
      deliveredAt: at,
      updatedAt: at,
      lastEventAt: null,
    })
    .execute();
  return orderId;
}

const courierSnapshot = async ({ t }: AccessContext) => ({
  parcels: await t.store.db.selectFrom('courierParcels').selectAll().orderBy('orderId').execute(),
  payouts: await t.store.db.selectFrom('courierPayouts').selectAll().orderBy('id').execute(),
  orders: await t.store.db.selectFrom('orders').select(['id', 'status']).orderBy('id').execute(),
  events: await t.store.db.selectFrom('courierEvents').selectAll().orderBy('eventKey').execute(),
});

export const rows: AccessRow[] = [
  {
    name: 'POST /api/admin/courier/bookings (a paid order)',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/admin/courier/bookings',
      payload: { orderIds: [await paidOrder(ctx)] },
    }),
    expect: adminOnly(200),
    permission: 'dispatch',
    snapshot: courierSnapshot,
  },
  {
    name: 'GET /api/admin/courier/cash',
    request: async () => ({ method: 'GET', url: '/api/admin/courier/cash' }),
    expect: adminOnly(200),
    permission: 'cash',
  },
  {
    name: 'POST /api/admin/courier/payouts (delivered cash of Steadfast)',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/admin/courier/payouts',
      payload: {
        courier: 'steadfast',
        paidOn: '2026-11-29',
        reference: 'BANK-1',
        orderIds: [await deliveredCash(ctx)],
      },
    }),
    expect: adminOnly(201),
    permission: 'cash',
    snapshot: courierSnapshot,
  },
  {
    name: 'GET /api/admin/courier/payouts',
    request: async () => ({ method: 'GET', url: '/api/admin/courier/payouts' }),
    expect: adminOnly(200),
    permission: 'cash',
  },
  {
    name: "POST /api/courier/steadfast/webhook (the caller's own token)",
    request: async () => ({
      method: 'POST',
      url: '/api/courier/steadfast/webhook',
      payload: { notification_type: 'delivery_status', consignment_id: 1, status: 'delivered', updated_at: 'now' },
    }),
    expect: { anonymous: 401, userA: 401, userB: 401, admin: 401 },
    snapshot: courierSnapshot,
  },
  {
    name: "POST /api/courier/steadfast/webhook (Steadfast's token)",
    request: async () => ({
      method: 'POST',
      url: '/api/courier/steadfast/webhook',
      headers: { authorization: `Bearer ${TEST_STEADFAST.STEADFAST_WEBHOOK_TOKEN}` },
      payload: { notification_type: 'delivery_status', consignment_id: 1, status: 'delivered', updated_at: 'now' },
    }),
    expect: { anonymous: 200, userA: 200, userB: 200, admin: 200 },
  },
];
