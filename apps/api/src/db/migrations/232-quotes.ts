// Request For Quote (docs/features/quotes.md): a buyer's request and its lines, the owner's quotes in versions
// (each kept, with its lines at their quoted unit prices), and the order an acceptance placed.
import { type Kysely, sql } from 'kysely';

export async function up232(db: Kysely<unknown>): Promise<void> {
  await sql`create table quote_requests (
    id text primary key,
    user_id text,
    key text not null unique,
    name text not null,
    email text not null,
    phone text not null,
    note text not null,
    locale text not null,
    status text not null default 'requested',
    latest_version integer not null default 0,
    valid_until text,
    order_id text,
    created_at text not null,
    updated_at text not null
  )`.execute(db);
  await sql`create index quote_requests_status on quote_requests (status, created_at)`.execute(db);
  await sql`create index quote_requests_user on quote_requests (user_id, created_at)`.execute(db);
  await sql`create table quote_request_lines (
    request_id text not null references quote_requests (id),
    line_no integer not null,
    product_id text not null,
    variant_id text not null,
    name text not null,
    quantity integer not null,
    primary key (request_id, line_no)
  )`.execute(db);
  await sql`create table quote_versions (
    request_id text not null references quote_requests (id),
    version integer not null,
    shipping integer not null,
    valid_until text not null,
    note text not null,
    created_at text not null,
    created_by text not null,
    primary key (request_id, version)
  )`.execute(db);
  await sql`create table quote_version_lines (
    request_id text not null,
    version integer not null,
    line_no integer not null,
    variant_id text not null,
    product_id text not null,
    name text not null,
    quantity integer not null,
    unit_price integer not null,
    primary key (request_id, version, line_no),
    foreign key (request_id, version) references quote_versions (request_id, version)
  )`.execute(db);
}
