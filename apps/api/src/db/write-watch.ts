// A Kysely dialect that tells when a write to watched tables has committed, whatever code made it:
// each statement's SQL text is matched, and the callback runs on the same connection right after
// the commit (or after the statement, outside a transaction), before the writer's await returns.
// The catalog uses it so that an answer given after a write was acknowledged never shows the state
// from before it on the instance that took the write (docs/decisions/110-catalog-answer-cache.md).
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/** Runs one statement on the connection that just committed. */
export type RawQuery = (query: CompiledQuery) => Promise<QueryResult<unknown>>;

export interface WriteWatch {
  /** Called after each committed write to a watched table (at most once per transaction). */
  onCommitted: ((run: RawQuery) => Promise<void>) | null;
}

const WATCHED_WRITE =
  /\b(?:update|insert\s+into|delete\s+from)\s+"?(?:products|reviews|categories|product_images|product_specs|product_reviews)"?(?=[\s(]|$)/i;

class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  wrote = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly watch: WriteWatch,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query);
    if (WATCHED_WRITE.test(query.sql)) {
      if (this.inTransaction) this.wrote = true;
      else await this.committed();
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  async committed(): Promise<void> {
    this.wrote = false;
    const callback = this.watch.onCommitted;
    if (callback) await callback((query) => this.inner.executeQuery(query));
  }
}

class WatchedDriver implements Driver {
  private readonly wrapped = new WeakMap<DatabaseConnection, WatchedConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly watch: WriteWatch,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let watched = this.wrapped.get(connection);
    if (!watched) {
      watched = new WatchedConnection(connection, this.watch);
      this.wrapped.set(connection, watched);
    }
    return watched;
  }

  private unwrap(connection: DatabaseConnection): WatchedConnection {
    if (!(connection instanceof WatchedConnection)) throw new Error('not a watched connection');
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = this.unwrap(connection);
    await this.inner.beginTransaction(c.inner, settings);
    c.inTransaction = true;
    c.wrote = false;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const c = this.unwrap(connection);
    c.inTransaction = false;
    await this.inner.commitTransaction(c.inner);
    if (c.wrote) await c.committed();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = this.unwrap(connection);
    c.inTransaction = false;
    c.wrote = false;
    await this.inner.rollbackTransaction(c.inner);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    if (!this.inner.savepoint) throw new Error('savepoints are not supported');
    await this.inner.savepoint(this.unwrap(connection).inner, name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!this.inner.rollbackToSavepoint) throw new Error('savepoints are not supported');
    await this.inner.rollbackToSavepoint(this.unwrap(connection).inner, name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!this.inner.releaseSavepoint) throw new Error('savepoints are not supported');
    await this.inner.releaseSavepoint(this.unwrap(connection).inner, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(this.unwrap(connection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/**
 * `dialect`, with `watch.onCommitted` called after each committed write to products, reviews,
 * categories, or a product's pictures, specification and reviews (their triggers log the product:
 * migrations 130 and 140).
 */
export function watchWrites(dialect: Dialect, watch: WriteWatch): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new WatchedDriver(dialect.createDriver(), watch),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
