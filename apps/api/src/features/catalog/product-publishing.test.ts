// Published products (decision 243): an unpublished product is hidden from visitors and buyers in lists, search,
// facets, counts, its own read, the sitemap, the cart and order placement; staff with the catalogue permission
// still read it, and Manage Products lists it. SQLite and PostgreSQL.
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import { productPublicPath } from '@store/shared/product-slug';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addLine, DELIVERY, getCart, postCheckout, putLine, storeSnapshot } from '../../../test/cart-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { askQuote } from '../../../test/quote-helpers.ts';
import { createUser } from '../../../test/users.ts';
import { pagesRoutes } from '../pages/pages.routes.ts';
import type { ProductRow } from './catalog.repository.ts';

const { CART_TEXT } = englishTexts('cart');

let t: TestApp;
let owner: TestUser;
let manager: TestUser;
let buyer: TestUser;
let shown: ProductRow;
let hidden: ProductRow;
let wheels: string;

beforeEach(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
  [owner, manager, buyer] = await Promise.all([
    createUser(t, { role: 'owner' }),
    createUser(t, { role: 'manager' }),
    createUser(t),
  ]);
  const category = await t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: owner.headers,
    payload: { name: 'Wheels' },
  });
  wheels = category.json().insertedId as string;
  shown = await createProduct(t.store.db, { name: 'Carbon Rim Shown', categoryId: wheels, priceTaka: 900 });
  hidden = await createProduct(t.store.db, {
    name: 'Carbon Rim Hidden',
    categoryId: wheels,
    priceTaka: 800,
    published: false,
  });
});
afterEach(async () => {
  await t.close();
});

const get = (url: string, user: TestUser | null = null) =>
  t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
const namesOf = (items: { name: string }[]) => items.map((p) => p.name).sort();
const patch = (id: string, payload: object, user: TestUser = owner) =>
  t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: user.headers, payload });

describe('what visitors and buyers see', () => {
  it.each([
    ['a visitor', () => null],
    ['a buyer', () => buyer],
  ])('%s finds an unpublished product in no list, search, filter, facet or count', async (_who, user) => {
    expect(namesOf((await get('/api/products', user())).json())).toEqual(['Carbon Rim Shown']);
    const paged = await get('/api/products?limit=10&page=1', user());
    expect(paged.headers['x-total-count']).toBe('1');
    expect(namesOf((await get('/api/products?q=carbon', user())).json())).toEqual(['Carbon Rim Shown']);
    expect(namesOf((await get('/api/products?q=hidden', user())).json())).toEqual([]);
    expect(namesOf((await get('/api/products?sort=price-asc&maxPrice=850', user())).json())).toEqual([]);
    expect(namesOf((await get(`/api/products?category=${wheels}&inStock=true`, user())).json())).toEqual([
      'Carbon Rim Shown',
    ]);
    const faceted = (await get('/api/products?facets=category', user())).json();
    expect(faceted.total).toBe(1);
    expect(faceted.facets.category).toEqual([{ _id: wheels, name: 'Wheels', count: 1 }]);
    expect((await get(`/api/products/${hidden.id}`, user())).statusCode).toBe(404);
    expect((await get(`/api/products/${shown.id}`, user())).statusCode).toBe(200);
  });

  it('hides a product the moment it is unpublished, and shows it again when published (caches told)', async () => {
    // Read first, so that the list and the product's answer are cached.
    expect(namesOf((await get('/api/products')).json())).toEqual(['Carbon Rim Shown']);
    expect((await get(`/api/products/${shown.id}`)).statusCode).toBe(200);
    expect((await get('/api/products?facets=category')).json().total).toBe(1);

    expect((await patch(shown.id, { published: false })).statusCode).toBe(200);
    expect((await get('/api/products')).json()).toEqual([]);
    expect((await get(`/api/products/${shown.id}`)).statusCode).toBe(404);
    expect((await get('/api/products?facets=category')).json().facets.category[0].count).toBe(0);

    expect((await patch(hidden.id, { published: true })).statusCode).toBe(200);
    expect(namesOf((await get('/api/products')).json())).toEqual(['Carbon Rim Hidden']);
    expect((await get(`/api/products/${hidden.id}`)).json()).not.toHaveProperty('published');
  });

  it('leaves an unpublished product out of the sitemap', async () => {
    const app = Fastify();
    app.decorate('db', t.store.db);
    await app.register(pagesRoutes, { publicUrl: 'http://localhost:3000' });
    try {
      const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      expect(sitemap).toContain(productPublicPath({ _id: shown.id, name: shown.name }));
      expect(sitemap).not.toContain(hidden.id);
    } finally {
      await app.close();
    }
  });
});

