// What the benchmarks share: the store's server and the bare one as child processes, customers,
// HTTP load with autocannon, the databases they run on and the rows they write straight into them.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import type { Insertable } from 'kysely';
import pg from 'pg';
import { takaToPoisha } from '@store/shared/money';
import { type DatabaseTarget, openDatabase, type StoreDatabase } from '../../apps/api/src/db/database.ts';
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts';
import type { OrderLineTable, OrderTable } from '../../apps/api/src/db/schema.ts';
import { insertProducts } from '../../apps/api/src/features/catalog/catalog.repository.ts';
import { newId, nowIso } from '../../apps/api/src/lib/ids.ts';
import { type ApiSession, signUpForToken } from '../../scripts/api-session.ts';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.ts';
import type { BenchContext } from './types.ts';

export interface RunningServer {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

// NOTE: stopped by SIGINT, at once: the store's server drains for 5 s on SIGTERM, as behind a proxy.
async function startProcess(ctx: BenchContext, args: string[], env: Record<string, string>, healthPath: string) {
  const port = Number(env.PORT);
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ctx.repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    await exited;
  };
  ctx.defer(stop);
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ; await sleep(200)) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it answered:\n${log}`);
    if (Date.now() > deadline) throw new Error(`no answer from ${origin}${healthPath} within 60 s:\n${log}`);
    const health = await fetch(`${origin}${healthPath}`).catch(() => null);
    if (health?.ok) break;
  }
  return { origin, pid: child.pid ?? 0, stop };
}

let apiBuilt = false;

/**
 * The store's server (by default on a new SQLite file) as `npm start` runs it: the bundle of
 * scripts/api-build.mjs, so that its memory is the deployed server's.
 * NOTE: not through scripts/start.mjs, which would build the web app again if its sources changed
 * during the run.
 */
export function startStoreServer(
  ctx: BenchContext,
  options: { databaseUrl?: string; seedDemo?: boolean; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  if (!apiBuilt) {
    const build = spawnSync(process.execPath, ['scripts/api-build.mjs'], { cwd: ctx.repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the API build failed');
    apiBuilt = true;
  }
  const port = ctx.nextPort();
  const env = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl ?? `file:${path.join(ctx.tmpDir, `store-${port}.db`)}`,
    DATA_DIR: path.join(ctx.tmpDir, `data-${port}`),
    SEED_DEMO: String(options.seedDemo ?? false),
    // Request logs off on both sides of the comparison (the bare server logs nothing either).
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ALLOW_SANDBOX_PAYMENTS: 'true',
    // A smoke run only proves that a benchmark works: the overload guard would answer a busy machine with 503.
    ...(ctx.smoke ? { MAX_EVENT_LOOP_DELAY_MS: '0' } : {}),
    ...options.env,
  };
  return startProcess(ctx, [...SERVER_NODE_FLAGS, 'apps/api/dist/server.mjs'], env, '/api/health');
}

/** bench/bare-server.ts: GET /bare/<name> answers with `bodies[name]`, the bytes a store route returned. */
export function startBareServer(ctx: BenchContext, bodies: Record<string, string>): Promise<RunningServer> {
  const file = path.join(ctx.tmpDir, `bare-bodies-${randomBytes(4).toString('hex')}.json`);
  fs.writeFileSync(file, JSON.stringify(bodies));
  const env = { PORT: String(ctx.nextPort()) };
  return startProcess(ctx, ['--import', 'tsx', 'bench/bare-server.ts', file], env, '/health');
}

/** A new account on the store, signed in: its email and bearer token. */
export function signUpCustomer(origin: string, label: string): Promise<ApiSession> {
  const email = `bench-${label}-${randomBytes(4).toString('hex')}@example.com`;
  return signUpForToken(origin, { name: `Bench ${label}`, email, password: 'bench-password-1' });
}

export const ORDER_BODY = { address: 'House 1, Road 2, Dhanmondi, Dhaka', phone: '+880 1711-000000' };

/** POST /api/orders of `quantity` pieces as `customer`: its status, and when its answer came. */
export async function placeOrder(origin: string, customer: ApiSession, productId: string, quantity: number) {
  const response = await fetch(`${origin}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({ productId, orderQuanty: quantity, ...ORDER_BODY }),
  });
  const answeredAt = performance.now();
  await response.arrayBuffer();
  return { status: response.status, answeredAt };
}

