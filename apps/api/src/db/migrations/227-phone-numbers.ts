// Phone accounts (decision 224): better-auth's phone-number plugin keeps a user's mobile number and whether
// a code proved it on users, as the plugin's schema names them. One account per number: unique, nullable.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

export function up227(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const bool = dialect === 'postgres' ? sql`boolean` : sql`integer`;
    const no = dialect === 'postgres' ? sql`false` : sql`0`;
    /** +8801XXXXXXXXX */
    await db.schema.alterTable('users').addColumn('phone_number', 'text').execute();
    await db.schema
      .alterTable('users')
      .addColumn('phone_number_verified', bool, (c) => c.notNull().defaultTo(no))
      .execute();
    // NOTE: an index, not a column constraint: SQLite cannot add a UNIQUE column to a table. Many NULLs are
    // allowed by both databases.
    await db.schema.createIndex('users_phone_number_key').on('users').column('phone_number').unique().execute();
  };
}
