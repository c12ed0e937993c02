// The real server entry's graceful stop, as a proxy sees it. After SIGTERM it first drains: it
// still serves writes, on a keep-alive connection the proxy holds and on new ones, refuses reads
// with 503 (a proxy resends those elsewhere and stops choosing this instance), and every answer
// closes its connection; idle connections stay open longer than the proxy's own idle timeout, so the
// proxy never sends a request on a connection this side is closing. It stops listening only once no
// connection has come for a moment, then finishes what is in flight and exits 0.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

interface Started {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
}

async function startServer(): Promise<Started> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-stop-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dataDir,
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, 'store.db')}`,
      PORT: '0',
      HOST: '127.0.0.1',
      BACKUP_INTERVAL_HOURS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening at http:\/\/127\.0\.0\.1:(\d+)/i.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', () => reject(new Error(`server exited before listening:\n${output}`)));
  });
  return { child, port, exited };
}

/** One raw keep-alive connection, so the test decides exactly when each request is sent on it. */
async function openConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  let closed = false;
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('close', () => {
    closed = true;
  });
  socket.on('error', () => undefined);
  return {
    /** Sends GET `url` and waits for the whole answer (headers and a Content-Length body). */
    get(url: string) {
      return this.send(`GET ${url} HTTP/1.1\r\nHost: store.test\r\nConnection: keep-alive\r\n\r\n`);
    },
    /** Sends POST `url` with a JSON body. */
    post(url: string, body: unknown) {
      const json = JSON.stringify(body);
      return this.send(
        `POST ${url} HTTP/1.1\r\nHost: store.test\r\nConnection: keep-alive\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
      );
    },
    async send(request: string): Promise<{ status: number; headers: string }> {
      received = '';
      socket.write(request);
      const deadline = Date.now() + 10_000;
      for (;;) {
        const end = received.indexOf('\r\n\r\n');
        if (end >= 0) {
          const headers = received.slice(0, end);
          const length = Number(/content-length: (\d+)/i.exec(headers)?.[1] ?? 0);
          if (Buffer.byteLength(received.slice(end + 4)) >= length) {
            return { status: Number(headers.split(' ')[1]), headers: headers.toLowerCase() };
          }
        }
        if (closed) throw new Error(`connection closed before the answer: ${JSON.stringify(received)}`);
        if (Date.now() > deadline) throw new Error('no answer within 10 s');
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    isClosed: () => closed,
    destroy: () => socket.destroy(),
  };
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('the server entry on SIGTERM', () => {
  it('drains: serves writes on an open keep-alive connection and on new ones, sends reads elsewhere, each answer closing its connection, then exits 0', async () => {
    const server = await startServer();
    const connection = await openConnection(server.port);
    cleanups.push(() => connection.destroy());
    const before = await connection.get('/api/products?limit=1');
    expect(before.status).toBe(200);
    expect(before.headers).not.toContain('connection: close');

    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1_000));
    // 1 s after SIGTERM the idle connection is still open: a proxy may still send on it.
    expect(connection.isClosed()).toBe(false);
    const write = await connection.post('/api/orders', {});
    expect(write.status).toBe(401);
    expect(write.headers).toContain('connection: close');
    const fresh = await openConnection(server.port);
    cleanups.push(() => fresh.destroy());
    const read = await fresh.get('/api/products?limit=1');
    expect(read.status).toBe(503);
    expect(read.headers).toContain('retry-after: 5');
    expect(read.headers).toContain('connection: close');
    // A balancer's health check sees it leaving.
    const probe = await openConnection(server.port);
    cleanups.push(() => probe.destroy());
    expect((await probe.get('/api/ready')).status).toBe(503);

    expect(await server.exited).toBe(0);
    expect(await refused(server.port)).toBe(true);
  });

  it('serves a request on a connection opened just before it stopped listening (a proxy sends right after connecting)', async () => {
    const server = await startServer();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 4_600));
    const late = await openConnection(server.port);
    cleanups.push(() => late.destroy());
    // Each probe is a connection too: probing more often than the quiet time would keep it listening.
    const deadline = Date.now() + 6_000;
    while (!(await refused(server.port))) {
      if (Date.now() > deadline) throw new Error('still listening 10.6 s after SIGTERM');
      await new Promise((r) => setTimeout(r, 400));
    }
    const answer = await late.post('/api/orders', {});
    expect(answer.status).toBe(401);
    expect(answer.headers).toContain('connection: close');
    expect(await server.exited).toBe(0);
  });

  it('keeps listening past the drain while connections still come, and stops listening once they stop', async () => {
    const server = await startServer();
    const stopped = Date.now();
    server.child.kill('SIGTERM');
    // A connection every 100 ms until 7 s after SIGTERM: the listener stays open all that time.
    while (Date.now() - stopped < 7_000) {
      expect(await refused(server.port)).toBe(false);
      await new Promise((r) => setTimeout(r, 100));
    }
    const quietFrom = Date.now();
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await refused(server.port)).toBe(true);
    expect(await server.exited).toBe(0);
    expect(Date.now() - quietFrom).toBeLessThan(5_000);
  });

  it('keeps an idle keep-alive connection open through the drain, then closes it and exits 0', async () => {
    const server = await startServer();
    const connection = await openConnection(server.port);
    cleanups.push(() => connection.destroy());
    expect((await connection.get('/api/health')).status).toBe(200);
    const stopped = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 3_500));
    expect(connection.isClosed()).toBe(false);
    expect(await server.exited).toBe(0);
    expect(connection.isClosed()).toBe(true);
    // Closed at the drain's end (5 s), long before the 20 s deadline for requests in flight.
    expect(Date.now() - stopped).toBeLessThan(15_000);
  });

  it('stops at once on SIGINT (Ctrl-C at a terminal): no drain', async () => {
    const server = await startServer();
    const connection = await openConnection(server.port);
    cleanups.push(() => connection.destroy());
    expect((await connection.get('/api/health')).status).toBe(200);
    server.child.kill('SIGINT');
    await new Promise((r) => setTimeout(r, 1_500));
    expect(connection.isClosed()).toBe(true);
    expect(await server.exited).toBe(0);
  });
});
