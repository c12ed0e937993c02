// Vitest global setup of the SQLite API project: the migrations run once per test run, into an
// in-memory database written out as a file image. Each test app's database opens a copy of that
// image in memory (about 2 ms) instead of running every migration again (about 100 ms an app, more
// under load). The migration tests still start from an empty database (createTestDatabase).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite database's file; a test database opens a copy of it in memory. */
    migratedSqliteFile: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-template-'));
  const file = path.join(dir, 'migrated.db');
  const store = openDatabase({ kind: 'sqlite', file: ':memory:' });
  await migrateToLatest(store);
  await store.backupTo!(file);
  await store.close();
  project.provide('migratedSqliteFile', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
