import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser } from '../test/users.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('answers 200 {status: ok} while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 once the database is gone', async () => {
    await t.store.db.destroy();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
  });
});

describe('OpenAPI', () => {
  it('serves a document generated from the route schemas, with the bearer scheme', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/products',
        '/api/products/{id}',
        '/api/review',
        '/api/orders',
        '/api/create-payment-intent',
      ]),
    );
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/products'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['limit', 'page', 'q', 'sort']),
    );
  });

  it('serves a browsable page at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>Swagger UI</title>');
  });
});

describe('errors', () => {
  it('answers an unknown API route with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('answers malformed JSON with 400 and changes nothing', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/review',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"number": 5,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_JSON');
    const reviews = await t.store.db.selectFrom('reviews').select('id').execute();
    expect(reviews).toHaveLength(0);
  });

  it('answers a body over the limit with 413', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/review',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ number: 5, des: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('hides the internals of an unexpected failure behind a request id', async () => {
    await t.store.db.schema.dropTable('reviews').execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/review' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.error.code).toBe('INTERNAL');
    expect(body.error.message).toMatch(/request [0-9a-f-]{36}/);
    expect(JSON.stringify(body)).not.toMatch(/reviews|sqlite|relation|SELECT/i);
  });
});
