// The language the store writes to an account in: its emails and its invoices (docs/features/languages.md).
// Only 'en' or 'bn' (i18n/locales.ts LOCALES); an account made before this migration, or by a sign-up
// that named none, is English. Set by PUT /api/account/language (the web app's language switch).
// One statement that SQLite and PostgreSQL both take as it is.
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
