// The catalog answer cache: never stale after a write on the instance that took it (every kind of
// write the store makes, and a direct one that calls catalogChanged), fresh on another instance
// within the propagation time, ETag and 304, Content-Type and Cache-Control.
// Both databases (TEST_DB_KIND).
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, type TestApp, testDbKind } from '../../../test/build-test-app.ts';
import { addLine, postCheckout } from '../../../test/cart-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { orderIn, placeOrder } from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';
import { expireOrder } from '../orders/orders.service.ts';
import { catalogChanged } from './catalog-freshness.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
});
afterEach(async () => {
  await t.close();
});

interface ShownProduct {
  _id: string;
  name: string;
  maxQuantity: number;
  price: number;
}

async function shown(app: TestApp['app'], url: string) {
  const res = await app.inject({ method: 'GET', url });
  return res;
}
async function product(id: string, app = t.app): Promise<ShownProduct | null> {
  const res = await shown(app, `/api/products/${id}`);
  if (res.statusCode === 404) return null;
  expect(res.statusCode).toBe(200);
  return res.json<ShownProduct>();
}
async function list(query: string, app = t.app): Promise<ShownProduct[]> {
  const res = await shown(app, `/api/products?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<ShownProduct[]>();
}
const stockIn = (items: ShownProduct[], id: string) => items.find((p) => p._id === id)?.maxQuantity;

/** Reads the answers twice, so that they are in the cache (the second read is a hit). */
async function warm(id: string) {
  for (let i = 0; i < 2; i++) {
    await product(id);
    await list('limit=24');
    await list('');
  }
  expect(t.app.state.answers.stats().hits).toBeGreaterThan(0);
}
async function expectStock(id: string, stock: number) {
  expect((await product(id))?.maxQuantity).toBe(stock);
  expect(stockIn(await list('limit=24'), id)).toBe(stock);
  expect(stockIn(await list(''), id)).toBe(stock);
}

describe('an answer given after a write never shows the state before it (same instance)', () => {
  it('after an order, a checkout, a cancel, an expiry and a refund with restock', async () => {
    const buyer = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });

    const placed = await placeOrder(t, buyer, 3, 50);
    await warm(placed.productId);
    await expectStock(placed.productId, 47);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/myorders/${placed.orderId}`,
      headers: buyer.headers,
    });
    expect(cancel.statusCode).toBe(200);
    await expectStock(placed.productId, 50);

    const p = await createProduct(t.store.db, { maxQuantity: 20 });
    await warm(p.id);
    await addLine(t.app, buyer, p.id, 4);
    expect((await postCheckout(t.app, buyer)).statusCode).toBe(201);
    await expectStock(p.id, 16);

    const toExpire = await placeOrder(t, buyer, 5, 30);
    await warm(toExpire.productId);
    await expectStock(toExpire.productId, 25);
    expect(await expireOrder(t.store.db, toExpire.orderId, new Date())).toBe(true);
    await expectStock(toExpire.productId, 30);

    const refunded = await orderIn(t, { buyer, admin }, 'paid', { quantity: 2, stock: 10 });
    await warm(refunded.productId);
    await expectStock(refunded.productId, 8);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${refunded.orderId}/transitions`,
      headers: admin.headers,
      payload: { to: 'refunded' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await expectStock(refunded.productId, 10);
  });

  it('after direct writes that call catalogChanged: Kysely, raw SQL, a transaction', async () => {
    const p = await createProduct(t.store.db, { maxQuantity: 40 });
    const db = t.store.db;
    await warm(p.id);
    await db.updateTable('products').set({ stock: 39 }).where('id', '=', p.id).execute();
    await catalogChanged(db, { products: [p.id] });
    await expectStock(p.id, 39);
    await sql`update products set stock = 38 where id = ${p.id}`.execute(db);
    await catalogChanged(db, { products: [p.id] });
    await expectStock(p.id, 38);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ stock: 37 }).where('id', '=', p.id).execute();
      // Announcing before the commit could keep an answer built from the old row: refused.
      expect(() => catalogChanged(trx)).toThrow(/after the commit/);
    });
    await catalogChanged(db, { products: [p.id] });
    await expectStock(p.id, 37);
    await db.deleteFrom('products').where('id', '=', p.id).execute();
    await catalogChanged(db);
    expect(await product(p.id)).toBeNull();
    expect(stockIn(await list('limit=24'), p.id)).toBeUndefined();
  });

  it('after admin edits: price under a price sort, name under a search and the name sort, create, delete', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const a = await createProduct(t.store.db, { name: 'Alpha Crank', priceTaka: 100 });
    const b = await createProduct(t.store.db, { name: 'Beta Crank', priceTaka: 200 });
    const ids = async (query: string) => (await list(query)).map((x) => x._id);
    for (let i = 0; i < 2; i++) {
      expect(await ids('limit=10&sort=price-asc')).toEqual([a.id, b.id]);
      expect(await ids('limit=10&sort=name')).toEqual([a.id, b.id]);
      expect(await ids('limit=10&q=zeta')).toEqual([]);
    }
    const patch = (id: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: admin.headers, payload });

    expect((await patch(a.id, { price: 300 })).statusCode).toBe(200);
    expect(await ids('limit=10&sort=price-asc')).toEqual([b.id, a.id]);
    expect((await product(a.id))?.price).toBe(300);

    expect((await patch(a.id, { name: 'Zeta Crank' })).statusCode).toBe(200);
    expect(await ids('limit=10&sort=name')).toEqual([b.id, a.id]);
    expect(await ids('limit=10&q=zeta')).toEqual([a.id]);

    expect((await patch(b.id, { maxQuantity: 7 })).statusCode).toBe(200);
    expect((await product(b.id))?.maxQuantity).toBe(7);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: {
        name: 'Gamma Crank',
        img: '/images/products/chainring.svg',
        des: 'New',
        minQuantity: 1,
        maxQuantity: 5,
        price: 150,
      },
    });
    expect(created.statusCode).toBe(201);
    const c = created.json<{ insertedId: string }>().insertedId;
    expect(await ids('limit=10&sort=price-asc')).toEqual([c, b.id, a.id]);
    expect((await shown(t.app, '/api/products?limit=1')).headers['x-total-count']).toBe('3');

    const del = await t.app.inject({ method: 'DELETE', url: `/api/products/${b.id}`, headers: admin.headers });
    expect(del.statusCode).toBe(200);
    expect(await ids('limit=10&sort=price-asc')).toEqual([c, a.id]);
    expect(await product(b.id)).toBeNull();
  });

  it('after a review', async () => {
    const buyer = await createUser(t);
    const before = await shown(t.app, '/api/review');
    expect(before.json()).toEqual([]);
    await shown(t.app, '/api/review');
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/review',
      headers: buyer.headers,
      payload: { des: 'Great chain', number: 5 },
    });
    expect(posted.statusCode).toBe(201);
    const after = await shown(t.app, '/api/review');
    expect(after.json().map((r: { des: string }) => r.des)).toEqual(['Great chain']);
  });
});

describe('ETag, 304, Content-Type and Cache-Control', () => {
  it('every public answer has an ETag; If-None-Match gets 304 until the product changes', async () => {
    const p = await createProduct(t.store.db, { maxQuantity: 9 });
    for (const url of [`/api/products/${p.id}`, '/api/products?limit=24', '/api/products', '/api/review']) {
      const first = await shown(t.app, url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag;
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      expect(first.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(first.headers['cache-control'], url).toBe('public, max-age=0, must-revalidate');
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      const weak = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': `"x", W/${String(etag)}` } });
      expect(weak.statusCode, url).toBe(304);
      const other = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"other"' } });
      expect(other.statusCode, url).toBe(200);
    }
    const etag = String((await shown(t.app, `/api/products/${p.id}`)).headers.etag);
    await t.store.db.updateTable('products').set({ stock: 8 }).where('id', '=', p.id).execute();
    await catalogChanged(t.store.db, { products: [p.id] });
    const changed = await t.app.inject({
      method: 'GET',
      url: `/api/products/${p.id}`,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().maxQuantity).toBe(8);
  });

  it('an authenticated caller gets no-store; a bad query a JSON 400; an unknown product a JSON 404', async () => {
    const buyer = await createUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/products?limit=5', headers: buyer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const bad = await shown(t.app, '/api/products?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toBe('application/json; charset=utf-8');
    const missing = await shown(t.app, '/api/products/6f1b2c3d-0000-4000-8000-000000000009');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('equivalent queries share one entry (normalized key)', async () => {
    await createProduct(t.store.db, { name: 'Chain Ring' });
    await shown(t.app, '/api/products?q=Chain&limit=5');
    const misses = t.app.state.answers.stats().misses;
    await shown(t.app, '/api/products?q=chain%20%20&limit=5&page=1&sort=relevance');
    expect(t.app.state.answers.stats().misses).toBe(misses);
  });
});

describe('another instance', () => {
  it('shows each kind of write within the propagation time, told by NOTIFY on PostgreSQL', async () => {
    const database = await createTestDatabase(testDbKind(), { shared: true });
    const writer = await buildTestApp({ database });
    const reader = await buildTestApp({ database, store: database.openAnother() });
    const isPostgres = testDbKind() === 'postgres';
    // PostgreSQL: NOTIFY (measured well under 50 ms); SQLite (one process per file in production):
    // the other connection's commit, seen in `pragma data_version`.
    const bound = isPostgres ? 1000 : 2500;
    const eventually = async (check: () => boolean | Promise<boolean>) => {
      const start = Date.now();
      while (!(await check())) {
        if (Date.now() - start > bound) throw new Error(`not fresh within ${bound} ms`);
        await new Promise((r) => setTimeout(r, 5));
      }
      return Date.now() - start;
    };
    // On PostgreSQL the reader must hear each write by the writer's NOTIFY. A direct write announces
    // itself as the store's services do.
    const write = async <T>(change: () => Promise<T>): Promise<T> => {
      const heard = reader.app.state.freshness.heard;
      const result = await change();
      await catalogChanged(writer.store.db);
      if (isPostgres) await eventually(() => reader.app.state.freshness.heard > heard);
      return result;
    };
    try {
      const p = await write(() => createProduct(writer.store.db, { name: 'Shared Bell', maxQuantity: 10 }));
      await eventually(async () => (await product(p.id, reader.app))?.maxQuantity === 10);
      await product(p.id, reader.app);
      await list('limit=24', reader.app);
      await write(() => writer.store.db.updateTable('products').set({ stock: 4 }).where('id', '=', p.id).execute());
      await eventually(async () => (await product(p.id, reader.app))?.maxQuantity === 4);
      await eventually(async () => stockIn(await list('limit=24', reader.app), p.id) === 4);
      // An order placed through the writer's API, as a shopper (and the catalog bench) places it.
      const buyer = await createUser(writer);
      await write(async () => {
        const res = await writer.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: buyer.headers,
          payload: { productId: p.id, orderQuanty: 3, address: 'House 1, Road 2, Dhaka', phone: '01711000000' },
        });
        expect(res.statusCode).toBe(201);
      });
      await eventually(async () => (await product(p.id, reader.app))?.maxQuantity === 1);
      await write(() =>
        writer.store.db.updateTable('products').set({ name: 'Shared Horn' }).where('id', '=', p.id).execute(),
      );
      await eventually(async () => (await list('limit=24&sort=name', reader.app))[0]?.name === 'Shared Horn');
      await write(() => writer.store.db.deleteFrom('products').where('id', '=', p.id).execute());
      await eventually(async () => (await product(p.id, reader.app)) === null);
      // The writer does not wake itself: it dropped its own answers before each write returned.
      expect(writer.app.state.freshness.heard).toBe(0);
    } finally {
      await reader.close();
      await writer.close();
      await database.drop();
    }
  });

  it('on PostgreSQL, drops the cache and keeps nothing while its listener cannot hear, then hears again', async () => {
    const answers = t.app.state.answers;
    const p = await createProduct(t.store.db, { maxQuantity: 6 });
    await warm(p.id);
    if (testDbKind() !== 'postgres') {
      // SQLite: one process owns the file; there is no listener to lose.
      expect(t.store.channel).toBeNull();
      expect(answers.keeping).toBe(true);
      return;
    }
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.store.db);
    const name = `store listener ${rows[0]?.schema ?? ''}`;
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${name}`.execute(
      t.store.db,
    );
    const until = async (check: () => boolean) => {
      const start = Date.now();
      while (!check()) {
        if (Date.now() - start > 5000) throw new Error('timed out');
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    await until(() => !answers.keeping);
    expect(answers.stats().entries).toBe(0);
    await product(p.id);
    expect(answers.stats().entries).toBe(0);
    await until(() => answers.keeping);
    await warm(p.id);
    expect(answers.stats().entries).toBeGreaterThan(0);
    await t.store.db.updateTable('products').set({ stock: 2 }).where('id', '=', p.id).execute();
    await catalogChanged(t.store.db, { products: [p.id] });
    expect((await product(p.id))?.maxQuantity).toBe(2);
  });
});
