// The real server entry (server.ts) unconfigured but for its files and port: its output is readable
// lines with none per request, and once it listens it tells its launcher the address to open
// (scripts/start.mjs prints `Open <url>` on that event, as the launcher below does).
// It serves a SQLite file of its own whichever database the project tests: the SQLite project runs it.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';

const SERVER = path.resolve(import.meta.dirname, 'server.ts');
/** start.mjs's last step: print the address once the server says it listens, then load the server. */
const LAUNCHER = `process.once('store:listening', (url) => console.log('Open ' + url));
await import(${JSON.stringify(SERVER)});`;

let dir: string;
let child: ChildProcess | undefined;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-open-'));
});
afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
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

it('prints readable lines without one per request, and the address to open last once it listens', async () => {
  const port = await freePort();
  // Only what a newcomer's machine needs to differ: no NODE_ENV, LOG_* or PUBLIC_URL.
  child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', LAUNCHER], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${path.join(dir, 'store.db')}`,
      DATA_DIR: dir,
      WEB_DIST: path.join(dir, 'no-web-app'),
      SERVER_RENDERING: 'false',
      SEED_DEMO: 'false',
      BACKUP_INTERVAL_HOURS: '0',
      // No load shedding (503): CI runs this beside Playwright, past the production event-loop limit.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const opened = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no Open line:\n${output}`)), 60_000);
    child?.stdout?.on('data', () => {
      const found = /^Open (.+)$/m.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    child?.once('exit', () => reject(new Error(`the server exited:\n${output}`)));
  });
  expect(opened).toBe(`http://localhost:${port}`);
  // Listening by then: the address answers.
  for (let i = 0; i < 3; i++) expect((await fetch(`http://127.0.0.1:${port}/api/products`)).status).toBe(200);
  expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);

  const lines = output.split('\n').filter(Boolean);
  expect(lines.at(-1), output).toBe(`Open http://localhost:${port}`);
  expect(
    lines.some((line) => /^\d\d:\d\d:\d\d INFO {2}Server listening at http:\/\/127\.0\.0\.1:\d+$/.test(line)),
    output,
  ).toBe(true);
  expect(lines.filter((line) => line.startsWith('{') || /\/api\/products|incoming request/.test(line))).toEqual([]);
});
