// What the payment method itself costs the buyer, in poisha: the cash-on-delivery fee (COD_FEE) added
// to the total when the buyer chooses to pay in cash. `total` = subtotal + shipping + payment_fee.
import type { Kysely } from 'kysely';

export async function up100(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('payment_fee', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
