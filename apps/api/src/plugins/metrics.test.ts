// Prometheus metrics: off the public internet (a bearer token, or a port of their own), and what an
// owner watches: requests by route and status with latency, orders, background work, the process.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createBuyers, DELIVERY } from '../../test/cart-helpers.ts';
import { createProduct } from '../../test/factories.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const scrape = async (app: TestApp['app']) => {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN or METRICS_PORT (a 404, not the web app)', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('answers only the bearer of METRICS_TOKEN: none or a wrong one gets 401', async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toContain('Bearer');
    const ok = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
  });

  it('counts requests by route pattern and status, with a latency histogram, orders placed and by state, jobs and the process', async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const product = await createProduct(t.store.db, { maxQuantity: 50 });
    const [buyer] = await createBuyers(t, 1);
    await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    await t.app.inject({ method: 'GET', url: '/api/products/no-such-product' });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer!.headers,
      payload: { productId: product.id, orderQuanty: 2, ...DELIVERY },
    });
    expect(placed.statusCode).toBe(201);
    await t.app.inject({ method: 'GET', url: '/some/random/path/that/matches/nothing' });

    const text = await scrape(t.app);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/products\/:id",status_code="200"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/products\/:id",status_code="404"\} 1/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/api\/orders",status_code="201"\} 1/,
    );
    expect(text).toMatch(/store_orders_placed_total 1/);
    expect(text).toMatch(/store_orders\{status="unpaid"\} 1/);
    expect(text).toMatch(/store_background_jobs\{state="scheduled"\} \d+/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/nodejs_heap_size_used_bytes \d/);
    // Paths that match no route share one series, whatever they are.
    expect(text).not.toContain('/some/random/path');
  });

  it('on METRICS_PORT: served there (with no token needed) and not on the public port', async () => {
    const port = await freePort();
    t = await buildTestApp({ env: { METRICS_PORT: String(port), HOST: '127.0.0.1' } });
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('http_requests_total');
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });

  it('counts the PostgreSQL pool when the store runs on PostgreSQL', async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const text = await scrape(t.app);
    if (t.store.dialect === 'postgres') expect(text).toMatch(/store_db_pool_connections\{state="total"\} \d+/);
    else expect(text).not.toContain('store_db_pool_connections');
  });
});
