import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '@store/shared/schemas';
import { answer, apiError, fileAnswer, stubApi } from './api-stub.ts';
import { aProductDetail } from './factories.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('stubApi', () => {
  it('prefers a route without parameters over one that would also match (low-stock over :email)', async () => {
    const api = stubApi({
      'GET /api/admin/:email': { admin: true },
      'GET /api/admin/low-stock': { threshold: 5, products: [] },
    });
    expect(await (await fetch('/api/admin/low-stock')).json()).toEqual({ threshold: 5, products: [] });
    expect(await (await fetch('/api/admin/boss%40example.com')).json()).toEqual({ admin: true });
    expect(api.calls[1]?.params).toEqual({ email: 'boss@example.com' });
  });

  it('sends a file answer as it is, with its content type and the call’s own query', async () => {
    const api = stubApi({
      'GET /api/orders/export.csv': fileAnswer('GET /api/orders/export.csv', 'id,total\no-1,300', 'text/csv'),
    });
    const response = await fetch('/api/orders/export.csv?status=paid');
    expect(response.headers.get('content-type')).toBe('text/csv');
    expect(await response.text()).toBe('id,total\no-1,300');
    expect(api.calls[0]?.query.get('status')).toBe('paid');
  });

  it('answers a route with the value parsed by its response schema, with the route’s status and the call recorded', async () => {
    const api = stubApi({ 'POST /api/orders': { acknowledged: true, insertedId: 'o-1' } });
    const response = await fetch('/api/orders', {
      method: 'POST',
      headers: { 'idempotency-key': 'k-1' },
      body: JSON.stringify({ productId: 'p-1' }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ acknowledged: true, insertedId: 'o-1' });
    expect(api.calls).toEqual([
      {
        method: 'POST',
        url: '/api/orders',
        path: '/api/orders',
        query: new URLSearchParams(),
        params: {},
        body: { productId: 'p-1' },
        headers: expect.any(Headers),
      },
    ]);
    expect(api.calls[0]?.headers.get('idempotency-key')).toBe('k-1');
  });

  it('refuses an answer the API would never send, and keeps it to fail the test', async () => {
    const withoutPrice = { ...aProductDetail() } as Partial<ProductDetail>;
    delete withoutPrice.price;
    const api = stubApi({ 'GET /api/products/:id': withoutPrice as ProductDetail });
    await expect(fetch('/api/products/p-1')).rejects.toThrow(/GET \/api\/products\/:id[\s\S]*price/);
    expect(api.mismatches).toEqual([expect.stringMatching(/price/)]);
    // Seen: this test expects the mismatch, so it must not fail at the end.
    api.mismatches.length = 0;
  });

  it('drops fields the API does not send', async () => {
    stubApi({ 'GET /api/products/:id': { ...aProductDetail(), secret: 'x' } as ProductDetail });
    expect(await (await fetch('/api/products/p-1')).json()).not.toHaveProperty('secret');
  });

  it('gives a handler the decoded path parameters and the query', async () => {
    const api = stubApi({
      'GET /api/myorders': ({ query }) =>
        answer('GET /api/myorders', [], { headers: { 'x-email': query.get('email') ?? '' } }),
      'GET /api/admin/:email': ({ params }) => ({ admin: params.email === 'boss@example.com' }),
    });
    expect(await (await fetch('/api/admin/boss%40example.com')).json()).toEqual({ admin: true });
    expect((await fetch('/api/myorders?email=karim%40example.com')).headers.get('x-email')).toBe('karim@example.com');
    expect(api.calls[0]?.params).toEqual({ email: 'boss@example.com' });
  });

  it('answers 404 with the API’s error body for a route it was not given, and an error the test chose', async () => {
    const api = stubApi();
    const missing = await fetch('/api/review');
    expect([missing.status, await missing.json()]).toEqual([
      404,
      { error: { code: 'NOT_FOUND', message: 'Not found.' } },
    ]);
    api.on('GET /api/review', apiError(500, 'INTERNAL', 'x'));
    expect((await fetch('/api/review')).status).toBe(500);
  });
});
