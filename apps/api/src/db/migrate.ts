// Applies the migrations in code at start. Kysely's PostgreSQL adapter takes an advisory lock
// around them, so several instances may start together.
import { type Migration, Migrator, sql } from 'kysely';
import type { StoreDatabase } from './database.ts';
import { up001 } from './migrations/001-catalog-orders.ts';
import { up002 } from './migrations/002-auth.ts';
import { up010 } from './migrations/010-catalog-version.ts';
import { up050 } from './migrations/050-payments.ts';
import { up080 } from './migrations/080-background-jobs.ts';
import { up081 } from './migrations/081-cart-checkout.ts';

/** Every migration, by name; names sort in the order they run. Add new ones at the end. */
function allMigrations(store: StoreDatabase): Record<string, Migration> {
  return {
    '001-catalog-orders': { up: up001(store.dialect) },
    '002-auth': { up: up002(store.dialect) },
    '010-catalog-version': { up: up010 },
    '050-payments': { up: up050 },
    '080-background-jobs': { up: up080 },
    '081-cart-checkout': { up: up081 },
  };
}

/**
 * NOTE: on PostgreSQL, Kysely looks for its migration tables in every schema of the database unless
 * told which one; with several schemas side by side (each test app has its own) it would find
 * another schema's tables, skip creating its own and fail. So it is told: the connection's schema.
 */
async function migrationTableSchema(store: StoreDatabase): Promise<{ migrationTableSchema?: string }> {
  if (store.dialect !== 'postgres') return {};
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(store.db);
  return rows[0]?.schema ? { migrationTableSchema: rows[0].schema } : {};
}

export async function migrateToLatest(store: StoreDatabase): Promise<void> {
  return migrateUpTo(store);
}

/** Runs the migrations up to and including `name` (every one when undefined); tests of a migration use it. */
export async function migrateUpTo(store: StoreDatabase, name?: string): Promise<void> {
  const migrator = new Migrator({
    db: store.db,
    provider: { getMigrations: async () => allMigrations(store) },
    ...(await migrationTableSchema(store)),
    // Features add migrations in parallel; a later-numbered one may already have run.
    allowUnorderedMigrations: true,
  });
  const run = () => (name === undefined ? migrator.migrateToLatest() : migrator.migrateTo(name));
  let outcome = await run();
  // NOTE: Kysely's introspection reads the catalog of every schema; one dropped at that very moment
  // (another test app closing) fails it with 3F000 before any migration ran, so it is simply retried.
  for (let retry = 0; retry < 5 && isSchemaDroppedMeanwhile(outcome.error); retry++) {
    outcome = await run();
  }
  const { error, results } = outcome;
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

const isSchemaDroppedMeanwhile = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '3F000';
