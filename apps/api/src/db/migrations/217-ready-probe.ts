// The readiness write probe's row (features/health/write-probe.ts).
import type { Kysely } from 'kysely';

export async function up217(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ready_probe')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    /** When an instance last committed its probe (ISO 8601). */
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
}
