// A single counter bumped in the same transaction as every product insert, update or delete, so
// that every server instance can tell cheaply whether its cached catalog orderings are current.
import type { Kysely } from 'kysely';

export async function up010(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalog_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await (db as Kysely<{ catalog_state: { id: number; version: number } }>)
    .insertInto('catalog_state')
    .values({ id: 1, version: 1 })
    .execute();
}
