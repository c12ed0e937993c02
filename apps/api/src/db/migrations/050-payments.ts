// Payments: at most one open payment intent per order, and intents waiting to be cancelled
// at the provider (an order cancelled while its Stripe intent was open).
import { type Kysely, sql } from 'kysely';

export async function up050(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment_intents')
    .addColumn('provider_cancel_pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // NOTE: a partial unique index; two requests racing to open an intent for one order cannot both win.
  await db.schema
    .createIndex('payment_intents_one_open')
    .on('payment_intents')
    .column('order_id')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema
    .createIndex('payment_intents_cancel_pending')
    .on('payment_intents')
    .column('id')
    .where(sql.ref('provider_cancel_pending'), '=', 1)
    .execute();
}
