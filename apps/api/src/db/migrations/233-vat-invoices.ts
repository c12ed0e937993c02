// VAT invoices (docs/decisions/233-vat-invoices.md): a VAT rate per product, copied onto each order line
// at placement; the buyer's business details on the profile and, as given at checkout, on the order;
// gapless counters per series (`INV-2026-27`, `CN-2026-27`) for financial-year numbers.
// NOTE: frozen once shipped: the standard rate is written here as '15', not imported.
import { type Kysely, sql } from 'kysely';

export async function up233(db: Kysely<unknown>): Promise<void> {
  // Every product and every line ordered before it: the standard rate.
  await sql`alter table products add column vat_rate text not null default '15'`.execute(db);
  await sql`alter table order_lines add column vat_rate text not null default '15'`.execute(db);
  await sql`alter table orders add column buyer_business_name text`.execute(db);
  await sql`alter table orders add column buyer_bin text`.execute(db);
  await sql`alter table orders add column buyer_business_address text`.execute(db);
  await sql`alter table profiles add column business_name text not null default ''`.execute(db);
  await sql`alter table profiles add column bin text not null default ''`.execute(db);
  await sql`alter table profiles add column business_address text not null default ''`.execute(db);
  await sql`create table document_counters (
    series text primary key,
    last integer not null
  )`.execute(db);
}
