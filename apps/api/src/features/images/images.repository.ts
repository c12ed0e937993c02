import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { ImageTable } from '../../db/schema.ts';

export async function insertImage(db: DB, row: Insertable<ImageTable>): Promise<void> {
  await db.insertInto('images').values(row).execute();
}

export async function findImageData(db: DB, id: string): Promise<{ contentType: string; data: Buffer } | undefined> {
  return db.selectFrom('images').select(['contentType', 'data']).where('id', '=', id).executeTakeFirst();
}
