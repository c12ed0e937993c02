// The readiness write probe (features/health/write-probe.ts): one row, upserted at most every few
// seconds by GET /api/ready, so a database that can no longer commit a write (a full disk, a
// read-only replica) takes the instance out of the balancer's rotation.
import type { Kysely } from 'kysely';

export async function up217(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ready_probe')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    /** When an instance last committed its probe (ISO 8601). */
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
}
