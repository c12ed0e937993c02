// The catalog's change log, written by triggers in the writing transaction (docs/decisions/110-catalog-answer-cache.md).
// mask: 1 the row, 2 price, 4 name, 8 description, 16 membership (insert, delete, created_at), 32 reviews.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

const UPDATE_MASK = (n: string, o: string) => `1
  | (case when ${n}.price <> ${o}.price then 2 else 0 end)
  | (case when ${n}.name <> ${o}.name then 4 else 0 end)
  | (case when ${n}.description <> ${o}.description then 8 else 0 end)
  | (case when ${n}.created_at <> ${o}.created_at or ${n}.id <> ${o}.id then 16 else 0 end)`;

export function up110(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    if (dialect === 'sqlite') {
      await sql`create table catalog_changes (
        seq integer primary key autoincrement,
        product_id text,
        mask integer not null
      )`.execute(db);
      await sql`create trigger catalog_products_inserted after insert on products begin
        insert into catalog_changes (product_id, mask) values (new.id, 31); end`.execute(db);
      await sql`create trigger catalog_products_deleted after delete on products begin
        insert into catalog_changes (product_id, mask) values (old.id, 31); end`.execute(db);
      await sql
        .raw(
          `create trigger catalog_products_updated after update on products begin
        insert into catalog_changes (product_id, mask) values (new.id, ${UPDATE_MASK('new', 'old')}); end`,
        )
        .execute(db);
      for (const op of ['insert', 'update', 'delete']) {
        await sql
          .raw(
            `create trigger catalog_reviews_${op} after ${op} on reviews begin
          insert into catalog_changes (product_id, mask) values (null, 32); end`,
          )
          .execute(db);
      }
      return;
    }
    await sql`create table catalog_changes (
      seq bigserial primary key,
      product_id text,
      mask integer not null
    )`.execute(db);
    await sql
      .raw(
        `create function catalog_products_changed() returns trigger language plpgsql set search_path from current as $$
      begin
        if tg_op = 'INSERT' then
          insert into catalog_changes (product_id, mask) values (new.id, 31);
        elsif tg_op = 'DELETE' then
          insert into catalog_changes (product_id, mask) values (old.id, 31);
        else
          insert into catalog_changes (product_id, mask) values (new.id, ${UPDATE_MASK('new', 'old')});
        end if;
        return null;
      end $$`,
      )
      .execute(db);
    await sql`create function catalog_reviews_changed() returns trigger language plpgsql set search_path from current as $$
      begin
        insert into catalog_changes (product_id, mask) values (null, 32);
        return null;
      end $$`.execute(db);
    // The functions keep the schema they were made in (SET search_path FROM CURRENT), so that a
    // write from a connection with another search_path (psql, a script) is logged too.
    // No NOTIFY here: PostgreSQL serialises the commits of transactions that notify (a global lock
    // held through the commit's fsync), which slowed every order on a busy disk. The instance that
    // wrote sends it after the commit instead (features/catalog/catalog-freshness.ts).
    await sql`create trigger catalog_products_changed after insert or update or delete on products
      for each row execute function catalog_products_changed()`.execute(db);
    await sql`create trigger catalog_reviews_changed after insert or update or delete on reviews
      for each row execute function catalog_reviews_changed()`.execute(db);
  };
}