/** Linux's clock ticks per second for /proc's CPU times (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** A process's user + system CPU time in ms, from /proc (null where there is none). */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // NOTE: the fields after the command name (which may hold spaces) start with the state, field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** A process's resident memory (VmRSS) or its peak (VmHWM) in MB, from /proc (0 where there is none). */
export function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** The machine's busy CPU time in ms over all cores (all but idle and I/O wait), from /proc/stat. */
function machineBusyMs(): number | null {
  try {
    const [, ...ticks] = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).map(Number);
    const total = ticks.slice(0, 8).reduce((sum, t) => sum + t, 0);
    return ((total - (ticks[3] ?? 0) - (ticks[4] ?? 0)) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

const ownCpuMs = () => (process.cpuUsage().user + process.cpuUsage().system) / 1000;

/**
 * GET load on `origin` at the run's connections: a warm-up, then the measured run. `path` is fixed
 * or drawn per request; with `serverPid`, the CPU that process and the rest of the machine spent.
 */
export async function measure(
  ctx: BenchContext,
  target: { name: string; origin: string; path: string | (() => string); serverPid?: number },
) {
  const { path: p } = target;
  const fire = (duration: number) =>
    autocannon({
      url: target.origin,
      connections: ctx.load.connections,
      duration,
      requests: [
        typeof p === 'string'
          ? { method: 'GET', path: p }
          : { method: 'GET', setupRequest: (r) => ({ ...r, path: p() }) },
      ],
    });
  if (ctx.load.warmupSeconds > 0) await fire(ctx.load.warmupSeconds);
  const cpu = () => (target.serverPid ? processCpuMs(target.serverPid) : null);
  const before = { server: cpu(), machine: machineBusyMs(), own: ownCpuMs(), at: performance.now() };
  const r = await fire(ctx.load.durationSeconds);
  const [server, machine] = [cpu(), machineBusyMs()];
  const wallMs = performance.now() - before.at;
  const serverMs = server !== null && before.server !== null ? server - before.server : null;
  const others =
    machine !== null && before.machine !== null && serverMs !== null
      ? (machine - before.machine - serverMs - (ownCpuMs() - before.own)) / wallMs
      : null;
  const result = {
    name: target.name,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    bytesPerRequest: r.requests.total > 0 ? Math.round(r.throughput.total / r.requests.total) : 0,
    /** CPU time of the answering process per request (µs), when its pid was given (Linux). */
    serverCpuUsPerRequest:
      serverMs !== null && r.requests.total > 0 ? Math.round((serverMs * 1000) / r.requests.total) : null,
    /** Cores busy with anything but that process and the load generator meanwhile (Linux). */
    otherCores: others === null ? null : Math.max(0, Math.round(others * 100) / 100),
  };
  ctx.log(
    `  ${target.name}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms` +
      (result.serverCpuUsPerRequest !== null
        ? `, server ${result.serverCpuUsPerRequest} µs/req, others ${result.otherCores} cores`
        : '') +
      (result.non2xx + result.errors > 0 ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''),
  );
  return result;
}
export type LoadResult = Awaited<ReturnType<typeof measure>>;

/** A small deterministic random generator (mulberry32), so that every run asks for the same spread. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** GET `url` as the bearer of `token`, one request alone: the ms to the last byte, and the body. */
export async function timeGet(url: string, token: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body}`);
  return { ms, body };
}

/** Median, lowest and highest of timings in ms, rounded. */
export const timings = (ms: number[]) => ({
  medianMs: Math.round(median(ms)),
  minMs: Math.round(Math.min(...ms)),
  maxMs: Math.round(Math.max(...ms)),
});

export const BENCH_POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const POSTGRES_SKIPPED = `PostgreSQL skipped: nothing answers at ${BENCH_POSTGRES_URL} (set BENCH_POSTGRES_URL)`;

export type DatabaseName = 'SQLite' | 'PostgreSQL';

/** `fn` with a connection to BENCH_POSTGRES_URL's server; null when nothing answers there. */
export async function withPostgres<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T | null> {
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** The URL of another database on BENCH_POSTGRES_URL's server. */
export function postgresUrl(name: string): string {
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the database when the bench ends. */
export function dropAtEnd(ctx: BenchContext, name: string): void {
  ctx.defer(async () => {
    await withPostgres((admin) => admin.query(`drop database if exists ${name} with (force)`));
  });
}

/** `run` on a new SQLite file, then on a new PostgreSQL database; `notes` says when PostgreSQL was skipped. */
export async function onEachDatabase<T>(
  ctx: BenchContext,
  name: string,
  run: (database: DatabaseName, databaseUrl: string, target: DatabaseTarget) => Promise<T>,
): Promise<{ runs: T[]; notes: string[] }> {
  const file = path.join(ctx.tmpDir, `${name}.db`);
  const runs = [await run('SQLite', `file:${file}`, { kind: 'sqlite', file })];
  const dbName = `bench_${name.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  if (!(await withPostgres((admin) => admin.query(`create database ${dbName}`))))
    return { runs, notes: [POSTGRES_SKIPPED] };
  dropAtEnd(ctx, dbName);
  const url = postgresUrl(dbName);
  runs.push(await run('PostgreSQL', url, { kind: 'postgres', url }));
  return { runs, notes: [] };
}

/** `fn` on a connection of its own to the database. */
export async function withStore<T>(target: DatabaseTarget, fn: (store: StoreDatabase) => Promise<T>): Promise<T> {
  const store = openDatabase(target);
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

/** Makes the (signed-up) account an admin; its id and email. */
export function makeAdmin(target: DatabaseTarget, email: string): Promise<{ id: string; email: string }> {
  return withStore(target, (store) =>
    store.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('email', '=', email)
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow(),
  );
}

/**
 * An order benchmark on one database: migrated, `products` products of `stock` pieces, the server
 * with the per-account limits lifted (its customers leave thousands of unpaid orders), `customers`
 * customers and GET /api/health's rate (what this machine gives a trivial route now); then
 * `requests` from autocannon, a warm-up and the measured run, `probe` read just before and after it.
 * A smoke run asks for two cycles per connection instead, so that a busy machine still completes some.
 */
export async function loadOrderStore<T>(
  ctx: BenchContext,
  database: DatabaseName,
  databaseUrl: string,
  target: DatabaseTarget,
  options: {
    products: number;
    stock: number;
    customers: number;
    env?: Record<string, string>;
    requests: (productIds: string[], customers: ApiSession[]) => autocannon.Request[];
    probe: (server: RunningServer) => Promise<T> | T;
  },
) {
  const productIds = await withStore(target, async (store) => {
    await migrateToLatest(store);
    const at = nowIso();
    const rows = Array.from({ length: options.products }, (_, i) => ({
      id: newId(),
      name: `Bench Part ${i + 1}`,
      img: '/images/products/chainring.svg',
      description: 'A part for the benchmarks.',
      minQuantity: 1,
      stock: options.stock,
      price: takaToPoisha(450 + i * 100),
      createdAt: at,
      updatedAt: at,
    }));
    await store.db.transaction().execute((trx) => insertProducts(trx, rows));
    return rows.map((r) => r.id);
  });
  const server = await startStoreServer(ctx, {
    databaseUrl,
    env: { AUTH_RATE_LIMIT: '100000', MAX_OPEN_UNPAID_ORDERS: '100000000', ...options.env },
  });
  const customers: ApiSession[] = [];
  for (let i = 0; i < options.customers; i++) customers.push(await signUpCustomer(server.origin, `${i}`));
  const health = await measure(ctx, {
    name: `GET /api/health (${database})`,
    origin: server.origin,
    path: '/api/health',
  });
  const requests = options.requests(productIds, customers);
  const fire = (seconds: number) =>
    autocannon({
      url: server.origin,
      connections: ctx.load.connections,
      ...(ctx.smoke ? { amount: ctx.load.connections * requests.length * 2 } : { duration: seconds }),
      timeout: 30,
      requests,
    });
  const warm = ctx.load.warmupSeconds > 0 ? await fire(ctx.load.warmupSeconds) : null;
  const before = await options.probe(server);
  const result = await fire(ctx.load.durationSeconds);
  const after = await options.probe(server);
  await server.stop();
  return {
    productIds,
    healthPerSecond: health.requestsPerSecond,
    result,
    before,
    after,
    seen2xx: result['2xx'] + (warm?.['2xx'] ?? 0),
    refused: result.non2xx + (warm?.non2xx ?? 0),
    errors: result.errors + (warm?.errors ?? 0),
  };
}

/** Accounts written straight into the database, `createdAt(i)` each; their ids and emails. */
export async function insertUsers(store: StoreDatabase, count: number, createdAt: (i: number) => string) {
  const users = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    name: `Customer ${i}`,
    email: `bench-customer-${i}@example.com`,
    // boolean on PostgreSQL, 0/1 on SQLite (see schema.ts).
    emailVerified: store.dialect === 'postgres' ? false : 0,
    image: null,
    createdAt: createdAt(i),
    updatedAt: createdAt(i),
    role: 'user' as const,
  }));
  for (let i = 0; i < count; i += 500)
    await store.db
      .insertInto('users')
      .values(users.slice(i, i + 500))
      .execute();
  return users.map(({ id, email }) => ({ id, email }));
}

