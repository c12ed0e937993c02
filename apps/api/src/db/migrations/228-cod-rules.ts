// The owner's cash-on-delivery rules (docs/decisions/225-cod-rules.md): one row, absent until the owner
// first saves; each rule is off while its column is null.
import type { Kysely } from 'kysely';

export async function up228(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cod_rules')
    /** Always 1: the store has one set of rules. */
    .addColumn('id', 'integer', (c) => c.primaryKey())
    /** JSON array of shipping zone ids where cash on delivery stays offered. */
    .addColumn('only_zone_ids', 'text')
    /** Poisha: the most a number without a delivered COD order may pay in cash (total with the fee). */
    .addColumn('new_number_max_total', 'integer')
    /** Refusals (returned or refused COD orders) at which a number no longer gets cash on delivery. */
    .addColumn('refuse_after', 'integer')
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The history counts per number: every COD order of one phone.
  await db.schema.createIndex('orders_phone_method').on('orders').columns(['phone', 'payment_method']).execute();
}
