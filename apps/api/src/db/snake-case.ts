// camelCase in TypeScript, snake_case in the database, turned while the SQL is written (decision 245).
// NOTE: Kysely's CamelCasePlugin copies every query's whole tree to rename its identifiers before the
// compiler walks it again; that copy was 7 % of an order's CPU. Here the plugin only marks its queries
// and turns rows back, and the compiler renames each identifier as it appends it. `withoutPlugins()`
// (better-auth's handle) leaves the mark off, so its identifiers stay as written, as before.
import {
  CamelCasePlugin,
  type DefaultQueryCompiler,
  type IdentifierNode,
  type PluginTransformQueryArgs,
  PostgresDialect,
  PostgresQueryCompiler,
  type QueryId,
  type RootOperationNode,
  SqliteDialect,
  SqliteQueryCompiler,
} from 'kysely';

const snakeCased = new WeakSet<QueryId>();

/** Marks a query for the compiler (instead of copying it) and turns result columns to camelCase. */
export class SnakeCasePlugin extends CamelCasePlugin {
  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    snakeCased.add(args.queryId);
    return args.node;
  }

  /** Kysely's own mapping, with the plugin's defaults. */
  toSnakeCase(name: string): string {
    return this.snakeCase(name);
  }
}

const plugin = new SnakeCasePlugin();
const names = new Map<string, string>();
/** Kysely's own mapping (the plugin's defaults), remembered: the same few hundred names come again and again. */
const snakeCase = (name: string): string => {
  let snake = names.get(name);
  if (snake === undefined) {
    snake = plugin.toSnakeCase(name);
    names.set(name, snake);
  }
  return snake;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor type must take any[]
type Compiler = new (...args: any[]) => DefaultQueryCompiler;

function snakeCasing<C extends Compiler>(Base: C) {
  return class extends Base {
    #snake = false;
    override compileQuery(node: RootOperationNode, queryId: QueryId) {
      this.#snake = snakeCased.has(queryId);
      return super.compileQuery(node, queryId);
    }
    protected override compileUnwrappedIdentifier(node: IdentifierNode): void {
      super.compileUnwrappedIdentifier(this.#snake ? { ...node, name: snakeCase(node.name) } : node);
    }
  };
}

const SqliteCompiler = snakeCasing(SqliteQueryCompiler);
const PostgresCompiler = snakeCasing(PostgresQueryCompiler);

export class StoreSqliteDialect extends SqliteDialect {
  override createQueryCompiler() {
    return new SqliteCompiler();
  }
}

export class StorePostgresDialect extends PostgresDialect {
  override createQueryCompiler() {
    return new PostgresCompiler();
  }
}
