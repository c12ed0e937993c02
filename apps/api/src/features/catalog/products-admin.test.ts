import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@store/shared/constants';
import { englishTexts } from '@store/shared/i18n/server';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import type { TestUser } from '../../../test/access/types.ts';
import { createProduct } from '../../../test/factories.ts';
import { createUser } from '../../../test/users.ts';
import { newId, nowIso } from '../../lib/ids.ts';

const { PRODUCT_TEXT } = englishTexts('products');
const { VALIDATION } = englishTexts('feedback');

let t: TestApp;
let admin: TestUser;
let user: TestUser;

beforeEach(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { role: 'admin' });
  user = await createUser(t);
});
afterEach(async () => {
  await t.close();
});

const validInput = {
  name: 'Titanium Seat Post',
  price: 2450.5,
  maxQuantity: 300,
  minQuantity: 5,
  des: 'A light seat post for long rides.',
  img: '/api/images/6f1b2c3d-0000-4000-8000-000000000001',
};

const post = (payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/products', headers, payload: payload as object });
const patch = (id: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers, payload: payload as object });
const remove = (id: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers });
const search = async (q: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}` }))
    .json()
    .map((p: { name: string }) => p.name);
const searchPaged = async (q: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}&limit=10` }))
    .json()
    .map((p: { name: string }) => p.name);
const allProducts = () => t.store.db.selectFrom('products').selectAll().orderBy('id').execute();

