// What the sitemap reads: every published product's id, name (for its slug) and last change.
import type { DB } from '../../db/database.ts';

/** How many published products there are, and the newest change of any (null without products). */
export async function productsSummary(db: DB): Promise<{ count: number; newest: string | null }> {
  const row = await db
    .selectFrom('products')
    .where('published', '=', 1)
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('updatedAt').as('newest')])
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), newest: row?.newest ?? null };
}

/** Products by id (a stable order for the sitemap's files), `limit` from `offset`. */
export function listSitemapProducts(db: DB, offset: number, limit: number) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'updatedAt'])
    .where('published', '=', 1)
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}
