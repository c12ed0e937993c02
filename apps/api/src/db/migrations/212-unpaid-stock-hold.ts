// The short hold of an unpaid order on its stock (docs/decisions/212-unpaid-stock-hold.md). Orders
// placed before keep holding until paid, cancelled or expired (hold_until null): their buyers were
// promised the old deadline.
import type { Kysely } from 'kysely';

export async function up212(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('stock_held', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('orders').addColumn('hold_until', 'text').execute();
}
