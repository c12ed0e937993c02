// A fresh app on a freshly migrated database for each test file or test:
// SQLite in memory, or a PostgreSQL schema of its own when TEST_DB_KIND=postgres; each is a copy of a
// database migrated once per run (sqlite-template.ts, postgres-schema-copy.ts) when the run made one.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig, type WriteLimitGroup } from '../src/config.ts';
import { openDatabase, type StoreDatabase } from '../src/db/database.ts';

export type TestDbKind = 'sqlite' | 'postgres';

export const testDbKind = (): TestDbKind => (process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'sqlite');

export interface TestDatabase {
  store: StoreDatabase;
  /** Opens another connection pool on the same database (a second server instance). */
  openAnother(): StoreDatabase;
  drop(): Promise<void>;
}

/**
 * A fresh database: in-memory SQLite, or its own PostgreSQL schema. It comes migrated when the run
 * made a migrated copy (buildApp then finds nothing to migrate), empty with `empty` (the migration
 * tests). With `shared`, SQLite is a temporary file instead, so that openAnother() opens a second
 * real connection to it.
 */
export async function createTestDatabase(
  kind: TestDbKind = testDbKind(),
  options: { shared?: boolean; empty?: boolean } = {},
): Promise<TestDatabase> {
  const sqliteTemplate = options.empty ? undefined : inject('migratedSqliteFile');
  if (kind === 'sqlite' && options.shared) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-db-'));
    const file = path.join(dir, 'store.db');
    if (sqliteTemplate) fs.copyFileSync(sqliteTemplate, file);
    const opened: StoreDatabase[] = [];
    const open = () => {
      const s = openDatabase({ kind: 'sqlite', file });
      opened.push(s);
      return s;
    };
    return {
      store: open(),
      openAnother: open,
      drop: async () => {
        await Promise.all(opened.map((s) => s.close()));
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (kind === 'sqlite') {
    const store = openDatabase({ kind: 'sqlite', file: sqliteTemplate ? fs.readFileSync(sqliteTemplate) : ':memory:' });
    return {
      store,
      openAnother: () => {
        throw new Error('an in-memory SQLite database cannot be shared: createTestDatabase(kind, { shared: true })');
      },
      drop: () => store.close(),
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  // The run's migrated schema, made under this name from its script or, when another test of this
  // worker has ended, that test's schema refilled.
  const copy = options.empty ? null : inject('migratedSchema');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  let schema = copy ? endedSchemas.pop() : undefined;
  if (!schema) {
    schema = `${inject('testSchemaPrefix') ?? 't_'}${randomBytes(6).toString('hex')}`;
    await admin.query(copy ? copy.script.replaceAll(copy.schema, schema) : `create schema ${schema}`);
    if (copy) migratedShape ??= await shapeOf(admin, schema);
  }
  await admin.end();
  const opened: StoreDatabase[] = [];
  const open = () => {
    const s = openDatabase({ kind: 'postgres', url, schema, poolSize: 5 });
    opened.push(s);
    return s;
  };
  const store = open();
  return {
    store,
    openAnother: open,
    drop: async () => {
      await Promise.all(opened.map((s) => s.close()));
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // A schema whose structure its test changed (a table dropped, a trigger added) is not reused.
      if (copy && (await shapeOf(c, schema)) === migratedShape) {
        // Emptied with the triggers and foreign keys off, then given the migrated rows back.
        const { rows } = await c.query<{ name: string }>(
          'select tablename as name from pg_tables where schemaname = $1',
          [schema],
        );
        const emptying = rows.map((r) => `delete from ${schema}."${r.name}";`).join('\n');
        await c.query(`set session_replication_role = replica;
          ${emptying}
          ${copy.rows.replaceAll(copy.schema, schema)}
          reset session_replication_role;`);
        endedSchemas.push(schema);
      } else {
        await c.query(`drop schema ${schema} cascade`);
      }
      await c.end();
    },
  };
}

// Per worker (its test files share this module): the migrated schemas of ended tests, refilled.
const endedSchemas: string[] = [];
let migratedShape: string | undefined;

/** How many tables, indexes, columns, functions and triggers a schema has. */
async function shapeOf(client: pg.Client, schema: string): Promise<string> {
  const { rows } = await client.query<{ shape: string }>(
    `select concat_ws(' ',
       (select count(*) from pg_class c where c.relnamespace = n.oid),
       (select count(*) from pg_attribute a join pg_class c on c.oid = a.attrelid where c.relnamespace = n.oid),
       (select count(*) from pg_proc p where p.pronamespace = n.oid),
       (select count(*) from pg_trigger t join pg_class c on c.oid = t.tgrelid where c.relnamespace = n.oid)) as shape
     from pg_namespace n where n.nspname = $1`,
    [schema],
  );
  return rows[0]?.shape ?? '';
}

/** Configuration for tests: no demo data unless asked, fixed secrets, quiet. An undefined override unsets a variable. */
export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'file::memory:',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/store-test-data',
    JWT_SECRET: 'test-jwt-secret-that-is-at-least-32-bytes-long',
    BETTER_AUTH_SECRET: 'test-auth-secret-that-is-at-least-32-bytes-long',
    PUBLIC_URL: 'http://localhost:3000',
    // No scheduled backups unless a test asks (they would run whenever a test moves the clock a day).
    BACKUP_INTERVAL_HOURS: '0',
    // No load shedding (503) unless a test asks: test workers share the CPU and lag past the
    // production limit, which would fail tests of something else at random.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  store: StoreDatabase;
  database: TestDatabase;
  close(): Promise<void>;
}

/** Builds the app on a fresh database. Call close() in afterEach/afterAll. */
export async function buildTestApp(
  options: {
    env?: Record<string, string | undefined>;
    /** Write limits in place of the table's (e.g. `{ reviews: 3 }` to reach a 429 quickly). */
    writeLimits?: Partial<Record<WriteLimitGroup, number>>;
    database?: TestDatabase;
    store?: StoreDatabase;
    /** Serve the built web app and its server-rendered pages (apps/web/dist, dist-server). */
    serveWebApp?: boolean;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const store = options.store ?? database.store;
  const config = testConfig(options.env);
  const writeLimits = { ...config.writeLimits, ...options.writeLimits };
  const app = await buildApp(
    { ...config, writeLimits },
    {
      store,
      logger: false,
      serveWebApp: options.serveWebApp ?? false,
    },
  );
  await app.ready();
  return {
    app,
    store,
    database,
    close: async () => {
      await app.close();
      if (!options.database) await database.drop();
    },
  };
}
