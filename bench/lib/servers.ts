// The benchmarks' servers as child processes (the store and the bare one), and the customers that use them.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type ApiSession, signInForToken, signUpForToken } from '../../scripts/api-session.ts';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.ts';
import { serverProcess } from '../../scripts/server-process.ts';
import type { BenchContext } from './types.ts';

export interface RunningServer {
  origin: string;
  pid: number;
  stop(): Promise<unknown>;
}

// NOTE: stopped by SIGINT, at once: the store's server drains for 5 s on SIGTERM, as behind a proxy.
async function startProcess(ctx: BenchContext, args: string[], env: Record<string, string>, healthPath: string) {
  const origin = `http://127.0.0.1:${env.PORT}`;
  const server = serverProcess({
    args,
    cwd: ctx.repoRoot,
    env,
    readyUrl: `${origin}${healthPath}`,
    readyWithinMs: 60_000,
  });
  const stop = () => server.stop('SIGINT');
  ctx.defer(stop);
  await server.start();
  return { origin, pid: server.pid(), stop };
}

let apiBuilt = false;
type StoreOptions = { databaseUrl?: string; seedDemo?: boolean; env?: Record<string, string> };

/**
 * The store's server (by default on a new SQLite file) as `npm start` runs it: the bundle of
 * scripts/api-build.mjs, so that its memory is the deployed server's.
 * NOTE: not through scripts/start.mjs, which would build the web app again if its sources changed
 * during the run.
 */
export function startStoreServer(ctx: BenchContext, options: StoreOptions = {}): Promise<RunningServer> {
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
  // BENCH_NODE_FLAGS adds Node flags to the store's server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its time goes.
  const extra = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  return startProcess(ctx, [...SERVER_NODE_FLAGS, ...extra, 'apps/api/dist/server.mjs'], env, '/api/health');
}

const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };

/** The store's server with its owner (made at start from ADMIN_EMAIL and ADMIN_PASSWORD), signed in. */
export async function startStoreWithAdmin(ctx: BenchContext, options: StoreOptions) {
  const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...options.env };
  const server = await startStoreServer(ctx, { ...options, env });
  return { server, admin: await signInForToken(server.origin, ADMIN) };
}

type BareAnswer = string | { body: string; headers: Record<string, string> };

/**
 * bench/bare-server.ts: GET /bare/<name> answers with `answers[name]`, the bytes a store route
 * returned as JSON, or a body with the headers given.
 */
export function startBareServer(ctx: BenchContext, answers: Record<string, BareAnswer>): Promise<RunningServer> {
  const file = path.join(ctx.tmpDir, `bare-bodies-${randomBytes(4).toString('hex')}.json`);
  fs.writeFileSync(file, JSON.stringify(answers));
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
/** The bench's products' first (or only) variant has the product's id (catalog-seed.ts). */
export async function placeOrder(origin: string, customer: ApiSession, productId: string, quantity: number) {
  const response = await fetch(`${origin}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({ productId, variantId: productId, orderQuanty: quantity, ...ORDER_BODY }),
  });
  const answeredAt = performance.now();
  await response.arrayBuffer();
  return { status: response.status, answeredAt };
}
