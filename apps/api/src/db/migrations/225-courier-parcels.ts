// Courier parcels, the reports applied and the payouts received (docs/features/courier.md).
import type { Kysely } from 'kysely';

export async function up225(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('courier_parcels')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('courier', 'text', (c) => c.notNull())
    .addColumn('consignment_id', 'text')
    .addColumn('tracking_code', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('courier_status', 'text')
    .addColumn('cod_amount', 'bigint', (c) => c.notNull())
    .addColumn('collected_amount', 'bigint')
    .addColumn('delivery_charge', 'bigint')
    .addColumn('payout_id', 'text')
    .addColumn('booked_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('last_event_at', 'text')
    .execute();
  await db.schema
    .createIndex('courier_parcels_consignment')
    .unique()
    .on('courier_parcels')
    .columns(['courier', 'consignment_id'])
    .execute();
  await db.schema.createIndex('courier_parcels_status').on('courier_parcels').columns(['status']).execute();
  await db.schema
    .createIndex('courier_parcels_unpaid_cash')
    .on('courier_parcels')
    .columns(['courier', 'payout_id'])
    .execute();
  await db.schema
    .createTable('courier_events')
    .addColumn('courier', 'text', (c) => c.notNull())
    .addColumn('event_key', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('courier_events_pk', ['courier', 'event_key'])
    .execute();
  await db.schema
    .createTable('courier_payouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('courier', 'text', (c) => c.notNull())
    .addColumn('paid_on', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
