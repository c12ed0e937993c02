// Vitest global setup of the PostgreSQL API projects: the migrations run once per test run, into a
// schema of their own, and pg_dump writes that schema as one SQL script. Each test app's schema is
// then made by running the script under the app's schema name (one round trip), instead of running
// every migration again (several hundred milliseconds an app). Without pg_dump, every schema is
// migrated as before. The migration tests still start from an empty schema (createTestDatabase).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated schema as SQL, and the schema name to replace in it; null: migrate each schema. */
    migratedSchema: { script: string; schema: string } | null;
  }
}

async function onAdminConnection(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The migrated schema as a script that creates it (schema, tables, functions, triggers, rows). */
export async function migratedSchemaScript(url: string): Promise<{ script: string; schema: string } | null> {
  const schema = `t_migrated_${randomBytes(6).toString('hex')}`;
  await onAdminConnection(url, `create schema ${schema}`);
  try {
    const store = openDatabase({ kind: 'postgres', url, schema, poolSize: 1 });
    await migrateToLatest(store);
    await store.close();
    const { stdout } = await promisify(execFile)(
      'pg_dump',
      ['--schema', schema, '--no-owner', '--no-privileges', '--inserts', url],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    // psql's own commands (\restrict) are not SQL.
    const script = stdout
      .split('\n')
      .filter((line) => !line.startsWith('\\'))
      .join('\n');
    return { script, schema };
  } catch (error) {
    console.warn(`pg_dump of the migrated schema failed; every test schema is migrated instead: ${String(error)}`);
    return null;
  } finally {
    await onAdminConnection(url, `drop schema ${schema} cascade`);
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  project.provide('migratedSchema', url ? await migratedSchemaScript(url) : null);
}
