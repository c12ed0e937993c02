// Applies the migrations in code at start. Kysely's PostgreSQL adapter takes an advisory lock
// around them, so several instances may start together.
import { type Migration, Migrator } from 'kysely';
import type { StoreDatabase } from './database.ts';
import { up001 } from './migrations/001-catalog-orders.ts';

/** Every migration, by name; names sort in the order they run. Add new ones at the end. */
function allMigrations(store: StoreDatabase): Record<string, Migration> {
  return {
    '001-catalog-orders': { up: up001(store.dialect) },
  };
}

export async function migrateToLatest(store: StoreDatabase): Promise<void> {
  const migrator = new Migrator({
    db: store.db,
    provider: { getMigrations: async () => allMigrations(store) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
