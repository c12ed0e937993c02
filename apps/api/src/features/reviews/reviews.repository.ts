import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { Database, ReviewEventTable, ReviewTable } from '../../db/schema.ts';

export type ReviewRow = Selectable<ReviewTable>;

/** The shown reviews, newest first: a hidden review leaves the home page and the API. */
export async function listReviews(db: DB, limit?: number): Promise<ReviewRow[]> {
  let query = db
    .selectFrom('reviews')
    .selectAll()
    .where('hiddenAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

export async function insertReviews(db: DB, rows: Insertable<ReviewTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('reviews').values(rows).execute();
}

export async function reviewExists(db: DB, table: 'reviews' | 'productReviews', id: string): Promise<boolean> {
  return (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Hides a shown review or shows a hidden one (store or product review), by one conditional UPDATE; the row that changed, if any. */
export async function setReviewHidden<T extends 'reviews' | 'productReviews'>(
  db: DB,
  table: T,
  id: string,
  hidden: { at: string; reason: string } | null,
): Promise<Selectable<Database[T]> | undefined> {
  // NOTE: both tables have these columns; Kysely cannot type an update of either one, hence the casts.
  const changed = await db
    .updateTable(table as 'reviews')
    .set({ hiddenAt: hidden?.at ?? null, hiddenReason: hidden?.reason ?? null })
    .where('id', '=', id)
    .where('hiddenAt', hidden ? 'is' : 'is not', null)
    .returningAll()
    .executeTakeFirst();
  return changed as Selectable<Database[T]> | undefined;
}

export async function deleteStoreReview(db: DB, id: string): Promise<ReviewRow | undefined> {
  return db.deleteFrom('reviews').where('id', '=', id).returningAll().executeTakeFirst();
}

export async function insertReviewEvent(db: DB, event: Insertable<ReviewEventTable>): Promise<void> {
  await db.insertInto('reviewEvents').values(event).execute();
}

/** Every review (or only hidden or shown ones), newest first, a page at a time. */
export async function listStoreReviewsForModeration(
  db: DB,
  options: { hidden?: boolean; limit: number; offset: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  let query = db.selectFrom('reviews');
  if (options.hidden === true) query = query.where('hiddenAt', 'is not', null);
  if (options.hidden === false) query = query.where('hiddenAt', 'is', null);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
