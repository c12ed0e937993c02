// The card number never reaches a log: the sandbox confirm is run with the logger at its most verbose
// level, and everything the logger writes is searched for the number.
import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestDatabase, testConfig, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/users.ts';
import { insertOrder } from './testing/fixtures.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Captures what is written to stdout/stderr by file descriptor (pino writes there directly). */
function captureLogs(): () => string {
  let written = '';
  const keep = (fd: unknown, data: unknown) => {
    if (fd === 1 || fd === 2) written += Buffer.isBuffer(data) ? data.toString('utf8') : String(data);
  };
  vi.spyOn(fs, 'writeSync').mockImplementation((fd: number, data: unknown) => {
    keep(fd, data);
    return Buffer.byteLength(Buffer.isBuffer(data) ? data : String(data));
  });
  vi.spyOn(fs, 'write').mockImplementation((fd: number, data: unknown, ...rest: unknown[]) => {
    keep(fd, data);
    const callback = rest.at(-1);
    const size = Buffer.byteLength(Buffer.isBuffer(data) ? data : String(data));
    if (typeof callback === 'function') process.nextTick(() => (callback as (e: null, n: number) => void)(null, size));
  });
  return () => written;
}

describe('logging', () => {
  it('logs requests at trace level without the card number of a sandbox payment (paid or declined)', async () => {
    const logs = captureLogs();
    const database = await createTestDatabase();
    const app = await buildApp(testConfig({ LOG_LEVEL: 'trace', LOG_REQUESTS: 'true', LOG_FORMAT: 'json' }), {
      store: database.store,
      logger: true,
      serveWebApp: false,
    });
    await app.ready();
    const t: TestApp = {
      app,
      store: database.store,
      database,
      close: async () => {
        await app.close();
        await database.drop();
      },
    };
    try {
      const user = await createUser(t);
      // 4242… is paid (200); 4000 0000 0000 0002 is declined (402). Both go through the logger.
      for (const [number, status] of [
        ['4242 4242 4242 4242', 200],
        ['4000 0000 0000 0002', 402],
      ] as const) {
        const order = await insertOrder(t.store.db, user);
        const intent = await app.inject({
          method: 'POST',
          url: '/api/create-payment-intent',
          headers: user.headers,
          payload: { price: order.priceTaka, order: order.id },
        });
        const res = await app.inject({
          method: 'POST',
          url: '/api/payments/sandbox/confirm',
          headers: user.headers,
          payload: {
            clientSecret: intent.json<{ clientSecret: string }>().clientSecret,
            card: { number, expMonth: 12, expYear: 2049, cvc: '123' },
          },
        });
        expect(res.statusCode).toBe(status);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await t.close();
    }
    const written = logs();
    expect(written).toContain('/api/payments/sandbox/confirm');
    for (const secret of ['4242424242424242', '4242 4242 4242 4242', '4000000000000002', '4000 0000 0000 0002']) {
      expect(written).not.toContain(secret);
    }
  });
});
