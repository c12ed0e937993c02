// Products get options and variants (docs/decisions/220-product-variants.md). Every product becomes
// one variant with the product's own id, price, stock, minimum order and SKU, so that order lines and
// cart lines point at it without a lookup. Cart lines are keyed by variant from here on.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

export function up220(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await sql`create table product_variants (
      id text primary key,
      product_id text not null references products(id) on delete cascade,
      position integer not null,
      option1 text,
      option2 text,
      option3 text,
      sku text,
      price bigint not null check (price > 0),
      stock integer not null check (stock >= 0),
      min_quantity integer not null check (min_quantity >= 1),
      img text,
      created_at text not null,
      updated_at text not null
    )`.execute(db);
    await sql`create index product_variants_product on product_variants (product_id, position)`.execute(db);
    await sql`create unique index product_variants_sku on product_variants (lower(sku)) where sku is not null`.execute(
      db,
    );
    // The in-stock filter starts from the few variants that cannot be ordered.
    await sql`create index product_variants_sold_out on product_variants (product_id) where stock < min_quantity`.execute(
      db,
    );
    await sql`drop index products_sold_out`.execute(db);
    // A SKU written twice before SKUs were unique stays on the oldest product only.
    await sql`insert into product_variants
        (id, product_id, position, sku, price, stock, min_quantity, img, created_at, updated_at)
      select p.id, p.id, 0,
        case when exists (select 1 from products o where lower(o.sku) = lower(p.sku)
          and (o.created_at < p.created_at or (o.created_at = p.created_at and o.id < p.id))) then null else p.sku end,
        p.price, p.stock, p.min_quantity, null, p.created_at, p.updated_at
      from products p`.execute(db);

    // The options as JSON text ([{"name":"Size","values":["S","M"]}]) and the words the search finds
    // a product by beside its name and description: its variants' SKUs and option values.
    await sql`alter table products add column options text not null default '[]'`.execute(db);
    await sql`alter table products add column variant_terms text not null default ''`.execute(db);
    await sql`update products set sku = (select v.sku from product_variants v where v.id = products.id)`.execute(db);
    // As writeSummary() spells them: the SKU, and its parts ("CR-32 CR 32": PostgreSQL keeps "-32" a word).
    await sql`update products set variant_terms = sku || ' ' || replace(replace(replace(sku, '-', ' '), '_', ' '), '/', ' ')
      where sku is not null`.execute(db);

    await sql`alter table order_lines add column variant_id text`.execute(db);
    await sql`alter table order_lines add column variant_title text not null default ''`.execute(db);
    await sql`alter table order_lines add column sku text`.execute(db);
    await sql`update order_lines set variant_id = product_id`.execute(db);
    // The insights' sales read the variant too: the covering index of migration 120 names it.
    await sql`drop index order_lines_sales`.execute(db);
    await sql`create index order_lines_sales
      on order_lines (order_id, product_id, product_name, variant_id, variant_title, quantity, line_total)`.execute(db);
    await sql`update order_lines set sku = (select v.sku from product_variants v where v.id = order_lines.product_id)`.execute(
      db,
    );

    await sql`create table cart_lines_by_variant (
      user_id text not null,
      variant_id text not null,
      product_id text not null,
      quantity integer not null check (quantity > 0),
      unit_price bigint not null,
      product_name text not null,
      variant_title text not null default '',
      img text not null,
      created_at text not null,
      updated_at text not null,
      primary key (user_id, variant_id)
    )`.execute(db);
    await sql`insert into cart_lines_by_variant
        (user_id, variant_id, product_id, quantity, unit_price, product_name, img, created_at, updated_at)
      select user_id, product_id, product_id, quantity, unit_price, product_name, img, created_at, updated_at
      from cart_lines`.execute(db);
    await sql`drop table cart_lines`.execute(db);
    await sql`alter table cart_lines_by_variant rename to cart_lines`.execute(db);
    if (dialect === 'postgres') {
      await sql`alter table cart_lines rename constraint cart_lines_by_variant_pkey to cart_lines_pk`.execute(db);
    }

    if (dialect === 'sqlite') await sqliteSearch(db);
    else await postgresSearch(db);
  };
}

async function sqliteSearch(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger product_search_inserted`.execute(db);
  await sql`drop trigger product_search_updated`.execute(db);
  await sql`create trigger product_search_inserted after insert on products begin
    insert into product_search_rows (product_id) values (new.id);
    insert into product_search (rowid, name, description)
      values ((select rowid from product_search_rows where product_id = new.id), new.name,
        new.description || ' ' || new.variant_terms);
  end`.execute(db);
  await sql`create trigger product_search_updated after update of name, description, variant_terms on products begin
    update product_search set name = new.name, description = new.description || ' ' || new.variant_terms
      where rowid = (select rowid from product_search_rows where product_id = new.id);
  end`.execute(db);
  await sql`update product_search set description = (select p.description || ' ' || p.variant_terms
      from product_search_rows r join products p on p.id = r.product_id where r.rowid = product_search.rowid)`.execute(
    db,
  );
}

async function postgresSearch(db: Kysely<unknown>): Promise<void> {
  const document = (p: string) =>
    sql.raw(`setweight(to_tsvector('simple', ${p}.name), 'A') || setweight(to_tsvector('simple', ${p}.description), 'B')
      || setweight(to_tsvector('simple', ${p}.variant_terms), 'C')`);
  await sql`create or replace function product_search_write() returns trigger language plpgsql set search_path from current as $$
    begin
      insert into product_search (product_id, document) values (new.id, ${document('new')})
        on conflict (product_id) do update set document = excluded.document;
      return null;
    end $$`.execute(db);
  await sql`drop trigger product_search_updated on products`.execute(db);
  await sql`create trigger product_search_updated after update of name, description, variant_terms on products
    for each row execute function product_search_write()`.execute(db);
  await sql`update product_search s set document = ${document('p')} from products p where p.id = s.product_id`.execute(
    db,
  );
}
