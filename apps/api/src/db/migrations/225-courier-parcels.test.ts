// Migration 225 on a database filled by the previous schema: orders keep their state and carrier, and no
// order has a parcel; one parcel per order and one record per courier report are enforced by the keys.
// Run on SQLite and PostgreSQL.
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/build-test-app.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase(undefined, { empty: true });
});
afterEach(async () => {
  await database.drop();
});

const parcel = (orderId: string, consignmentId: string | null) => ({
  orderId,
  courier: 'steadfast',
  consignmentId,
  trackingCode: null,
  status: 'booking',
  courierStatus: null,
  codAmount: 112000,
  collectedAmount: null,
  deliveryCharge: null,
  payoutId: null,
  bookedAt: '2026-11-29T10:00:00.000Z',
  deliveredAt: null,
  updatedAt: '2026-11-29T10:00:00.000Z',
  lastEventAt: null,
});

it('adds the courier tables without touching orders; one parcel per order, one record per report', async () => {
  const { db } = database.store;
  await migrateTo(database.store, '224-variant-weights');
  await sql`insert into orders (id, user_id, email, product_id, product_name, unit_price, quantity, subtotal, shipping,
      total, address, phone, order_ref, status, created_at, carrier, tracking_number)
    values ('o-1', 'u-1', 'a@example.com', null, 'Chain', 50000, 2, 100000, 12000, 112000,
      'House 4, Road 2, Zindabazar, Sylhet', '01711000000', '', 'shipped', '2026-05-01T10:00:00.000Z', 'Pathao', 'P-1')`.execute(
    db,
  );

  await migrateToLatest(database.store);

  expect(await db.selectFrom('orders').select(['status', 'carrier', 'trackingNumber']).execute()).toEqual([
    { status: 'shipped', carrier: 'Pathao', trackingNumber: 'P-1' },
  ]);
  expect(await db.selectFrom('courierParcels').selectAll().execute()).toEqual([]);
  await db.insertInto('courierParcels').values(parcel('o-1', null)).execute();
  await expect(db.insertInto('courierParcels').values(parcel('o-1', null)).execute()).rejects.toThrow();
  // Two bookings in flight (no consignment yet) may coexist; two parcels with one consignment may not.
  await db.insertInto('courierParcels').values(parcel('o-2', null)).execute();
  await db.updateTable('courierParcels').set({ consignmentId: '1424107' }).where('orderId', '=', 'o-1').execute();
  await expect(
    db.updateTable('courierParcels').set({ consignmentId: '1424107' }).where('orderId', '=', 'o-2').execute(),
  ).rejects.toThrow();
  const event = { courier: 'steadfast', eventKey: 'webhook:1424107:delivered', orderId: 'o-1', receivedAt: 'now' };
  await db.insertInto('courierEvents').values(event).execute();
  await expect(db.insertInto('courierEvents').values(event).execute()).rejects.toThrow();
  expect(Number((await db.selectFrom('courierParcels').select('codAmount').executeTakeFirstOrThrow()).codAmount)).toBe(
    112000,
  );
});
