// The order desk (docs/decisions/090-order-desk.md): every change of an order's state is kept as an
// event, forever; orders get their shipping and refund columns; the sandbox provider keeps its
// refunds. Existing orders get a timeline rebuilt from what their row says (placed, closed, paid).
import { type Kysely, sql } from 'kysely';

export async function up090(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    /** Null for the order being placed. */
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    /** Null when the store did it (a payment, the expiry job, a refund made at the provider). */
    .addColumn('actor_user_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('carrier', 'text')
    .addColumn('tracking_number', 'text')
    .addColumn('refund_id', 'text')
    .execute();
  await db.schema.createIndex('order_events_order_at').on('order_events').columns(['order_id', 'at']).execute();

  // tracking_url: the carrier's page for the number, from CARRIER_TRACKING_URLS when it was shipped.
  for (const column of [
    'carrier',
    'tracking_number',
    'tracking_url',
    'refund_id',
    'refunded_at',
    'shipped_at',
    'delivered_at',
  ]) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute();
  }

  // The sandbox provider's refunds (Stripe keeps its own): one per idempotency key.
  await db.schema
    .createTable('sandbox_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_ref', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Timelines of the orders placed before events existed, from their rows: placed by the buyer;
  // closed (an unpaid order closed at or after its deadline expired, else its owner cancelled it);
  // paid by the store, or recorded as refund_due after the close.
  await sql`
    insert into order_events (id, order_id, from_status, to_status, actor_user_id, actor_email, at)
    select 'placed-' || id, id, null, 'unpaid', user_id, email, created_at from orders
  `.execute(db);
  const closedAs = sql`case when expires_at is not null and cancelled_at >= expires_at then 'expired' else 'cancelled' end`;
  await sql`
    insert into order_events (id, order_id, from_status, to_status, actor_user_id, actor_email, at)
    select 'closed-' || id, id, 'unpaid', ${closedAs},
           case when ${closedAs} = 'cancelled' then user_id end,
           case when ${closedAs} = 'cancelled' then email end,
           cancelled_at
    from orders where status in ('cancelled', 'expired', 'refund_due') and cancelled_at is not null
  `.execute(db);
  await sql`
    insert into order_events (id, order_id, from_status, to_status, at)
    select 'paid-' || id, id,
           case when status = 'refund_due' then ${closedAs} else 'unpaid' end,
           case when status = 'refund_due' then 'refund_due' else 'paid' end,
           coalesce(paid_at, created_at)
    from orders where status in ('paid', 'refund_due')
  `.execute(db);
}
