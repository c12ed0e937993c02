// better-auth's tables (users, sessions, accounts, verifications) with our snake_case column names,
// the users.role column, and the sign-in/sign-up rate-limit counters.
// NOTE: written by hand rather than by better-auth's getMigrations() so that it runs inside our
// Migrator (one transaction, PostgreSQL advisory lock). The column types are the ones better-auth's
// own migrator picks ("date" on SQLite holds ISO text; timestamptz and boolean on PostgreSQL), and
// accounts.test.ts checks that better-auth finds nothing left to create.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

export function up002(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const date = dialect === 'postgres' ? sql`timestamptz` : sql`date`;
    const bool = dialect === 'postgres' ? sql`boolean` : sql`integer`;
    const no = dialect === 'postgres' ? sql`false` : sql`0`;

    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey().notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('email_verified', bool, (c) => c.notNull().defaultTo(no))
      .addColumn('image', 'text')
      .addColumn('created_at', date, (c) => c.notNull())
      .addColumn('updated_at', date, (c) => c.notNull())
      // Only ever 'user' or 'admin'; never settable from a sign-up or profile body.
      .addColumn('role', 'text', (c) =>
        c
          .notNull()
          .defaultTo('user')
          .check(sql`role in ('user', 'admin')`),
      )
      .execute();
    await db.schema.createIndex('users_role_idx').on('users').column('role').execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey().notNull())
      .addColumn('expires_at', date, (c) => c.notNull())
      .addColumn('token', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', date, (c) => c.notNull())
      .addColumn('updated_at', date, (c) => c.notNull())
      .addColumn('ip_address', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('accounts')
      .addColumn('id', 'text', (c) => c.primaryKey().notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('provider_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('access_token', 'text')
      .addColumn('refresh_token', 'text')
      .addColumn('id_token', 'text')
      .addColumn('access_token_expires_at', date)
      .addColumn('refresh_token_expires_at', date)
      .addColumn('scope', 'text')
      .addColumn('password', 'text')
      .addColumn('created_at', date, (c) => c.notNull())
      .addColumn('updated_at', date, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('accounts_user_id_idx').on('accounts').column('user_id').execute();

    await db.schema
      .createTable('verifications')
      .addColumn('id', 'text', (c) => c.primaryKey().notNull())
      .addColumn('identifier', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('expires_at', date, (c) => c.notNull())
      .addColumn('created_at', date, (c) => c.notNull())
      .addColumn('updated_at', date, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('verifications_identifier_idx').on('verifications').column('identifier').execute();

    // Fixed-window counters for sign-in and sign-up, per IP and per account (features/accounts/rate-limit.service.ts).
    await db.schema
      .createTable('auth_rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .execute();
  };
}
