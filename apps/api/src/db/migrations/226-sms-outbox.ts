// The store's text messages to buyers (docs/features/sms.md): like the email outbox (092), one row per
// message written in the transaction of the order change that causes it; a background job delivers it.
import type { Kysely } from 'kysely';

export async function up226(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('template', 'text', (c) => c.notNull())
    /** +8801XXXXXXXXX */
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    /** The text as sent: written once, so the outbox shows what the buyer got. */
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('segments', 'integer', (c) => c.notNull())
    /** queued | held | sent | failed */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    /** The gateway's reference_id for a sent message. */
    .addColumn('gateway_ref', 'text')
    .addColumn('order_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  // The admins' outbox page: newest first.
  await db.schema.createIndex('sms_outbox_created').on('sms_outbox').columns(['created_at', 'id']).execute();
}
