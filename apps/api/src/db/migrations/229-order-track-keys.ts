// Each order placed from now on gets a random key for the tracking link in the buyer's SMS, so that a buyer
// without an account (or not signed in on that phone) can follow it. Older orders have none and no link.
import { type Kysely, sql } from 'kysely';

export async function up229(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column track_key text`.execute(db);
  await sql`create unique index orders_track_key on orders (track_key)`.execute(db);
}
