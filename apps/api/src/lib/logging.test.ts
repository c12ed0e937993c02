// What the server logs: readable lines without a line per request on a developer's machine (the
// zero-configuration start), request lines where LOG_REQUESTS asks, JSON in a real deployment.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestDatabase, type TestDatabase, testConfig } from '../../test/build-test-app.ts';
import { formatLogLine } from './logging.ts';

let app: FastifyInstance | undefined;
let database: TestDatabase | undefined;
afterEach(async () => {
  await app?.close();
  await database?.drop();
  app = undefined;
  database = undefined;
});

/** The app on the test configuration less the variables named undefined, its log lines kept. */
async function buildLogging(
  env: Record<string, string | undefined>,
): Promise<{ app: FastifyInstance; lines: string[] }> {
  const written: string[] = [];
  database = await createTestDatabase();
  app = await buildApp(testConfig({ LOG_LEVEL: undefined, NODE_ENV: undefined, ...env }), {
    store: database.store,
    serveWebApp: false,
    logStream: { write: (chunk) => written.push(chunk) },
  });
  await app.ready();
  await app.inject({ method: 'GET', url: '/api/products' });
  await app.inject({ method: 'GET', url: '/api/no-such-path' });
  app.log.info({ orders: 2 }, 'the store opens');
  return { app, lines: written.join('').split('\n').filter(Boolean) };
}

function expectLine(lines: string[], pattern: RegExp): void {
  expect(
    lines.some((line) => pattern.test(line)),
    `no line matches ${String(pattern)} in:\n${lines.join('\n')}`,
  ).toBe(true);
}

const REQUEST_LINE = /incoming request|request completed|\/api\/products/;

describe('the server log', () => {
  it('is readable lines at info level with no line per request, unconfigured', async () => {
    const { lines } = await buildLogging({});
    expectLine(lines, /^\d\d:\d\d:\d\d INFO {2}the store opens orders=2$/);
    expect(lines.filter((line) => REQUEST_LINE.test(line))).toEqual([]);
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
  });

  it('has a readable line for each request received and answered with LOG_REQUESTS=true', async () => {
    const { lines } = await buildLogging({ LOG_REQUESTS: 'true' });
    expectLine(lines, / INFO {2}incoming request .*req=GET \/api\/products/);
    expectLine(lines, / INFO {2}request completed .*res=200 responseTime=\d+ms/);
    expectLine(lines, /request completed .*res=404/);
  });

  it('is JSON with a line per request in a real deployment, as a log collector reads it', async () => {
    const { lines } = await buildLogging({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.com',
      ALLOW_SANDBOX_PAYMENTS: 'true',
    });
    const entries = lines.map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } });
    expect(entries).toContainEqual(
      expect.objectContaining({ msg: 'incoming request', req: expect.objectContaining({ url: '/api/products' }) }),
    );
    expect(entries).toContainEqual(expect.objectContaining({ msg: 'the store opens', orders: 2 }));
  });

  it('LOG_REQUESTS=false and LOG_FORMAT=text turn a real deployment quiet and readable', async () => {
    const { lines } = await buildLogging({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.com',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      LOG_REQUESTS: 'false',
      LOG_FORMAT: 'text',
    });
    expect(lines.filter((line) => REQUEST_LINE.test(line))).toEqual([]);
    expectLine(lines, /INFO {2}the store opens orders=2$/);
  });
});

describe('formatLogLine', () => {
  it('writes an error with its stack on indented lines, and passes a line that is not JSON unchanged', () => {
    const line = formatLogLine(
      JSON.stringify({
        level: 50,
        time: Date.parse('2025-03-01T10:00:00Z'),
        msg: 'request failed',
        reqId: 'r1',
        err: { type: 'Error', message: 'disk full', stack: 'Error: disk full\n    at write (db.ts:1:1)' },
      }),
    );
    expect(line).toMatch(
      /^\d\d:\d\d:\d\d ERROR request failed reqId=r1\n {4}Error: disk full\n {8}at write \(db\.ts:1:1\)\n$/,
    );
    expect(formatLogLine('plain words\n')).toBe('plain words\n');
  });
});
