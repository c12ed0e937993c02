// Plain column names: the spec's field names (des, profil, productname, orderQuanty, number,
// maxQuantity) stay in the API, and the DTO mappers translate. Renaming keeps every row, and both
// SQLite (3.25+) and PostgreSQL carry the rename into the CHECK constraints and indexes that name
// the column.
import type { Kysely } from 'kysely';

/** [table, old name, new name] */
export const RENAMED_COLUMNS = [
  ['products', 'des', 'description'],
  ['products', 'max_quantity', 'stock'],
  ['reviews', 'des', 'description'],
  ['reviews', 'number', 'rating'],
  ['profiles', 'profil', 'profile_url'],
  ['orders', 'productname', 'product_name'],
  ['orders', 'order_quanty', 'quantity'],
] as const;

export async function up070(db: Kysely<unknown>): Promise<void> {
  for (const [table, from, to] of RENAMED_COLUMNS) {
    await db.schema.alterTable(table).renameColumn(from, to).execute();
  }
}
