// Categories and full-text search (docs/decisions/130-full-text-search-engines.md): FTS5 on SQLite,
// a tsvector on PostgreSQL, both filled by triggers. The change log's mask gains 64 stock in or out,
// 128 category changed, 256 categories changed.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/** Every product bit of the change log: an inserted or deleted product changes all of them. */
const ALL_PRODUCT_BITS = 1 | 2 | 4 | 8 | 16 | 64 | 128;

const UPDATE_MASK = (dialect: DialectName) => {
  const differs = dialect === 'postgres' ? 'is distinct from' : 'is not';
  return `1
  | (case when new.price <> old.price then 2 else 0 end)
  | (case when new.name <> old.name then 4 else 0 end)
  | (case when new.description <> old.description then 8 else 0 end)
  | (case when new.created_at <> old.created_at or new.id <> old.id then 16 else 0 end)
  | (case when (new.stock >= new.min_quantity) <> (old.stock >= old.min_quantity) then 64 else 0 end)
  | (case when new.category_id ${differs} old.category_id then 128 else 0 end)`;
};

export function up130(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .createTable('categories')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // One name per category, whatever its case ("Brakes" and "brakes" would confuse a shopper).
    await sql`create unique index categories_name on categories (lower(name))`.execute(db);
    await db.schema.createIndex('categories_position').on('categories').columns(['position', 'id']).execute();

    await db.schema
      .alterTable('products')
      .addColumn('category_id', 'text', (c) => c.references('categories.id').onDelete('restrict'))
      .execute();
    await db.schema.createIndex('products_category').on('products').columns(['category_id', 'id']).execute();

    await db.schema.dropTable('product_terms').execute();

    if (dialect === 'sqlite') await sqliteSearchAndLog(db);
    else await postgresSearchAndLog(db);
  };
}

async function sqliteSearchAndLog(db: Kysely<unknown>): Promise<void> {
  // NOTE: an FTS5 table of its own (not "external content" over products): products has a text key,
  // and the implicit rowid of such a table may change on VACUUM. product_search_rows gives each
  // product a stable FTS rowid, so that an update or a delete touches one FTS row by its key.
  await sql`create table product_search_rows (
    rowid integer primary key,
    product_id text not null unique references products(id) on delete cascade
  )`.execute(db);
  await sql`create virtual table product_search using fts5(
    name, description, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'
  )`.execute(db);
  await sql`insert into product_search_rows (product_id) select id from products`.execute(db);
  await sql`insert into product_search (rowid, name, description)
    select r.rowid, p.name, p.description from product_search_rows r join products p on p.id = r.product_id`.execute(
    db,
  );
  await sql`create trigger product_search_inserted after insert on products begin
    insert into product_search_rows (product_id) values (new.id);
    insert into product_search (rowid, name, description)
      values ((select rowid from product_search_rows where product_id = new.id), new.name, new.description);
  end`.execute(db);
  await sql`create trigger product_search_updated after update of name, description on products begin
    update product_search set name = new.name, description = new.description
      where rowid = (select rowid from product_search_rows where product_id = new.id);
  end`.execute(db);
  // Before the delete: the row of product_search_rows goes with the product (cascade).
  await sql`create trigger product_search_deleted before delete on products begin
    delete from product_search where rowid = (select rowid from product_search_rows where product_id = old.id);
  end`.execute(db);

  await sql`drop trigger catalog_products_inserted`.execute(db);
  await sql`drop trigger catalog_products_deleted`.execute(db);
  await sql`drop trigger catalog_products_updated`.execute(db);
  await sql
    .raw(
      `create trigger catalog_products_inserted after insert on products begin
      insert into catalog_changes (product_id, mask) values (new.id, ${ALL_PRODUCT_BITS}); end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger catalog_products_deleted after delete on products begin
      insert into catalog_changes (product_id, mask) values (old.id, ${ALL_PRODUCT_BITS}); end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger catalog_products_updated after update on products begin
      insert into catalog_changes (product_id, mask) values (new.id, ${UPDATE_MASK('sqlite')}); end`,
    )
    .execute(db);
  for (const op of ['insert', 'update', 'delete']) {
    await sql
      .raw(
        `create trigger catalog_categories_${op} after ${op} on categories begin
        insert into catalog_changes (product_id, mask) values (null, 256); end`,
      )
      .execute(db);
  }
}

async function postgresSearchAndLog(db: Kysely<unknown>): Promise<void> {
  // The name weighs A, the description B: a query restricted to A finds name matches (ranked first).
  await sql`create table product_search (
    product_id text primary key references products(id) on delete cascade,
    document tsvector not null
  )`.execute(db);
  await sql`create index product_search_document on product_search using gin (document)`.execute(db);
  await sql`insert into product_search (product_id, document)
    select id, setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', description), 'B')
    from products`.execute(db);
  await sql`create function product_search_write() returns trigger language plpgsql set search_path from current as $$
    begin
      insert into product_search (product_id, document)
        values (new.id, setweight(to_tsvector('simple', new.name), 'A') || setweight(to_tsvector('simple', new.description), 'B'))
        on conflict (product_id) do update set document = excluded.document;
      return null;
    end $$`.execute(db);
  await sql`create trigger product_search_inserted after insert on products
    for each row execute function product_search_write()`.execute(db);
  await sql`create trigger product_search_updated after update of name, description on products
    for each row execute function product_search_write()`.execute(db);

  await sql
    .raw(
      `create or replace function catalog_products_changed() returns trigger language plpgsql set search_path from current as $$
      begin
        if tg_op = 'INSERT' then
          insert into catalog_changes (product_id, mask) values (new.id, ${ALL_PRODUCT_BITS});
        elsif tg_op = 'DELETE' then
          insert into catalog_changes (product_id, mask) values (old.id, ${ALL_PRODUCT_BITS});
        else
          insert into catalog_changes (product_id, mask) values (new.id, ${UPDATE_MASK('postgres')});
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql`create function catalog_categories_changed() returns trigger language plpgsql set search_path from current as $$
    begin
      insert into catalog_changes (product_id, mask) values (null, 256);
      return null;
    end $$`.execute(db);
  await sql`create trigger catalog_categories_changed after insert or update or delete on categories
    for each statement execute function catalog_categories_changed()`.execute(db);
}
