// Opens the store's database: SQLite (better-sqlite3, WAL) by default, PostgreSQL when the URL says so.
// Both run the same Kysely queries; the few differences (blob vs bytea, locks) are asked of `dialect`.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteAdapter, type SqliteDatabase, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Database } from './schema.ts';
import { SnakeCasePlugin, StorePostgresDialect, StoreSqliteDialect } from './snake-case.ts';

// NOTE: pg returns bigint (COUNT(*), money) as strings; every value we store fits a double exactly.
pg.types.setTypeParser(20, (v) => Number(v));

export type DialectName = 'sqlite' | 'postgres';
export type DB = Kysely<Database>;

/** SQLite runs one transaction at a time (Kysely holds its one connection for each), so row locks add nothing. */
export const runsOneAtATime = (db: DB): boolean => db.getExecutor().adapter instanceof SqliteAdapter;

/** A publish/subscribe channel between instances: Redis (lib/redis-link.ts) or PostgreSQL (db/database.ts). */
export interface ChangeChannel {
  listen(
    channel: string,
    handlers: { onMessage(message: string): void; onHearing(hearing: boolean): void },
  ): { close(): Promise<void> };
  publish(channel: string, message: string): Promise<void>;
}

export interface StoreDatabase {
  db: DB;
  dialect: DialectName;
  /** Runs fn holding a database-wide lock (PostgreSQL advisory lock; SQLite is single-writer). */
  withLock<T>(name: string, fn: (trx: DB) => Promise<T>): Promise<T>;
  /** SQLite only: the online backup API copies the live database; null on PostgreSQL (its own tools). */
  backupTo: ((file: string) => Promise<void>) | null;
  poolStats: (() => { total: number; idle: number; waiting: number }) | null;
  /** PostgreSQL only: NOTIFY between the instances sharing this schema; null on SQLite (one process). */
  channel: ChangeChannel | null;
  close(): Promise<void>;
}

const STATEMENT_CACHE_SIZE = 500;

/** Prepared statements kept by SQL text: Kysely's driver prepares every query anew (5-8 % of a catalog request). */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: STATEMENT_CACHE_SIZE });
  return {
    close: () => sqlite.close(),
    prepare(text) {
      const cached = statements.get(text);
      // A statement still iterating (a streamed query) cannot run again: prepare another.
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(text);
      if (!cached) statements.set(text, statement);
      return statement;
    },
  };
}

const kysely = (dialect: StoreSqliteDialect | StorePostgresDialect): DB =>
  new Kysely<Database>({ dialect, plugins: [new SnakeCasePlugin()] });

/** SQLite's `file` may also be a database image (a Buffer), opened in memory: the tests' migrated copy. */
export type DatabaseTarget =
  { kind: 'sqlite'; file: string | Buffer } | { kind: 'postgres'; url: string; schema?: string; poolSize?: number };

export function openDatabase(target: DatabaseTarget): StoreDatabase {
  if (target.kind === 'sqlite') {
    if (typeof target.file === 'string' && target.file !== ':memory:')
      fs.mkdirSync(path.dirname(path.resolve(target.file)), { recursive: true });
    const sqlite = new SQLite(target.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // A 4 MB page cache and no mmap: catalog answers come from the answer cache, and every page read
    // through mmap or a larger cache stayed resident (64 MB + 256 MB mmap took 345-441 MB under load).
    sqlite.pragma('cache_size = -4096');
    sqlite.pragma('mmap_size = 0');
    const db = kysely(new StoreSqliteDialect({ database: withStatementCache(sqlite) }));
    return {
      db,
      dialect: 'sqlite',
      withLock: (_name, fn) => db.transaction().execute((trx) => fn(trx)),
      backupTo: async (file) => {
        await sqlite.backup(file);
      },
      poolStats: null,
      channel: null,
      close: () => db.destroy(),
    };
  }
  const connection = {
    connectionString: target.url,
    // NOTE: a schema of its own is how the tests isolate each app. Parallel query workers were seen
    // to fail resolving it while other test schemas were being dropped, so they are off there.
    ...(target.schema ? { options: `-c search_path=${target.schema} -c max_parallel_workers_per_gather=0` } : {}),
  };
  const pool = new pg.Pool({ ...connection, max: target.poolSize ?? 10 });
  // An idle connection the server closed (a restart, a dropped database) leaves the pool by itself;
  // unheard, pg's 'error' event would end the process. The next query opens a new connection.
  pool.on('error', () => undefined);
  const db = kysely(new StorePostgresDialect({ pool }));
  return {
    db,
    dialect: 'postgres',
    withLock: (name, fn) =>
      db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
        return fn(trx);
      }),
    backupTo: null,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    channel: {
      listen: (channel, handlers) =>
        listenForNotifications(
          { ...connection, application_name: `store listener ${target.schema ?? 'public'}` },
          channel,
          handlers,
        ),
      // Through the pool, so a message goes out while the listener reconnects; the payload names the schema.
      publish: async (channel, message) => {
        await sql`select pg_notify(${channel}, current_schema() || '/' || ${message})`.execute(db);
      },
    },
    close: () => db.destroy(),
  };
}

const RELISTEN_MS = 1000;

function listenForNotifications(
  connection: pg.ClientConfig,
  channel: string,
  handlers: Parameters<ChangeChannel['listen']>[1],
): { close(): Promise<void> } {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  /** Ends a client, its late errors unheard. */
  const drop = (c: pg.Client) => {
    c.removeAllListeners();
    c.on('error', () => undefined);
    return c.end().catch(() => undefined);
  };
  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = null;
    handlers.onHearing(false);
    void drop(failed);
    if (!closed) retry = setTimeout(connect, RELISTEN_MS);
  };
  const connect = () => {
    retry = null;
    const c = new pg.Client(connection);
    client = c;
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    void (async () => {
      try {
        await c.connect();
        const { rows } = await c.query<{ schema: string }>('select current_schema() as schema');
        const prefix = `${rows[0]?.schema ?? ''}/`;
        c.on('notification', (message) => {
          if (message.channel === channel && message.payload?.startsWith(prefix) === true) {
            handlers.onMessage(message.payload.slice(prefix.length));
          }
        });
        await c.query(`listen ${channel}`);
        if (closed) await c.end();
        else handlers.onHearing(true);
      } catch {
        lost(c);
      }
    })();
  };
  connect();
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      if (c) await drop(c);
    },
  };
}

export async function isDatabaseUp(db: DB): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
