// How each order was paid: the provider that took the payment (`sandbox`, `stripe`, `sslcommerz`) or
// `cod` for cash on delivery. Set in the transaction that records the payment (or, for cash on
// delivery, when the buyer chooses it); read by the order desk and the owner's insights.
// Orders paid before this migration take the provider of the payment intent their transaction id names.
import { type Kysely, sql } from 'kysely';

export async function up093(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('payment_method', 'text').execute();
  await sql`
    update orders set payment_method = (
      select pi.provider from payment_intents pi where pi.provider_ref = orders.transaction_id
      order by pi.created_at limit 1
    )
    where transaction_id is not null
  `.execute(db);
}