describe('what staff see', () => {
  it('a manager reads an unpublished product, with published false; the product is still hidden from others', async () => {
    const res = await get(`/api/products/${hidden.id}`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: hidden.id, name: 'Carbon Rim Hidden', published: false });
    expect((await get(`/api/products/${shown.id}`, owner)).json()).toMatchObject({ published: true });
    expect((await get(`/api/products/${hidden.id}`)).statusCode).toBe(404);
  });

  it('GET /api/admin/products lists every product newest first with published, for catalogue staff only', async () => {
    const res = await get('/api/admin/products', manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { name: string; published: boolean }) => [p.name, p.published])).toEqual([
      ['Carbon Rim Hidden', false],
      ['Carbon Rim Shown', true],
    ]);
    const packer = await createUser(t, { role: 'packer' });
    expect((await get('/api/admin/products', packer)).statusCode).toBe(403);
    expect((await get('/api/admin/products', buyer)).statusCode).toBe(403);
    expect((await get('/api/admin/products')).statusCode).toBe(401);
    // A packer reads the product as a visitor does.
    expect((await get(`/api/products/${hidden.id}`, packer)).statusCode).toBe(404);
  });

  it('a new product is published unless the form says otherwise; published must be a boolean', async () => {
    const body = {
      name: 'Spoke Set',
      price: 120,
      maxQuantity: 10,
      minQuantity: 1,
      des: 'Spokes.',
      img: '/images/products/chainring.svg',
    };
    const plain = await t.app.inject({ method: 'POST', url: '/api/products', headers: owner.headers, payload: body });
    expect(plain.statusCode).toBe(201);
    expect((await get(`/api/products/${plain.json().insertedId}`)).statusCode).toBe(200);
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: owner.headers,
      payload: { ...body, name: 'Spoke Draft', published: false },
    });
    expect(draft.statusCode).toBe(201);
    expect((await get(`/api/products/${draft.json().insertedId}`)).statusCode).toBe(404);
    const bad = await patch(shown.id, { published: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['published']);
  });

  it('records a publish change from the form with before and after, and none when it did not change', async () => {
    await patch(shown.id, { published: false });
    await patch(shown.id, { published: false });
    await patch(shown.id, { published: true, name: 'Carbon Rim Again' });
    const entries = await t.store.db
      .selectFrom('auditEntries')
      .select(['kind', 'objectId', 'before', 'after', 'actorEmail'])
      .where('objectId', '=', shown.id)
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(entries.filter((e) => e.kind === 'product.published')).toEqual([
      {
        kind: 'product.published',
        objectId: shown.id,
        before: '{"published":true}',
        after: '{"published":false}',
        actorEmail: owner.email,
      },
      {
        kind: 'product.published',
        objectId: shown.id,
        before: '{"published":false}',
        after: '{"published":true}',
        actorEmail: owner.email,
      },
    ]);
    expect(entries.filter((e) => e.kind === 'product.updated').map((e) => e.after)).toEqual([
      '{"name":"Carbon Rim Again"}',
    ]);
  });
});

describe('buying an unpublished product', () => {
  it('refuses to put it in the cart with Product not found', async () => {
    const res = await putLine(t.app, buyer, hidden.id, 1);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Product not found.');
    expect((await getCart(t.app, buyer)).json().lines).toEqual([]);
  });

  it('shows a cart line as gone once its product is unpublished, and checkout refuses it with nothing changed', async () => {
    await addLine(t.app, buyer, shown.id, 2);
    await patch(shown.id, { published: false });
    const cart = (await getCart(t.app, buyer)).json();
    expect(cart.lines).toMatchObject([{ productId: shown.id, problem: 'gone' }]);
    expect(cart.subtotal).toBe(0);
    const before = await storeSnapshot(t);
    const res = await postCheckout(t.app, buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({
      [`lines.${shown.id}`]: CART_TEXT.productGone({ name: 'Carbon Rim Shown' }),
    });
    expect(await storeSnapshot(t)).toEqual(before);
  });

  it('refuses the order form for it as a product that is gone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: { productId: hidden.id, orderQuanty: 1, ...DELIVERY },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Product not found.');
  });
});

describe('around an unpublished product', () => {
  it("answers its reviews as not found: the list, the buyer's own and a new one", async () => {
    expect((await get(`/api/products/${hidden.id}/reviews`)).statusCode).toBe(404);
    expect((await get(`/api/products/${hidden.id}/reviews/mine`, buyer)).statusCode).toBe(404);
    const written = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${hidden.id}/reviews/mine`,
      headers: buyer.headers,
      payload: { rating: 5, title: 'Good', text: 'Fine rim' },
    });
    expect(written.statusCode).toBe(404);
    expect((await get(`/api/products/${shown.id}/reviews`)).statusCode).toBe(200);
  });

  it('refuses a request for quote for it, on its line, as for a product that is gone', async () => {
    const res = await askQuote(t, [{ productId: hidden.id, quantity: 10 }], {}, buyer);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['lines.0.productId']);
    expect(await t.store.db.selectFrom('quoteRequests').selectAll().execute()).toEqual([]);
    expect((await askQuote(t, [{ productId: shown.id, quantity: 10 }], {}, buyer)).statusCode).toBe(201);
  });
});