export type BenchOrderLine = { productId: string | null; productName: string; unitPrice: number; quantity: number };

/**
 * Orders of `buyer` written straight into the database in batches of 500, `orderAt(i)` giving each
 * its status, time and lines (and any other column); a paid one is paid when it was placed.
 */
export async function insertOrders(
  store: StoreDatabase,
  buyer: { id: string; email: string },
  count: number,
  orderAt: (
    i: number,
  ) => Partial<Insertable<OrderTable>> & { status: string; createdAt: string; lines: BenchOrderLine[] },
): Promise<void> {
  for (let from = 0; from < count; from += 500) {
    const orders: Insertable<OrderTable>[] = [];
    const lines: Insertable<OrderLineTable>[] = [];
    for (let i = from; i < Math.min(count, from + 500); i++) {
      const { lines: items, ...order } = orderAt(i);
      const id = newId();
      const orderLines = items.map((l, n) => ({
        ...l,
        orderId: id,
        lineNo: n + 1,
        lineTotal: l.unitPrice * l.quantity,
      }));
      const subtotal = orderLines.reduce((sum, l) => sum + l.lineTotal, 0);
      const paid = !['unpaid', 'cancelled', 'expired'].includes(order.status);
      const first = items[0] ?? { productId: null, productName: '', unitPrice: 0, quantity: 1 };
      orders.push({
        id,
        userId: buyer.id,
        email: buyer.email,
        ...first,
        subtotal,
        shipping: 12_000,
        total: subtotal + 12_000,
        address: `House ${i}, Road ${i % 27}, Dhanmondi, Dhaka 1209`,
        phone: ORDER_BODY.phone,
        orderRef: '',
        transactionId: paid ? `pi_bench_${i}` : null,
        paidAt: paid ? order.createdAt : null,
        cancelledAt: null,
        ...order,
      });
      lines.push(...orderLines);
    }
    await store.db.transaction().execute(async (trx) => {
      await trx.insertInto('orders').values(orders).execute();
      await trx.insertInto('orderLines').values(lines).execute();
    });
  }
}
