import type { DB } from '../../db/database.ts';

/** The id of the buyer's default address; undefined when they have none. */
export async function findDefaultAddressId(db: DB, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('addresses')
    .select('id')
    .where('userId', '=', userId)
    .where('isDefault', '=', 1)
    .executeTakeFirst();
  return row?.id;
}
