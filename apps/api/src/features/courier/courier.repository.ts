// Kysely queries of the courier feature: parcels, the reports already applied, and payouts.
import type { Selectable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { CourierParcelTable, CourierPayoutTable } from '../../db/schema.ts';

export type ParcelRow = Selectable<CourierParcelTable>;
export type PayoutRow = Selectable<CourierPayoutTable>;

/** The in-flight marker of a booking whose row holds no consignment yet. */
export const BOOKING = 'booking';

export async function findParcel(db: DB, orderId: string): Promise<ParcelRow | undefined> {
  return db.selectFrom('courierParcels').selectAll().where('orderId', '=', orderId).executeTakeFirst();
}

export async function listParcelsOfOrders(db: DB, orderIds: string[]): Promise<ParcelRow[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom('courierParcels').selectAll().where('orderId', 'in', orderIds).execute();
}

export async function findParcelByConsignment(
  db: DB,
  courier: string,
  consignmentId: string,
): Promise<ParcelRow | undefined> {
  return db
    .selectFrom('courierParcels')
    .selectAll()
    .where('courier', '=', courier)
    .where('consignmentId', '=', consignmentId)
    .executeTakeFirst();
}

/** Claims the order's booking: false when a parcel row (booked or in flight) exists already. */
export async function claimBooking(
  db: DB,
  claim: { orderId: string; courier: string; codAmount: number; at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('courierParcels')
    .values({
      orderId: claim.orderId,
      courier: claim.courier,
      consignmentId: null,
      trackingCode: null,
      status: BOOKING,
      courierStatus: null,
      codAmount: claim.codAmount,
      collectedAmount: null,
      deliveryCharge: null,
      payoutId: null,
      bookedAt: claim.at,
      deliveredAt: null,
      updatedAt: claim.at,
      lastEventAt: null,
    })
    .onConflict((oc) => oc.column('orderId').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Takes over a claim left by a booking that stopped before `staleBefore` (a crash): true when ours now. */
export async function takeOverStaleClaim(db: DB, orderId: string, staleBefore: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('courierParcels')
    .set({ bookedAt: at, updatedAt: at })
    .where('orderId', '=', orderId)
    .where('status', '=', BOOKING)
    .where('updatedAt', '<', staleBefore)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A refusal or an outage: the claim goes, as if never made. */
export async function dropClaim(db: DB, orderId: string): Promise<void> {
  await db.deleteFrom('courierParcels').where('orderId', '=', orderId).where('status', '=', BOOKING).execute();
}

export async function completeBooking(
  db: DB,
  orderId: string,
  booked: { consignmentId: string; trackingCode: string; courierStatus: string; status: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('courierParcels')
    .set({
      consignmentId: booked.consignmentId,
      trackingCode: booked.trackingCode,
      courierStatus: booked.courierStatus,
      status: booked.status,
      bookedAt: booked.at,
      updatedAt: booked.at,
    })
    .where('orderId', '=', orderId)
    .where('status', '=', BOOKING)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a report only if the parcel is still in `from` (two reports at once: one wins). */
export async function updateParcelIf(
  db: DB,
  orderId: string,
  from: string,
  changes: {
    status: string;
    courierStatus: string;
    at: string;
    lastEventAt: string | null;
    collectedAmount?: number | null;
    deliveryCharge?: number | null;
    deliveredAt?: string | null;
  },
): Promise<boolean> {
  const { at, ...rest } = changes;
  const result = await db
    .updateTable('courierParcels')
    .set({ ...rest, updatedAt: at })
    .where('orderId', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records the report's key: false when it was recorded before (a replay). */
export async function recordEvent(
  db: DB,
  event: { courier: string; eventKey: string; orderId: string | null; at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('courierEvents')
    .values({ courier: event.courier, eventKey: event.eventKey, orderId: event.orderId, receivedAt: event.at })
    .onConflict((oc) => oc.columns(['courier', 'eventKey']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function hasEvent(db: DB, courier: string, eventKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('courierEvents')
    .select('eventKey')
    .where('courier', '=', courier)
    .where('eventKey', '=', eventKey)
    .executeTakeFirst();
  return row !== undefined;
}

/** Parcels the courier may still report on, oldest first. */
export async function listOpenParcels(db: DB, courier: string, limit: number): Promise<ParcelRow[]> {
  return db
    .selectFrom('courierParcels')
    .selectAll()
    .where('courier', '=', courier)
    .where('status', 'in', ['booked', 'in_transit', 'on_hold'])
    .where('consignmentId', 'is not', null)
    .orderBy('updatedAt')
    .limit(limit)
    .execute();
}

/** Cash-on-delivery parcels delivered, with cash collected and not paid out yet, and their orders. */
export async function listUnpaidCash(db: DB) {
  return db
    .selectFrom('courierParcels')
    .innerJoin('orders', 'orders.id', 'courierParcels.orderId')
    .select([
      'courierParcels.orderId',
      'courierParcels.courier',
      'courierParcels.deliveredAt',
      'courierParcels.collectedAmount',
      'courierParcels.codAmount',
      'orders.total',
    ])
    .where('courierParcels.payoutId', 'is', null)
    .where('courierParcels.codAmount', '>', 0)
    .where('courierParcels.collectedAmount', 'is not', null)
    .where('courierParcels.status', 'in', ['delivered', 'partly_delivered'])
    .orderBy('courierParcels.courier')
    .orderBy('courierParcels.deliveredAt')
    .orderBy('courierParcels.orderId')
    .execute();
}

/**
 * Marks the orders' parcels paid by `payoutId`, each only if it is delivered cash of that courier not paid
 * out yet; how many it marked and the cash they collected.
 */
export async function markPaidOut(db: DB, courier: string, orderIds: string[], payoutId: string) {
  const result = await db
    .updateTable('courierParcels')
    .set({ payoutId })
    .where('orderId', 'in', orderIds)
    .where('courier', '=', courier)
    .where('payoutId', 'is', null)
    .where('codAmount', '>', 0)
    .where('collectedAmount', 'is not', null)
    .where('status', 'in', ['delivered', 'partly_delivered'])
    .executeTakeFirst();
  const sum = await db
    .selectFrom('courierParcels')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('collectedAmount'), eb.val(0)).as('amount'))
    .where('payoutId', '=', payoutId)
    .executeTakeFirstOrThrow();
  return { marked: Number(result.numUpdatedRows), amount: Number(sum.amount) };
}

export async function insertPayout(db: DB, payout: PayoutRow): Promise<void> {
  await db.insertInto('courierPayouts').values(payout).execute();
}

export async function setPayoutAmount(db: DB, id: string, amount: number): Promise<void> {
  await db.updateTable('courierPayouts').set({ amount }).where('id', '=', id).execute();
}

export async function listPayouts(db: DB) {
  const payouts = await db
    .selectFrom('courierPayouts')
    .selectAll()
    .orderBy('paidOn', 'desc')
    .orderBy('createdAt', 'desc')
    .limit(500)
    .execute();
  const ids = payouts.map((p) => p.id);
  const parcels =
    ids.length === 0
      ? []
      : await db
          .selectFrom('courierParcels')
          .select(['orderId', 'payoutId'])
          .where('payoutId', 'in', ids)
          .orderBy('orderId')
          .execute();
  return { payouts, parcels };
}
