// Review moderation and buyers' ratings (decision 214): review_events logs each hide and deletion
// with what the review said; `by_buyer` marks a product review, and the product's average counts
// only those. Existing reviews are marked from the orders as they stand.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

const RECOUNT = (productId: string) => `update products set
    rating_count = (select count(*) from product_reviews
      where product_id = ${productId} and hidden_at is null and by_buyer = 1),
    rating_total = (select coalesce(sum(rating), 0) from product_reviews
      where product_id = ${productId} and hidden_at is null and by_buyer = 1)
  where id = ${productId}`;

// NOTE: the paid states of order-flow.ts (PAID_STATUSES) as they are today, written out: a migration
// must mean the same thing when the constant changes later.
const BOUGHT = `exists (select 1 from orders o join order_lines l on l.order_id = o.id
    where o.user_id = product_reviews.user_id and l.product_id = product_reviews.product_id
      and o.status in ('paid', 'processing', 'shipped', 'delivered', 'refund_due')
      and (o.payment_method is null or o.payment_method <> 'cod' or o.paid_at is not null))`;

export function up214(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await sql`alter table reviews add column hidden_at text`.execute(db);
    await sql`alter table reviews add column hidden_reason text`.execute(db);
    // Hidden, shown again and deleted, kept for the record (no foreign key: it outlives the review).
    await sql`create table review_events (
      id text primary key,
      review_id text not null,
      action text not null,
      reason text,
      author_email text not null,
      rating integer not null,
      description text not null,
      actor_user_id text not null,
      actor_email text not null,
      at text not null
    )`.execute(db);
    await sql`create index review_events_review on review_events (review_id, at)`.execute(db);

    await sql`alter table product_reviews add column by_buyer integer not null default 0`.execute(db);
    await sql.raw(`update product_reviews set by_buyer = case when ${BOUGHT} then 1 else 0 end`).execute(db);

    if (dialect === 'sqlite') {
      for (const [op, row] of [
        ['insert', 'new'],
        ['update', 'new'],
        ['delete', 'old'],
      ] as const) {
        await sql.raw(`drop trigger product_reviews_recount_${op}`).execute(db);
        await sql
          .raw(
            `create trigger product_reviews_recount_${op} after ${op} on product_reviews begin
          ${RECOUNT(`${row}.product_id`)}; end`,
          )
          .execute(db);
      }
    } else {
      await sql
        .raw(
          `create or replace function product_reviews_recount() returns trigger language plpgsql set search_path from current as $$
      declare pid text;
      begin
        if tg_op = 'DELETE' then pid := old.product_id; else pid := new.product_id; end if;
        ${RECOUNT('pid')};
        return null;
      end $$`,
        )
        .execute(db);
    }
    await sql
      .raw(
        `${RECOUNT('products.id')} and (rating_count > 0 or exists (select 1 from product_reviews r where r.product_id = products.id))`,
      )
      .execute(db);
  };
}
