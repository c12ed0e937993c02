// Indexes for the owner's insights (features/insights): orders by when they were paid and refunded
// (each with the columns the sums read, so SQLite answers from the index alone), and accounts by
// when they were created (new customers).
import type { Kysely } from 'kysely';

export async function up120(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_paid_at').on('orders').columns(['paid_at', 'total', 'payment_method']).execute();
  await db.schema
    .createIndex('orders_refunded_at')
    .on('orders')
    .columns(['refunded_at', 'total', 'payment_method'])
    .execute();
  await db.schema.createIndex('users_created_at').on('users').columns(['created_at', 'role']).execute();
}
