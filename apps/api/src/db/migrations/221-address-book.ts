// A buyer's address book (decision 221): structured delivery addresses, at most
// one default per account, kept by a partial unique index so that two calls at once cannot make two.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

export function up221(_dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await sql`create table addresses (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      recipient_name text not null,
      phone text not null,
      division_id text not null,
      district_id text not null,
      area_id text not null,
      street text not null,
      landmark text not null default '',
      postcode text not null default '',
      is_default integer not null default 0 check (is_default in (0, 1)),
      created_at text not null,
      updated_at text not null
    )`.execute(db);
    // The book's order: the default first, then the newest.
    await sql`create index addresses_user on addresses (user_id, is_default, created_at)`.execute(db);
    await sql`create unique index addresses_one_default on addresses (user_id) where is_default = 1`.execute(db);
  };
}
