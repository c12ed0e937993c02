import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { ReviewTable } from '../../db/schema.ts';

export type ReviewRow = Selectable<ReviewTable>;

export async function listReviews(db: DB, limit?: number): Promise<ReviewRow[]> {
  let query = db.selectFrom('reviews').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

export async function insertReviews(db: DB, rows: Insertable<ReviewTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('reviews').values(rows).execute();
}
