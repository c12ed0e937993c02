// The product page (decision 140): ordered pictures, a specification and a SKU, and reviews whose
// count and total a trigger keeps on the product row. Triggers log every write in catalog_changes
// (decision 110), so cached answers follow whatever client wrote.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

const RECOUNT = (productId: string) => `update products set
    rating_count = (select count(*) from product_reviews where product_id = ${productId} and hidden_at is null),
    rating_total = (select coalesce(sum(rating), 0) from product_reviews where product_id = ${productId} and hidden_at is null)
  where id = ${productId}`;

export function up140(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await sql`alter table products add column sku text`.execute(db);
    await sql`alter table products add column rating_count integer not null default 0`.execute(db);
    await sql`alter table products add column rating_total integer not null default 0`.execute(db);
    await sql`create table product_images (
      product_id text not null references products(id) on delete cascade,
      position integer not null,
      url text not null,
      primary key (product_id, position)
    )`.execute(db);
    await sql`create table product_specs (
      product_id text not null references products(id) on delete cascade,
      position integer not null,
      name text not null,
      value text not null,
      primary key (product_id, position)
    )`.execute(db);
    await sql`create table product_reviews (
      id text primary key,
      product_id text not null references products(id) on delete cascade,
      user_id text not null,
      user_name text not null,
      rating integer not null,
      title text not null,
      body text not null,
      created_at text not null,
      updated_at text not null,
      hidden_at text,
      hidden_reason text,
      unique (product_id, user_id)
    )`.execute(db);
    await sql`create index product_reviews_newest on product_reviews (product_id, updated_at, id)`.execute(db);
    await sql`create index product_reviews_by_user on product_reviews (user_id)`.execute(db);
    // Hidden and shown, kept for the record (no foreign key: the record outlives a deleted product).
    await sql`create table product_review_events (
      id text primary key,
      review_id text not null,
      product_id text not null,
      action text not null,
      reason text not null,
      actor_user_id text not null,
      actor_email text not null,
      at text not null
    )`.execute(db);
    await sql`create index product_review_events_review on product_review_events (review_id, at)`.execute(db);

    if (dialect === 'sqlite') {
      for (const table of ['product_images', 'product_specs']) {
        for (const [op, row] of [
          ['insert', 'new'],
          ['update', 'new'],
          ['delete', 'old'],
        ] as const) {
          await sql
            .raw(
              `create trigger catalog_${table}_${op} after ${op} on ${table} begin
            insert into catalog_changes (product_id, mask) values (${row}.product_id, 1); end`,
            )
            .execute(db);
        }
      }
      for (const [op, row] of [
        ['insert', 'new'],
        ['update', 'new'],
        ['delete', 'old'],
      ] as const) {
        await sql
          .raw(
            `create trigger product_reviews_recount_${op} after ${op} on product_reviews begin
          ${RECOUNT(`${row}.product_id`)}; end`,
          )
          .execute(db);
      }
      return;
    }
    await sql`create function catalog_product_part_changed() returns trigger language plpgsql set search_path from current as $$
      begin
        if tg_op = 'DELETE' then
          insert into catalog_changes (product_id, mask) values (old.product_id, 1);
        else
          insert into catalog_changes (product_id, mask) values (new.product_id, 1);
        end if;
        return null;
      end $$`.execute(db);
    for (const table of ['product_images', 'product_specs']) {
      await sql
        .raw(
          `create trigger catalog_${table}_changed after insert or update or delete on ${table}
        for each row execute function catalog_product_part_changed()`,
        )
        .execute(db);
    }
    await sql
      .raw(
        `create function product_reviews_recount() returns trigger language plpgsql set search_path from current as $$
      declare pid text;
      begin
        if tg_op = 'DELETE' then pid := old.product_id; else pid := new.product_id; end if;
        ${RECOUNT('pid')};
        return null;
      end $$`,
      )
      .execute(db);
    await sql`create trigger product_reviews_recount after insert or update or delete on product_reviews
      for each row execute function product_reviews_recount()`.execute(db);
  };
}
