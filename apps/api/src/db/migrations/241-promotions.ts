// Promotions (docs/features/promotions.md): the owner's promotions and what they target, the discounts each order
// received (per promotion, and each goods line's share so that VAT and refunds work on what was paid), and each
// use of a limited promotion so that limits per customer can be counted and a cancelled order gives its use back.
import { type Kysely, sql } from 'kysely';

export async function up241(db: Kysely<unknown>): Promise<void> {
  await sql`create table promotions (
    id text primary key,
    name text not null,
    kind text not null,
    status text not null default 'active',
    starts_at text not null,
    ends_at text,
    percent integer,
    amount integer,
    buy_quantity integer,
    get_quantity integer,
    code text,
    min_subtotal integer,
    first_order_only integer not null default 0,
    customer_group_id text,
    payment_method text not null default 'any',
    max_uses integer,
    max_uses_per_customer integer,
    combinable integer not null default 1,
    uses integer not null default 0,
    discount_given integer not null default 0,
    created_at text not null,
    updated_at text not null
  )`.execute(db);
  await sql`create unique index promotions_code on promotions (code) where code is not null`.execute(db);
  await sql`create index promotions_period on promotions (status, starts_at)`.execute(db);
  // target_type: 'product' | 'variant' | 'category' | 'zone' (free delivery's zones).
  await sql`create table promotion_targets (
    promotion_id text not null references promotions (id) on delete cascade,
    target_type text not null,
    target_id text not null,
    primary key (promotion_id, target_type, target_id)
  )`.execute(db);
  await sql`create index promotion_targets_target on promotion_targets (target_type, target_id)`.execute(db);
  // One row per promotion an order received; amounts in poisha, as given at placement.
  await sql`create table order_discounts (
    order_id text not null references orders (id) on delete cascade,
    promotion_id text not null,
    name text not null,
    code text,
    kind text not null,
    amount integer not null,
    primary key (order_id, promotion_id)
  )`.execute(db);
  await sql`create index order_discounts_promotion on order_discounts (promotion_id)`.execute(db);
  // Each use of a promotion by an order; released_at set when the order is cancelled or expires unpaid.
  await sql`create table promotion_uses (
    promotion_id text not null,
    order_id text not null,
    user_id text not null,
    phone text not null,
    created_at text not null,
    released_at text,
    primary key (promotion_id, order_id)
  )`.execute(db);
  await sql`create index promotion_uses_user on promotion_uses (promotion_id, user_id)`.execute(db);
  await sql`create index promotion_uses_phone on promotion_uses (promotion_id, phone)`.execute(db);
  // The order's discount (all promotions) and each goods line's share of it; total = subtotal + shipping − discount.
  await sql`alter table orders add column discount integer not null default 0`.execute(db);
  // 'online' when a discount was given for paying online: cash on delivery is then refused for the order.
  await sql`alter table orders add column payment_method_required text`.execute(db);
  await sql`alter table order_lines add column discount integer not null default 0`.execute(db);
  // The buyer's coupon, kept with the cart.
  await sql`create table cart_coupons (
    user_id text primary key,
    code text not null,
    set_at text not null
  )`.execute(db);
}
