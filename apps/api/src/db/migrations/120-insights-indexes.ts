// Indexes for the owner's insights (features/insights, docs/decisions/120-owner-insights.md): orders by
// when they were paid and refunded, and by when they were placed (each with the columns the sums
// and counts read, so SQLite answers from the index alone), order lines by order with what the
// product sums read, and accounts by when they were created (new customers).
import type { Kysely } from 'kysely';

export async function up120(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_paid_at').on('orders').columns(['paid_at', 'total', 'payment_method']).execute();
  await db.schema
    .createIndex('orders_refunded_at')
    .on('orders')
    .columns(['refunded_at', 'total', 'payment_method'])
    .execute();
  await db.schema.createIndex('orders_created_at_status').on('orders').columns(['created_at', 'status']).execute();
  await db.schema
    .createIndex('order_lines_sales')
    .on('order_lines')
    .columns(['order_id', 'product_id', 'product_name', 'quantity', 'line_total'])
    .execute();
  await db.schema.createIndex('users_created_at').on('users').columns(['created_at', 'role']).execute();
}
