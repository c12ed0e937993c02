// Orders keep where they go and what the delivery was priced on (docs/decisions/221-shipping-zones.md).
// Orders placed before keep their free-text address and phone as they were: their new columns stay
// empty (no structured address, no zone, weight 0, cash on delivery allowed as it was).
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

export function up223(_dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.alterTable('orders').addColumn('delivery_address', 'text').execute();
    await db.schema.alterTable('orders').addColumn('shipping_zone', 'text').execute();
    await db.schema
      .alterTable('orders')
      .addColumn('weight_grams', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('orders')
      .addColumn('cod_offered', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  };
}
