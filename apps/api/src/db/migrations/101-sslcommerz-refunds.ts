// SSLCommerz refunds, one row per idempotency key (the order's refund key). SSLCommerz's refund API
// takes no idempotency key, so the row is claimed before the call and completed with SSLCommerz's
// refund_ref_id after it: a retry, or a second admin at the same moment, never refunds twice.
import type { Kysely } from 'kysely';

export async function up101(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sslcommerz_refunds')
    .addColumn('idempotency_key', 'text', (col) => col.primaryKey())
    .addColumn('tran_id', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    /** Null while the call to SSLCommerz is under way. */
    .addColumn('refund_ref_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}
