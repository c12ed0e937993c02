// What a change of some products drops: the answers that show them, not the others; lists of what is
// in stock only when a product crossed its minimum order; on another instance as on the writer's.
// Both databases (TEST_DB_KIND).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, type TestApp, testDbKind } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { createUser } from '../../../test/users.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
});
afterEach(async () => {
  await t.close();
});

interface Shown {
  _id: string;
  maxQuantity: number;
}

async function read(url: string, app = t.app): Promise<unknown> {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json();
}
const ids = async (url: string, app = t.app) => ((await read(url, app)) as Shown[]).map((p) => p._id);
const misses = (app = t.app) => app.state.answers.stats().misses;

/** Reads each URL, then reads them again: true when the second reads were all answered from the cache. */
async function cachedAfter(urls: string[], change: () => Promise<void>, app = t.app): Promise<boolean> {
  for (const url of urls) await read(url, app);
  await change();
  const before = misses(app);
  for (const url of urls) await read(url, app);
  return misses(app) === before;
}

async function order(app: TestApp, buyer: Awaited<ReturnType<typeof createUser>>, productId: string, quantity: number) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.headers,
    payload: { productId, orderQuanty: quantity, address: 'House 1, Road 2, Dhaka', phone: '01711000000' },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('a change of some products', () => {
  it('an order drops the answers that show its product and keeps the others', async () => {
    const buyer = await createUser(t);
    const bell = await createProduct(t.store.db, { name: 'Alloy Bell', maxQuantity: 10 });
    const horn = await createProduct(t.store.db, { name: 'Brass Horn', maxQuantity: 10 });
    const others = [`/api/products/${horn.id}`, '/api/products?q=horn'];
    expect(await cachedAfter(others, () => order(t, buyer, bell.id, 2))).toBe(true);
    expect(((await read(`/api/products/${bell.id}`)) as Shown).maxQuantity).toBe(8);
    const all = (await read('/api/products?limit=24')) as Shown[];
    expect(all.find((p) => p._id === bell.id)?.maxQuantity).toBe(8);
    expect(await cachedAfter([`/api/products/${bell.id}`], () => order(t, buyer, bell.id, 1))).toBe(false);
  });

  it('lists of what is in stock change only when a product crosses its minimum order', async () => {
    const buyer = await createUser(t);
    const pads = await createProduct(t.store.db, { name: 'Brake Pads', maxQuantity: 6, minQuantity: 2 });
    await createProduct(t.store.db, { name: 'Brass Horn', maxQuantity: 10 });
    const inStock = '/api/products?inStock=true&limit=24';
    expect(await ids(inStock)).toContain(pads.id);
    // 6 → 4: still at least the minimum of 2; a list of what is in stock that does not show it stays.
    expect(await cachedAfter(['/api/products?inStock=true&q=horn'], () => order(t, buyer, pads.id, 2))).toBe(true);
    expect(await ids(inStock)).toContain(pads.id);
    // 4 → 1: below the minimum, so sold out: every list of what is in stock is built again.
    expect(await cachedAfter(['/api/products?inStock=true&q=horn'], () => order(t, buyer, pads.id, 3))).toBe(false);
    expect(await ids(inStock)).not.toContain(pads.id);
    expect(await ids('/api/products?limit=24')).toContain(pads.id);
  });

  it('another instance drops what the writer dropped', async () => {
    const database = await createTestDatabase(testDbKind(), { shared: true });
    const writer = await buildTestApp({ database });
    const reader = await buildTestApp({ database, store: database.openAnother() });
    try {
      const buyer = await createUser(writer);
      const pads = await createProduct(writer.store.db, { name: 'Brake Pads', maxQuantity: 3, minQuantity: 2 });
      const horn = await createProduct(writer.store.db, { name: 'Brass Horn', maxQuantity: 10 });
      const inStock = '/api/products?inStock=true&limit=24';
      const eventually = async (check: () => Promise<boolean>) => {
        const start = Date.now();
        while (!(await check())) {
          if (Date.now() - start > 2500) throw new Error('not fresh within 2500 ms');
          await new Promise((r) => setTimeout(r, 5));
        }
      };
      await eventually(async () => (await ids(inStock, reader.app)).includes(pads.id));
      await read(`/api/products/${horn.id}`, reader.app);
      const heard = reader.app.state.freshness.heard;
      await order(writer, buyer, pads.id, 2);
      await eventually(async () => !(await ids(inStock, reader.app)).includes(pads.id));
      await eventually(async () => ((await read(`/api/products/${pads.id}`, reader.app)) as Shown).maxQuantity === 1);
      if (testDbKind() === 'postgres') {
        // Told by NOTIFY which product changed, the reader kept the answers of the others. On a busy machine the
        // reader may see the change by its own read before the notice arrives: the notice must still come.
        await eventually(async () => reader.app.state.freshness.heard > heard);
        const before = misses(reader.app);
        await read(`/api/products/${horn.id}`, reader.app);
        expect(misses(reader.app)).toBe(before);
      }
    } finally {
      await reader.close();
      await writer.close();
      await database.drop();
    }
  });
});
