import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, type TestApp, testDbKind } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { createUser } from '../../../test/users.ts';
import { seedDemoData } from '../../db/seed/seed.ts';
import { catalogChanged } from './catalog-freshness.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('GET /api/products', () => {
  it('returns every product newest first, with price in taka, when no limit is given', async () => {
    const older = await createProduct(t.store.db, {
      name: 'Old Pedal',
      priceTaka: 99.5,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const newer = await createProduct(t.store.db, { name: 'New Pedal', createdAt: '2026-02-01T00:00:00.000Z' });
    const res = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBeUndefined();
    const body = res.json();
    expect(body.map((p: { _id: string }) => p._id)).toEqual([newer.id, older.id]);
    expect(body[1]).toEqual({
      _id: older.id,
      name: 'Old Pedal',
      img: older.img,
      des: older.description,
      minQuantity: older.minQuantity,
      maxQuantity: older.stock,
      price: 99.5,
      rating: { average: 0, count: 0 },
      options: [],
      // Not weighed yet.
      weightGrams: 0,
      // Ours: the standard VAT rate unless the owner chose another.
      vatRate: '15',
    });
  });

  it('pages with limit and page and reports the total in X-Total-Count', async () => {
    for (let i = 0; i < 5; i++) await createProduct(t.store.db, { createdAt: `2026-01-0${i + 1}T00:00:00.000Z` });
    const res = await t.app.inject({ method: 'GET', url: '/api/products?limit=2&page=3' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.json()).toHaveLength(1);
  });

  it('searches name and description by word prefix, case-insensitively', async () => {
    await createProduct(t.store.db, { name: 'Carbon Handlebar', des: 'Light and stiff.' });
    await createProduct(t.store.db, { name: 'Steel Chain', des: 'Rust-proof coating.' });
    const byName = await t.app.inject({ method: 'GET', url: '/api/products?q=HANDLE' });
    expect(byName.json().map((p: { name: string }) => p.name)).toEqual(['Carbon Handlebar']);
    const byDescription = await t.app.inject({ method: 'GET', url: '/api/products?q=rust%20coat&limit=10' });
    expect(byDescription.json().map((p: { name: string }) => p.name)).toEqual(['Steel Chain']);
    expect(byDescription.headers['x-total-count']).toBe('1');
    const none = await t.app.inject({ method: 'GET', url: '/api/products?q=titanium' });
    expect(none.json()).toEqual([]);
  });

  it('sorts by price and by name', async () => {
    await createProduct(t.store.db, { name: 'B', priceTaka: 300 });
    await createProduct(t.store.db, { name: 'A', priceTaka: 500 });
    await createProduct(t.store.db, { name: 'C', priceTaka: 100 });
    const prices = async (sort: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/products?sort=${sort}` }))
        .json()
        .map((p: { price: number }) => p.price);
    expect(await prices('price-asc')).toEqual([100, 300, 500]);
    expect(await prices('price-desc')).toEqual([500, 300, 100]);
    const names = (await t.app.inject({ method: 'GET', url: '/api/products?sort=name' })).json();
    expect(names.map((p: { name: string }) => p.name)).toEqual(['A', 'B', 'C']);
  });

  it.each([
    ['sort=cheapest', 'sort'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=5&page=0', 'page'],
    ['limit=1.5', 'limit'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('answers 400 with a field message for %s', async (qs, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${qs}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields[field]).toEqual(expect.any(String));
  });
});

describe('GET /api/products/:id', () => {
  it('returns one product', async () => {
    const p = await createProduct(t.store.db, { name: 'Brake Pad' });
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${p.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: p.id, name: 'Brake Pad' });
  });

  it.each(['6f1b2c3d-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1"])(
    'answers 404 JSON for an unknown or malformed id (%s)',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Product not found.' } });
    },
  );
});

describe('demo data', () => {
  it('seeds at least 12 products and 6 reviews into an empty database, and only once', async () => {
    await seedDemoData(t.store);
    await seedDemoData(t.store);
    const products = (await t.app.inject({ method: 'GET', url: '/api/products' })).json();
    const reviews = (await t.app.inject({ method: 'GET', url: '/api/review' })).json();
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(new Set(products.map((p: { img: string }) => p.img)).size).toBe(products.length);
    expect(reviews.length).toBeGreaterThanOrEqual(6);
    for (const r of reviews) expect(Object.keys(r).sort()).toEqual(['_id', 'des', 'number', 'userEmail', 'userName']);
    // Some come in several sizes: the chain in three speeds, one of them sold out.
    const [chain] = (await t.app.inject({ method: 'GET', url: '/api/products?option=11-speed' })).json();
    const detail = (await t.app.inject({ method: 'GET', url: `/api/products/${chain._id}` })).json();
    expect(detail.variants.map((v: { title: string; maxQuantity: number }) => [v.title, v.maxQuantity])).toEqual([
      ['9-speed', 300],
      ['10-speed', 0],
      ['11-speed', 600],
    ]);
    expect(detail).toMatchObject({ price: 740, maxQuantity: 900 });
    expect((await t.app.inject({ method: 'GET', url: '/api/products?option=10-speed' })).json()).toEqual([]);
  });
});

describe('catalog read model', () => {
  it('shows a product added after a page was read, in the list, the total and search', async () => {
    await createProduct(t.store.db, { name: 'First Crank' });
    const before = await t.app.inject({ method: 'GET', url: '/api/products?limit=10&q=crank' });
    expect(before.headers['x-total-count']).toBe('1');
    await createProduct(t.store.db, { name: 'Second Crank' });
    const after = await t.app.inject({ method: 'GET', url: '/api/products?limit=10&q=crank' });
    expect(after.headers['x-total-count']).toBe('2');
    expect(after.json().map((p: { name: string }) => p.name)).toEqual(['Second Crank', 'First Crank']);
  });

  it('shows the current stock even when the ordering was cached', async () => {
    const p = await createProduct(t.store.db, { maxQuantity: 10 });
    await t.app.inject({ method: 'GET', url: '/api/products?limit=10' });
    await t.store.db.updateTable('products').set({ stock: 7 }).where('id', '=', p.id).execute();
    await catalogChanged(t.store.db, { products: [p.id] });
    const res = await t.app.inject({ method: 'GET', url: '/api/products?limit=10' });
    expect(res.json()[0].maxQuantity).toBe(7);
  });
});

describe('a product write shows in another instance within the propagation time', () => {
  it('lists, finds and drops the product through a second connection after each write', async () => {
    // Two apps on two connections to one database, as two server instances have.
    const database = await createTestDatabase(testDbKind(), { shared: true });
    const writer = await buildTestApp({ database });
    const reader = await buildTestApp({ database, store: database.openAnother() });
    try {
      const admin = await createUser(writer, { role: 'admin' });
      const read = async (query: string) => {
        const res = await reader.app.inject({ method: 'GET', url: `/api/products?limit=50${query}` });
        expect(res.statusCode).toBe(200);
        return { ids: res.json().map((p: { _id: string }) => p._id), total: Number(res.headers['x-total-count']) };
      };
      // PostgreSQL tells the other instance by NOTIFY; SQLite (one process per file in production)
      // by the other connection's commit, seen in `pragma data_version` (docs/decisions/110-catalog-answer-cache.md).
      const bound = testDbKind() === 'postgres' ? 1000 : 2500;
      const page = async (query: string, expected?: { ids: string[]; total: number }) => {
        const start = Date.now();
        let seen = await read(query);
        while (expected && JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() - start < bound) {
          await new Promise((r) => setTimeout(r, 10));
          seen = await read(query);
        }
        return seen;
      };
      const existing = await createProduct(writer.store.db, {
        name: 'Chain Guard',
        createdAt: '2020-01-01T00:00:00.000Z',
      });
      // The reader caches its orderings and a search before the writes.
      expect(await page('', { ids: [existing.id], total: 1 })).toEqual({ ids: [existing.id], total: 1 });
      expect(await page('&q=saddle', { ids: [], total: 0 })).toEqual({ ids: [], total: 0 });

      const created = await writer.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: admin.headers,
        payload: {
          name: 'Racing Saddle',
          img: '/api/images/6f1b2c3d-0000-4000-8000-000000000001',
          des: 'Light',
          minQuantity: 1,
          maxQuantity: 5,
          price: 10,
        },
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().insertedId;
      expect(await page('', { ids: [id, existing.id], total: 2 })).toEqual({ ids: [id, existing.id], total: 2 });
      expect(await page('&q=saddle', { ids: [id], total: 1 })).toEqual({ ids: [id], total: 1 });

      const renamed = await writer.app.inject({
        method: 'PATCH',
        url: `/api/products/${id}`,
        headers: admin.headers,
        payload: { name: 'Racing Seat' },
      });
      expect(renamed.statusCode).toBe(200);
      expect(await page('&q=saddle', { ids: [], total: 0 })).toEqual({ ids: [], total: 0 });
      expect(await page('&q=seat', { ids: [id], total: 1 })).toEqual({ ids: [id], total: 1 });

      const deleted = await writer.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: admin.headers });
      expect(deleted.statusCode).toBe(200);
      expect(await page('', { ids: [existing.id], total: 1 })).toEqual({ ids: [existing.id], total: 1 });
      expect(await page('&q=seat', { ids: [], total: 0 })).toEqual({ ids: [], total: 0 });
      if (testDbKind() === 'postgres') {
        // Told by the writer's NOTIFY, not only by the once-a-second check (which alone would also
        // pass the bounds above); the writer does not wake itself.
        expect(reader.app.state.freshness.heard).toBeGreaterThan(0);
        expect(writer.app.state.freshness.heard).toBe(0);
      }
    } finally {
      await reader.close();
      await writer.close();
      await database.drop();
    }
  });
});
