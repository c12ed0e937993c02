// Vitest global setup of the PostgreSQL API projects: the migrations run once per test run, into a
// schema of their own, and pg_dump writes that schema as one SQL script. Each test app's schema is
// then made by running the script under the app's schema name (one round trip), instead of running
// every migration again (several hundred milliseconds an app). A second script holds only the
// migrated rows: an ended test's schema is emptied and refilled from it for the next test of its
// worker (build-test-app.ts), cheaper than dropping one schema and making another. Without pg_dump,
// every schema is migrated as before. The migration tests still start from an empty schema.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated schema as SQL (`script`, and its rows alone: `rows`), and the schema name to replace
     * in both; null: migrate each schema. */
    migratedSchema: { script: string; rows: string; schema: string } | null;
    /** What every test schema's name starts with in this run (the run drops them all at its end). */
    testSchemaPrefix: string;
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

/** pg_dump's SQL for a schema, without psql's own commands (\restrict), which are not SQL. */
async function dump(url: string, schema: string, ...flags: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'pg_dump',
    ['--schema', schema, '--no-owner', '--no-privileges', '--inserts', ...flags, url],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
}

/** The migrated schema as a script that creates it (schema, tables, functions, triggers, rows). */
export async function migratedSchemaScript(
  url: string,
): Promise<{ script: string; rows: string; schema: string } | null> {
  const schema = `t_migrated_${randomBytes(6).toString('hex')}`;
  await onAdminConnection(url, `create schema ${schema}`);
  try {
    const store = openDatabase({ kind: 'postgres', url, schema, poolSize: 1 });
    await migrateToLatest(store);
    await store.close();
    return { script: await dump(url, schema), rows: await dump(url, schema, '--data-only'), schema };
  } catch (error) {
    console.warn(`pg_dump of the migrated schema failed; every test schema is migrated instead: ${String(error)}`);
    return null;
  } finally {
    await onAdminConnection(url, `drop schema ${schema} cascade`);
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  // Runs side by side (other projects, other checkouts) share the database: each drops only its own.
  const prefix = `t_${randomBytes(4).toString('hex')}_`;
  project.provide('testSchemaPrefix', prefix);
  project.provide('migratedSchema', url ? await migratedSchemaScript(url) : null);
  return async () => {
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ name: string }>(
      'select nspname as name from pg_namespace where starts_with(nspname, $1)',
      [prefix],
    );
    for (const { name } of rows) await client.query(`drop schema ${name} cascade`);
    await client.end();
  };
}
