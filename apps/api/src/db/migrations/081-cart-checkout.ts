// Carts on the server, orders of several lines with shipping, idempotency keys, and a deadline for
// unpaid orders. Existing orders become one line each (rows kept, shipping 0); existing unpaid orders
// get a deadline 48 hours after this migration runs, with their expiry job
// (docs/decisions/081-cart-and-checkout.md).
import { type Kysely, sql } from 'kysely';

/** The deadline given to orders that were unpaid before deadlines existed (the default TTL). */
const EXISTING_UNPAID_GRACE_HOURS = 48;

export async function up081(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cart_lines')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    /** Poisha: the price the buyer saw when setting the line; checkout refuses another. */
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    /** Kept so that a line whose product was deleted can still say what it was. */
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('img', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_lines_pk', ['user_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    /** Null once the product is deleted; the line keeps its name and prices. */
    .addColumn('product_id', 'text')
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('line_total', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_lines_pk', ['order_id', 'line_no'])
    .execute();
  await db.schema.createIndex('order_lines_product').on('order_lines').column('product_id').execute();

  await db.schema
    .alterTable('orders')
    .addColumn('subtotal', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('shipping', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('expires_at', 'text').execute();
  await db.schema.createIndex('orders_user_status').on('orders').columns(['user_id', 'status']).execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    /** sha256 of the call and its body: the same key with another body is refused. */
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_expiry').on('idempotency_keys').column('expires_at').execute();

  // Existing orders: one line each, their total is their subtotal, no shipping was charged.
  await sql`
    insert into order_lines (order_id, line_no, product_id, product_name, unit_price, quantity, line_total)
    select id, 1, product_id, product_name, unit_price, quantity, total from orders
  `.execute(db);
  await sql`update orders set subtotal = total, shipping = 0`.execute(db);

  const now = new Date();
  const deadline = new Date(now.getTime() + EXISTING_UNPAID_GRACE_HOURS * 3_600_000).toISOString();
  await sql`update orders set expires_at = ${deadline} where status = 'unpaid'`.execute(db);
  await sql`
    insert into background_jobs (id, kind, payload, status, run_at, attempts, max_attempts, created_at, updated_at)
    select 'order-expire-' || id, 'order.expire', '{"orderId":"' || id || '"}', 'pending', ${deadline}, 0, 10,
           ${now.toISOString()}, ${now.toISOString()}
    from orders where status = 'unpaid'
  `.execute(db);
}
