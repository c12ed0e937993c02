// Child processes the benchmarks talk to: the store's own server (the bundle `npm start` runs,
// without tsx) and the bare Fastify server (bench/bare-server.ts).
// Each is stopped by SIGINT when the bench ends (the store's server stops at once on SIGINT; SIGTERM
// would drain 5 s first, as behind a proxy).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ApiSession, signUpForToken } from '../../scripts/api-session.ts';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.ts';
import type { BenchContext } from './types.ts';

export interface RunningServer {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}) before it answered:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}

async function startProcess(
  ctx: BenchContext,
  args: string[],
  env: Record<string, string>,
  healthPath: string,
  port: number,
): Promise<RunningServer> {
  const child = spawn(process.execPath, args, {
    cwd: ctx.repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    await exited;
  };
  ctx.defer(stop);
  await waitUntilUp(`${origin}${healthPath}`, child, () => log);
  return { origin, pid: child.pid ?? 0, stop };
}

/** Whether this run has built apps/api/dist/server.mjs (once: every store server runs the same code). */
let apiBuilt = false;

/**
 * The store's server on the given database, bound to 127.0.0.1: the module `npm start` runs
 * (scripts/api-build.mjs), so that its memory is the deployed server's.
 * NOTE: not through scripts/start.mjs: that would build the web app again if its sources changed
 * during the run (bench/run.ts built it before the benchmarks), beside another build.
 */
export function startStoreServer(
  ctx: BenchContext,
  options: { databaseUrl: string; seedDemo: boolean; env?: Record<string, string> },
): Promise<RunningServer> {
  if (!apiBuilt) {
    const build = spawnSync(process.execPath, ['scripts/api-build.mjs'], { cwd: ctx.repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the API build failed');
    apiBuilt = true;
  }
  const port = ctx.nextPort();
  return startProcess(
    ctx,
    [...SERVER_NODE_FLAGS, 'apps/api/dist/server.mjs'],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: path.join(ctx.tmpDir, `data-${port}`),
      SEED_DEMO: String(options.seedDemo),
      // NOTE: request logs off on both sides of the comparison (the bare server logs nothing either).
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // A benchmark store runs the sandbox on purpose.
      ALLOW_SANDBOX_PAYMENTS: 'true',
      // A smoke run checks that each benchmark still works: the overload guard would answer a busy
      // machine's requests with 503.
      ...(ctx.smoke ? { MAX_EVENT_LOOP_DELAY_MS: '0' } : {}),
      ...options.env,
    },
    '/api/health',
    port,
  );
}

/** The bare Fastify server: GET /bare/<name> returns the constant JSON body given for that name. */
export function startBareServer(ctx: BenchContext, bodiesFile: string): Promise<RunningServer> {
  const port = ctx.nextPort();
  return startProcess(
    ctx,
    ['--import', 'tsx', 'bench/bare-server.ts', bodiesFile],
    { PORT: String(port) },
    '/health',
    port,
  );
}

/** A new account on the store, signed in: its email and bearer token. */
export function signUpCustomer(origin: string, label: string): Promise<ApiSession> {
  const email = `bench-${label}-${randomBytes(4).toString('hex')}@example.com`;
  return signUpForToken(origin, { name: `Bench ${label}`, email, password: 'bench-password-1' });
}
