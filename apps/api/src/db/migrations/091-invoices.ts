// Invoices (docs/decisions/091-invoice-numbers.md); orders paid before get their numbers now.
// NOTE: a migration is frozen once shipped: it repeats the number format and the invoiced states
// instead of importing them from code that may change.
import { type Kysely, sql } from 'kysely';

const INVOICED_AT_MIGRATION = ['paid', 'processing', 'shipped', 'delivered', 'refund_due', 'refunded'];

const yearInDhaka = (iso: string): number =>
  Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric' }).format(new Date(iso)));

export async function up091(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoice_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    /** The last number given out in that year; the next invoice takes last + 1. */
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('orders').addColumn('invoice_number', 'text').execute();
  await db.schema.alterTable('orders').addColumn('invoice_issued_at', 'text').execute();
  await db.schema.createIndex('orders_invoice_number').on('orders').column('invoice_number').unique().execute();
  // The order desk: newest first, and one state newest first.
  await db.schema.createIndex('orders_created_at').on('orders').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('orders_status_created_at').on('orders').columns(['status', 'created_at']).execute();

  // NOTE: one-word aliases: the store's connection may turn snake_case result names into camelCase.
  const { rows } = await sql<{ id: string; paid: string }>`
    select id, paid_at as paid from orders
    where paid_at is not null and status in (${sql.join(INVOICED_AT_MIGRATION)})
    order by paid_at, id
  `.execute(db);
  const last = new Map<number, number>();
  for (const row of rows) {
    const year = yearInDhaka(row.paid);
    const n = (last.get(year) ?? 0) + 1;
    last.set(year, n);
    const number = `INV-${year}-${String(n).padStart(6, '0')}`;
    await sql`update orders set invoice_number = ${number}, invoice_issued_at = ${row.paid} where id = ${row.id}`.execute(
      db,
    );
  }
  for (const [year, n] of last) {
    await sql`insert into invoice_counters (year, last) values (${year}, ${n})`.execute(db);
  }
}
