// Counters of the write limits (plugins/write-rate-limit.ts): one fixed window per key, shared by
// every instance through the database. A table of their own beside auth_rate_limits, whose rows are
// swept after one minute while these windows last an hour (see docs/decisions/070-…).
import type { Kysely } from 'kysely';

export async function up071(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('request_rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    /** End of the current window, ms since the epoch. */
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('request_rate_limits_reset_at').on('request_rate_limits').column('reset_at').execute();
}
