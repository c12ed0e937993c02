// Published products (docs/decisions/243-published-products.md): an unpublished product is hidden from
// buyers and visitors but kept, with its orders and reviews, for staff. Every product published so far
// stays published, and a product created without saying otherwise is published.
// NOTE: 0/1 in an integer with a check on both databases, as cod_offered and is_default are, so that one
// query text (`published = 1`) serves SQLite and PostgreSQL alike.
import { type Kysely, sql } from 'kysely';

export async function up244(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products add column published integer not null default 1 check (published in (0, 1))`.execute(
    db,
  );
}
