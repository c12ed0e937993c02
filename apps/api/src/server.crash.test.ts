// The real server entry (server.ts) on a SQLite file, killed with SIGKILL while orders come in and
// started again at once: it comes back with every order it acknowledged, and a second live server on
// the same file is refused (lib/store-lock.ts). Each server runs in a process group of its own.
// It serves a SQLite file of its own whichever database the project tests: the SQLite project runs it.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SERVER = path.resolve(import.meta.dirname, 'server.ts');
const PASSWORD = 'correct-horse-battery';

let dir: string;
const servers: ChildProcess[] = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-crash-'));
});
afterEach(async () => {
  for (const server of servers.splice(0)) {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid!, 'SIGKILL');
      await exited;
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function startServer(port: number): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${path.join(dir, 'store.db')}`,
      DATA_DIR: dir,
      WEB_DIST: path.join(dir, 'no-web-app'),
      SERVER_RENDERING: 'false',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      MAX_OPEN_UNPAID_ORDERS: '1000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      BACKUP_INTERVAL_HOURS: '0',
    },
  });
  servers.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Polls GET /api/ready until it answers 200; fails when the server exits first. */
async function whenReady(base: string, server: ReturnType<typeof startServer>): Promise<void> {
  let gone = false;
  void server.exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the server exited before it was ready:\n${server.output()}`);
    try {
      if ((await fetch(`${base}/api/ready`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function signUp(base: string): Promise<{ email: string; authorization: string }> {
  const email = `crash-${Date.now().toString(36)}@example.com`;
  const json = { 'content-type': 'application/json' };
  const up = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Crash Buyer', email, password: PASSWORD }),
  });
  expect(up.status).toBe(200);
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const exchange = await fetch(`${base}/api/user/${encodeURIComponent(email)}`, {
    method: 'PUT',
    headers: { ...json, cookie },
    body: JSON.stringify({ email }),
  });
  expect(exchange.status).toBe(200);
  const { token } = (await exchange.json()) as { token: string };
  return { email, authorization: `Bearer ${token}` };
}

describe('a SQLite store killed with SIGKILL', () => {
  // NOTE: three cold starts of the server through tsx: seconds each on a quiet machine, far more on a busy one.
  it(
    'starts again at once with every acknowledged order, and a second live store on the file is refused',
    { timeout: 180_000 },
    async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const first = startServer(port);
      await whenReady(base, first);
      const buyer = await signUp(base);
      // The demo product without options (ordered without a variant) that takes the most orders of its minimum.
      type Listed = { _id: string; minQuantity: number; maxQuantity: number; options?: unknown[] };
      const listed = (await (await fetch(`${base}/api/products`)).json()) as Listed[];
      const products = listed.filter((p) => (p.options ?? []).length === 0);
      const ordersOf = (p: Listed) => Math.floor(p.maxQuantity / p.minQuantity);
      const product = products.reduce((best, p) => (ordersOf(p) > ordersOf(best) ? p : best));
      expect(ordersOf(product)).toBeGreaterThanOrEqual(20);

      // Orders from four clients at once; the process group is killed once five are acknowledged,
      // with others still in flight.
      const acknowledged: string[] = [];
      let killed = false;
      const client = async () => {
        while (!killed) {
          try {
            const res = await fetch(`${base}/api/orders`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: buyer.authorization },
              body: JSON.stringify({
                productId: product._id,
                orderQuanty: product.minQuantity,
                address: 'House 12, Road 5, Dhanmondi, Dhaka',
                phone: '+880 1711-000000',
              }),
            });
            if (res.status === 201) acknowledged.push(((await res.json()) as { insertedId: string }).insertedId);
            else throw new Error(`an order was refused: ${res.status} ${await res.text()}`);
          } catch (error) {
            if (!killed) throw error;
          }
          if (acknowledged.length >= 5 && !killed) {
            killed = true;
            process.kill(-first.child.pid!, 'SIGKILL');
          }
        }
      };
      await Promise.all([client(), client(), client(), client()]);
      expect(acknowledged.length).toBeGreaterThanOrEqual(5);
      // NOTE: a lock that trusted a pid file would refuse here once that pid is alive again (a
      // zombie not yet reaped, or an unrelated process that got it after a reboot): this one is.
      fs.writeFileSync(path.join(dir, 'store.db.pid'), `${process.pid}\n`);

      const second = startServer(port);
      await whenReady(base, second);
      const orders = await fetch(`${base}/api/myorders?email=${encodeURIComponent(buyer.email)}`, {
        headers: { authorization: buyer.authorization },
      });
      expect(orders.status).toBe(200);
      const ids = ((await orders.json()) as { _id: string }[]).map((o) => o._id);
      expect(ids).toEqual(expect.arrayContaining(acknowledged));

      const third = startServer(await freePort());
      expect(await third.exited).toBe(1);
      expect(third.output()).toContain(`Another store is serving ${path.join(dir, 'store.db')}`);
      // The refused one left the live store alone.
      expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    },
  );
});
