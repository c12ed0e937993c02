// The services announce catalogue changes themselves (features/catalog/catalog-freshness.ts), so
// the change log of migrations 110, 130 and 140 and its triggers go; the search index's and the
// rating count's triggers stay. A partial index lists the sold-out products for the in-stock filter.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

export function up218(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    if (dialect === 'sqlite') {
      const { rows } = await sql<{ name: string }>`select name from sqlite_master
        where type = 'trigger' and name like 'catalog\\_%' escape '\\'`.execute(db);
      for (const { name } of rows) await sql`drop trigger ${sql.id(name)}`.execute(db);
    } else {
      for (const fn of ['products', 'reviews', 'categories', 'product_part']) {
        await sql`drop function if exists ${sql.id(`catalog_${fn}_changed`)}() cascade`.execute(db);
      }
    }
    await sql`drop table catalog_changes`.execute(db);
    await sql`create index products_sold_out on products (id) where stock < min_quantity`.execute(db);
  };
}
