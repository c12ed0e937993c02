// The short hold of an unpaid order on its stock (docs/decisions/212-unpaid-stock-hold.md):
// `stock_held` is 1 while the order's pieces are taken from stock for it, 0 once they went back
// (its hold lapsed unpaid, or it was closed); `hold_until` is when an unpaid order's hold lapses.
// Orders placed before this migration keep holding until they are paid, cancelled or expire
// (hold_until null): their buyers were promised the old deadline.
import type { Kysely } from 'kysely';

export async function up212(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('stock_held', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('orders').addColumn('hold_until', 'text').execute();
}
