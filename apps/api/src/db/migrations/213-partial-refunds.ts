// Refunds as a ledger (docs/decisions/213-partial-refunds-and-order-csv.md); orders refunded before
// get one succeeded row for their whole total.
import { type Kysely, sql } from 'kysely';

export async function up213(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_refunds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    /** `full` (the rest of the order, by its state change) or `partial`. */
    .addColumn('kind', 'text', (col) => col.notNull())
    /** Poisha given back. */
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('restock', 'integer', (col) => col.notNull().defaultTo(0))
    /** `pending` while the provider is asked (the amount is held against the order), then `succeeded`. */
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('provider_refund_id', 'text')
    /** `<invoice number>-CN<n>`: the invoice's credit side, given when the refund succeeds. */
    .addColumn('credit_note_number', 'text')
    .addColumn('note', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text')
    .addUniqueConstraint('order_refunds_order_key', ['order_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createTable('order_refund_lines')
    .addColumn('refund_id', 'text', (col) => col.notNull())
    .addColumn('order_id', 'text', (col) => col.notNull())
    .addColumn('line_no', 'integer', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('order_refund_lines_pk', ['refund_id', 'line_no'])
    .execute();
  await db.schema.createIndex('order_refund_lines_order').on('order_refund_lines').column('order_id').execute();
  await sql`
    insert into order_refunds (id, order_id, idempotency_key, kind, amount, restock, status, provider_refund_id, created_at, completed_at)
    select 'r-' || id, id, 'full', 'full', total, 0, 'succeeded', refund_id, coalesce(refunded_at, created_at), coalesce(refunded_at, created_at)
    from orders where refund_id is not null
  `.execute(db);
}
