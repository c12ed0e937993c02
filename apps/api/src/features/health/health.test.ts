// Readiness for a load balancer, and the overload answer: 503 with Retry-After instead of a queue.
import { afterEach, describe, expect, it } from 'vitest';
import { API_ERROR } from '@store/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startSmtpCapture } from '../../../test/smtp-capture.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Keeps the event loop busy for `ms` (a synchronous stretch of work, as a heavy request would). */
function block(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

describe('GET /api/ready', () => {
  it('answers 200 with each check up while the database answers, and never from a cache', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'up', databaseWrites: 'up' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the check that failed, and counts a check that hangs as down', async () => {
    t = await buildTestApp();
    t.app.readiness.add('smtp', () => new Promise<boolean>(() => undefined));
    t.app.readiness.add('cache', () => Promise.reject(new Error('connection refused')));
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'up', databaseWrites: 'up', smtp: 'down', cache: 'down' },
    });
  });

  it('answers 503 "stopping" once a graceful stop has begun; liveness and writes still answer, reads are sent elsewhere', async () => {
    t = await buildTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
    t.app.startDraining();
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'stopping', checks: { database: 'up', databaseWrites: 'up' } });
    const health = await t.app.inject({ method: 'GET', url: '/api/health?probe=1' });
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
    // A read gets 503 with Retry-After, which a proxy resends to another instance.
    for (const url of ['/api/products', '/api/products?limit=1', '/']) {
      const read = await t.app.inject({ method: 'GET', url });
      expect(read.statusCode, url).toBe(503);
      expect(read.headers['retry-after']).toBe('5');
      expect(read.headers.connection).toBe('close');
      expect(read.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: API_ERROR.stopping } });
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/api/products' })).statusCode).toBe(503);
    // A write reaches its route (here: refused for want of a session), since a proxy may not resend it.
    const write = await t.app.inject({ method: 'POST', url: '/api/orders', payload: {} });
    expect(write.statusCode).toBe(401);
    expect(write.headers.connection).toBe('close');
  });

  it('checks the SMTP server when SMTP_URL is set: up while it answers, down once it is gone', async () => {
    const smtp = await startSmtpCapture();
    try {
      t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
      const up = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({ status: 'ready', checks: { database: 'up', databaseWrites: 'up', smtp: 'up' } });
      await smtp.stop();
      const down = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'up', databaseWrites: 'up', smtp: 'down' },
      });
    } finally {
      await smtp.stop().catch(() => undefined);
    }
  });

  it('answers 503 when the database is gone, while liveness says the same', async () => {
    t = await buildTestApp();
    await t.store.close();
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ checks: { database: 'down' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
  });
});

describe('overload', () => {
  it('answers 503 with Retry-After while the event loop lags past MAX_EVENT_LOOP_DELAY_MS; liveness still answers', async () => {
    t = await buildTestApp({ env: { MAX_EVENT_LOOP_DELAY_MS: '50' } });
    const calm = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(calm.statusCode).toBe(200);
    // Lag well past the limit for longer than under-pressure's one-second sample.
    const deadline = Date.now() + 5_000;
    let res = calm;
    while (Date.now() < deadline) {
      block(400);
      await new Promise((r) => setTimeout(r, 1));
      res = await t.app.inject({ method: 'GET', url: '/api/products' });
      if (res.statusCode === 503) break;
    }
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('does not refuse requests with the default limit under ordinary work', async () => {
    t = await buildTestApp();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t!.app.inject({ method: 'GET', url: '/api/products' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
  });
});
