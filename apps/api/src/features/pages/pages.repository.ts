// What the sitemap reads: every product's id, name (for its slug) and last change.
import type { DB } from '../../db/database.ts';

export async function countProducts(db: DB): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Products by id (a stable order for the sitemap's files), `limit` from `offset`. */
export function listSitemapProducts(db: DB, offset: number, limit: number) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'updatedAt'])
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function newestProductChange(db: DB): Promise<string | null> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.max('updatedAt').as('newest'))
    .executeTakeFirst();
  return row?.newest ?? null;
}
