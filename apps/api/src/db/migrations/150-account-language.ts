// The language of an account's emails and invoices: 'en' or 'bn', English by default.
import { type Kysely, sql } from 'kysely';

export async function up150(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`language in ('en', 'bn')`),
    )
    .execute();
}
