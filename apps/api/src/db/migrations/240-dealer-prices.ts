// Dealer prices (docs/features/dealer-prices.md): a variant's quantity breaks, customer groups with a percent off
// and fixed prices per variant, each buyer's group (none: retail) and buyers' applications to a group.
import { type Kysely, sql } from 'kysely';

export async function up240(db: Kysely<unknown>): Promise<void> {
  // No foreign key to the variant: a removed variant's rows are never read again (prices are read by variant id).
  await sql`create table price_breaks (
    variant_id text not null,
    min_quantity integer not null,
    price integer not null,
    primary key (variant_id, min_quantity)
  )`.execute(db);
  await sql`create table customer_groups (
    id text primary key,
    name text not null,
    discount_percent integer not null default 0,
    created_at text not null,
    updated_at text not null
  )`.execute(db);
  await sql`create unique index customer_groups_name on customer_groups (lower(name))`.execute(db);
  await sql`create table customer_group_prices (
    group_id text not null references customer_groups (id) on delete cascade,
    variant_id text not null,
    price integer not null,
    primary key (group_id, variant_id)
  )`.execute(db);
  await sql`create table customer_group_members (
    user_id text primary key,
    group_id text not null references customer_groups (id),
    assigned_at text not null
  )`.execute(db);
  await sql`create index customer_group_members_group on customer_group_members (group_id)`.execute(db);
  await sql`create table customer_group_applications (
    id text primary key,
    user_id text not null,
    group_id text not null references customer_groups (id) on delete cascade,
    note text not null,
    status text not null default 'pending',
    created_at text not null,
    decided_at text,
    decided_by text
  )`.execute(db);
  await sql`create index customer_group_applications_status on customer_group_applications (status, created_at)`.execute(
    db,
  );
  // One waiting application per buyer, whatever the race.
  await sql`create unique index customer_group_applications_pending on customer_group_applications (user_id)
    where status = 'pending'`.execute(db);
  await sql`create index customer_group_applications_user on customer_group_applications (user_id, created_at)`.execute(
    db,
  );
}