describe('POST /api/products', () => {
  it('lets an admin add a product, stored in poisha and findable by search', async () => {
    const res = await post({ ...validInput, name: '  Titanium Seat Post ' });
    expect(res.statusCode).toBe(201);
    const { acknowledged, insertedId } = res.json();
    expect(acknowledged).toBe(true);
    const row = await t.store.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', insertedId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Titanium Seat Post', price: 245050, minQuantity: 5, stock: 300 });
    const got = await t.app.inject({ method: 'GET', url: `/api/products/${insertedId}` });
    expect(got.json()).toEqual({
      _id: insertedId,
      ...validInput,
      rating: { average: 0, count: 0 },
      vatRate: '15',
      // The product page's parts: its one picture, no SKU, no specification yet.
      sku: null,
      images: [validInput.img],
      specs: [],
      category: null,
      // One variant: the product's own fields.
      options: [],
      variants: [
        {
          _id: expect.any(String),
          options: [],
          title: '',
          sku: null,
          price: validInput.price,
          minQuantity: validInput.minQuantity,
          maxQuantity: validInput.maxQuantity,
          img: null,
          weightGrams: 0,
        },
      ],
      // Sent without a weight: not weighed yet.
      weightGrams: 0,
    });
    expect(await search('titan')).toEqual(['Titanium Seat Post']);
    expect(await searchPaged('rides')).toEqual(['Titanium Seat Post']);
  });

  it('refuses anonymous callers (401) and users (403) and adds nothing', async () => {
    const before = await allProducts();
    expect((await post(validInput, {})).statusCode).toBe(401);
    expect((await post(validInput, user.headers)).statusCode).toBe(403);
    expect((await post(validInput, { authorization: 'Bearer forged.token.value' })).statusCode).toBe(401);
    expect(await allProducts()).toEqual(before);
  });

  it('answers 401 before looking at the body', async () => {
    expect((await post({}, {})).statusCode).toBe(401);
  });

  it.each([
    ['name', VALIDATION.nameRequired],
    ['price', VALIDATION.priceRequired],
    ['maxQuantity', VALIDATION.maxQuantityRequired],
    ['minQuantity', VALIDATION.minQuantityRequired],
    ['des', VALIDATION.descriptionRequired],
    ['img', VALIDATION.photoRequired],
  ])('answers 400 with the spec message when %s is missing', async (field, message) => {
    const { [field as keyof typeof validInput]: _dropped, ...rest } = validInput;
    const res = await post(rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
    expect(await allProducts()).toEqual([]);
  });

  it.each([
    ['min above max', { minQuantity: 10, maxQuantity: 9 }, 'minQuantity', PRODUCT_TEXT.minAboveMax],
    ['negative stock', { maxQuantity: -1 }, 'maxQuantity', PRODUCT_TEXT.maxQuantityWhole],
    ['fractional stock', { maxQuantity: 10.5 }, 'maxQuantity', PRODUCT_TEXT.maxQuantityWhole],
    ['stock as text', { maxQuantity: '10' }, 'maxQuantity', VALIDATION.maxQuantityRequired],
    ['huge stock', { maxQuantity: 1e9 }, 'maxQuantity', PRODUCT_TEXT.maxQuantityTooHigh({ max: LIMITS.maxStock })],
    ['zero minimum', { minQuantity: 0 }, 'minQuantity', PRODUCT_TEXT.minQuantityWhole],
    ['negative minimum', { minQuantity: -3 }, 'minQuantity', PRODUCT_TEXT.minQuantityWhole],
    ['fractional minimum', { minQuantity: 1.5 }, 'minQuantity', PRODUCT_TEXT.minQuantityWhole],
    ['price with three decimals', { price: 10.005 }, 'price', PRODUCT_TEXT.priceTwoDecimals],
    ['zero price', { price: 0 }, 'price', PRODUCT_TEXT.priceAboveZero],
    ['negative price', { price: -1 }, 'price', PRODUCT_TEXT.priceAboveZero],
    [
      'price too high',
      { price: LIMITS.maxPriceTaka + 1 },
      'price',
      PRODUCT_TEXT.priceTooHigh({ max: LIMITS.maxPriceTaka }),
    ],
    ['price as null', { price: null }, 'price', VALIDATION.priceRequired],
    ['blank name', { name: '   ' }, 'name', VALIDATION.nameRequired],
    [
      'name too long',
      { name: 'x'.repeat(LIMITS.productName + 1) },
      'name',
      PRODUCT_TEXT.tooLong({ max: LIMITS.productName }),
    ],
    [
      'description too long',
      { des: 'x'.repeat(LIMITS.productDescription + 1) },
      'des',
      PRODUCT_TEXT.tooLong({ max: LIMITS.productDescription }),
    ],
    ['image on another site', { img: 'https://evil.example/x.png' }, 'img', PRODUCT_TEXT.photoNotOurs],
    ['image as a protocol-relative URL', { img: '//evil.example/x.png' }, 'img', PRODUCT_TEXT.photoNotOurs],
    ['image as a script URL', { img: 'javascript:alert(1)' }, 'img', PRODUCT_TEXT.photoNotOurs],
    ['image path a browser reads as another host', { img: '/\\evil.example/x.png' }, 'img', PRODUCT_TEXT.photoNotOurs],
    ['image as a data URL', { img: 'data:image/png;base64,iVBORw0KGgo=' }, 'img', PRODUCT_TEXT.photoNotOurs],
    ['image path climbing out of /images', { img: '/images/../api/user' }, 'img', PRODUCT_TEXT.photoNotOurs],
    ['image path outside the store’s pictures', { img: '/favicon.svg' }, 'img', PRODUCT_TEXT.photoNotOurs],
  ])('answers 400 with a field message for %s and adds nothing', async (_name, change, field, message) => {
    const res = await post({ ...validInput, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await allProducts()).toEqual([]);
  });

  it('accepts the largest name and description and the limits of price and quantities', async () => {
    const res = await post({
      ...validInput,
      name: 'n'.repeat(LIMITS.productName),
      des: 'd'.repeat(LIMITS.productDescription),
      price: LIMITS.maxPriceTaka,
      maxQuantity: LIMITS.maxStock,
      minQuantity: LIMITS.maxStock,
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('PATCH /api/products/:id', () => {
  it('changes only the fields sent, and search follows the new name', async () => {
    const p = await createProduct(t.store.db, { name: 'Steel Chain', des: 'Rust-proof coating.', priceTaka: 500 });
    const res = await patch(p.id, { name: 'Carbon Crankset', price: 1234.56 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: p.id,
      name: 'Carbon Crankset',
      img: p.img,
      des: p.description,
      minQuantity: p.minQuantity,
      maxQuantity: p.stock,
      price: 1234.56,
      rating: { average: 0, count: 0 },
      options: [],
      weightGrams: 0,
      vatRate: '15',
    });
    const row = await t.store.db.selectFrom('products').selectAll().where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(row.price).toBe(123456);
    expect(row.updatedAt > p.updatedAt || row.updatedAt === p.updatedAt).toBe(true);
    expect(await search('crank')).toEqual(['Carbon Crankset']);
    expect(await searchPaged('carbon')).toEqual(['Carbon Crankset']);
    expect(await search('steel')).toEqual([]);
    expect(await searchPaged('steel')).toEqual([]);
    // The description's words are still indexed.
    expect(await search('rust')).toEqual(['Carbon Crankset']);
  });

  it('checks a lone minimum against the stored stock and a lone stock against the stored minimum', async () => {
    const p = await createProduct(t.store.db, { minQuantity: 5, maxQuantity: 20 });
    const tooHighMin = await patch(p.id, { minQuantity: 21 });
    expect(tooHighMin.statusCode).toBe(400);
    expect(tooHighMin.json().error.fields).toEqual({ minQuantity: PRODUCT_TEXT.minAboveMax });
    const tooLowMax = await patch(p.id, { maxQuantity: 4 });
    expect(tooLowMax.statusCode).toBe(400);
    expect(tooLowMax.json().error.fields).toEqual({ maxQuantity: PRODUCT_TEXT.minAboveMax });
    const both = await patch(p.id, { minQuantity: 30, maxQuantity: 20 });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields.minQuantity).toBe(PRODUCT_TEXT.minAboveMax);
    const row = await t.store.db.selectFrom('products').selectAll().where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(row).toEqual(p);

    expect((await patch(p.id, { minQuantity: 20 })).json()).toMatchObject({ minQuantity: 20, maxQuantity: 20 });
    expect((await patch(p.id, { maxQuantity: 20 })).statusCode).toBe(200);
    expect((await patch(p.id, { minQuantity: 1, maxQuantity: 0 })).statusCode).toBe(400);
    expect((await patch(p.id, { minQuantity: 2, maxQuantity: 2 })).json()).toMatchObject({
      minQuantity: 2,
      maxQuantity: 2,
    });
  });

  it.each([
    ['an empty body', {}, '_'],
    ['a fractional stock', { maxQuantity: 2.5 }, 'maxQuantity'],
    ['a price with three decimals', { price: 1.234 }, 'price'],
    ['a blank name', { name: ' ' }, 'name'],
    ['a name too long', { name: 'x'.repeat(LIMITS.productName + 1) }, 'name'],
    ['an image elsewhere', { img: 'http://example.com/a.png' }, 'img'],
    ['an image path a browser reads as another host', { img: '/\\evil.example/x.png' }, 'img'],
  ])('answers 400 for %s and changes nothing', async (_name, body, field) => {
    const p = await createProduct(t.store.db);
    const res = await patch(p.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toEqual(expect.any(String));
    expect(await allProducts()).toEqual([p]);
  });

  it.each(['6f1b2c3d-0000-4000-8000-000000000000', 'not-an-id'])(
    'answers 404 for an unknown or malformed id (%s)',
    async (id) => {
      const res = await patch(id, { name: 'Nothing' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Product not found.');
    },
  );

  it('refuses anonymous callers (401) and users (403) and changes nothing', async () => {
    const p = await createProduct(t.store.db, { name: 'Brake Pad' });
    expect((await patch(p.id, { name: 'Hacked' }, {})).statusCode).toBe(401);
    expect((await patch(p.id, { name: 'Hacked' }, user.headers)).statusCode).toBe(403);
    expect(await allProducts()).toEqual([p]);
    expect(await search('hacked')).toEqual([]);
  });
});

describe('DELETE /api/products/:id', () => {
  async function insertOrderFor(productId: string) {
    const id = newId();
    await t.store.db
      .insertInto('orders')
      .values({
        id,
        userId: user.id,
        email: user.email,
        productId,
        productName: 'Alloy Rim',
        unitPrice: 150050,
        quantity: 3,
        total: 450150,
        address: 'House 1, Road 2, Dhaka',
        phone: '+8801700000000',
        orderRef: '',
        status: 'unpaid',
        transactionId: null,
        paidAt: null,
        cancelledAt: null,
        createdAt: nowIso(),
      })
      .execute();
    return id;
  }

  it('lets an admin delete a product, which search no longer finds; orders keep their name and prices', async () => {
    const p = await createProduct(t.store.db, { name: 'Alloy Rim', priceTaka: 1500.5 });
    const keep = await createProduct(t.store.db, { name: 'Alloy Hub' });
    const orderId = await insertOrderFor(p.id);

    const res = await remove(p.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });

    expect((await t.app.inject({ method: 'GET', url: `/api/products/${p.id}` })).statusCode).toBe(404);
    expect(await search('alloy')).toEqual(['Alloy Hub']);
    expect(await searchPaged('alloy')).toEqual(['Alloy Hub']);
    expect(await allProducts()).toEqual([keep]);

    const order = await t.store.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      productId: null,
      productName: 'Alloy Rim',
      unitPrice: 150050,
      quantity: 3,
      total: 450150,
    });
  });

  it.each(['6f1b2c3d-0000-4000-8000-000000000000', 'not-an-id'])(
    'answers 404 for an unknown or malformed id (%s)',
    async (id) => {
      const res = await remove(id);
      expect(res.statusCode).toBe(404);
    },
  );

  it('answers 404 the second time', async () => {
    const p = await createProduct(t.store.db);
    expect((await remove(p.id)).statusCode).toBe(200);
    expect((await remove(p.id)).statusCode).toBe(404);
  });

  it('refuses anonymous callers (401) and users (403) and deletes nothing', async () => {
    const p = await createProduct(t.store.db);
    const orderId = await insertOrderFor(p.id);
    expect((await remove(p.id, {})).statusCode).toBe(401);
    expect((await remove(p.id, user.headers)).statusCode).toBe(403);
    expect(await allProducts()).toEqual([p]);
    const order = await t.store.db
      .selectFrom('orders')
      .select('productId')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.productId).toBe(p.id);
  });
});
