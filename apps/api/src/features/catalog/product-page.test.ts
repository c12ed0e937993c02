// A product's gallery, specification and SKU: the admin's writes, the one-product answer, the card
// picture, and the catalog's cached answers fresh after each kind of write (API, direct SQL, cascade).
// Both databases (TEST_DB_KIND).
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { Product, ProductDetail } from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { createUser } from '../../../test/users.ts';
import { seedDemoData } from '../../db/seed/seed.ts';
import { catalogChanged } from './catalog-freshness.ts';

const { PRODUCT_PAGE_TEXT } = englishTexts('product-page');

let t: TestApp;
let admin: TestUser;
beforeEach(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { name: 'Admin', role: 'admin' });
});
afterEach(async () => {
  await t.close();
});

const A = '/images/products/chainring.svg';
const B = '/images/products/hub.svg';
const C = '/api/images/6f1b2c3d-0000-4000-8000-000000000001';

const putImages = (id: string, payload: unknown, headers = admin.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/products/${id}/images`, headers, payload: payload as object });
const putSpecification = (id: string, payload: unknown, headers = admin.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/products/${id}/specification`, headers, payload: payload as object });
const one = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<ProductDetail>();
const card = async (id: string, query = 'limit=24') =>
  (await t.app.inject({ method: 'GET', url: `/api/products?${query}` })).json<Product[]>().find((p) => p._id === id);

/** Reads the product's answers twice, so that the second reads come from the cache. */
async function warm(id: string) {
  for (let i = 0; i < 2; i++) {
    await one(id);
    await card(id);
    await card(id, '');
  }
  expect(t.app.state.answers.stats().hits).toBeGreaterThan(0);
}

describe('gallery', () => {
  it('shows a product never given a gallery with its one picture', async () => {
    const product = await createProduct(t.store.db, { img: A });
    const shown = await one(product.id);
    expect(shown.images).toEqual([A]);
    expect(shown.specs).toEqual([]);
    expect(shown.sku).toBeNull();
  });

  it('keeps the pictures in the order the admin sends, the first becoming the card picture, fresh in cached answers', async () => {
    const product = await createProduct(t.store.db, { img: A });
    await warm(product.id);
    const res = await putImages(product.id, { images: [B, C, A] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ProductDetail>().images).toEqual([B, C, A]);
    expect((await one(product.id)).images).toEqual([B, C, A]);
    expect((await one(product.id)).img).toBe(B);
    expect((await card(product.id))?.img).toBe(B);
    expect((await card(product.id, ''))?.img).toBe(B);

    // Reordered: the new first picture is on the card at once.
    await warm(product.id);
    expect((await putImages(product.id, { images: [C, A] })).statusCode).toBe(200);
    expect((await one(product.id)).images).toEqual([C, A]);
    expect((await card(product.id))?.img).toBe(C);
  });

  it('puts a card picture changed through the product form first, the others after it', async () => {
    const product = await createProduct(t.store.db, { img: A });
    await putImages(product.id, { images: [A, B, C] });
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: admin.headers,
      payload: { img: C },
    });
    expect(patch.statusCode).toBe(200);
    expect((await one(product.id)).images).toEqual([C, A, B]);
  });

  it.each([
    ['no pictures', { images: [] }, PRODUCT_PAGE_TEXT.imagesRequired, 'images'],
    [
      'a picture from another site',
      { images: ['https://evil.example/x.png'] },
      'Photo must be an image uploaded to this store',
      'images.0',
    ],
    [
      '13 pictures',
      { images: Array.from({ length: 13 }, () => A) },
      PRODUCT_PAGE_TEXT.tooManyImages({ max: 12 }),
      'images',
    ],
  ])('refuses %s with 400 naming the field and changes nothing', async (_name, body, message, field) => {
    const product = await createProduct(t.store.db, { img: A });
    const res = await putImages(product.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await t.store.db.selectFrom('productImages').selectAll().execute()).toEqual([]);
    expect((await one(product.id)).img).toBe(A);
  });

  it('answers 404 for an unknown product, 403 for a buyer and 401 without a token', async () => {
    const buyer = await createUser(t);
    const product = await createProduct(t.store.db);
    expect((await putImages('6f1b2c3d-0000-4000-8000-0000000000ff', { images: [A] })).statusCode).toBe(404);
    expect((await putImages(product.id, { images: [A] }, buyer.headers)).statusCode).toBe(403);
    expect((await putImages(product.id, { images: [A] }, {})).statusCode).toBe(401);
  });

  it('a picture row written directly in SQL shows in the cached answer once announced', async () => {
    const product = await createProduct(t.store.db, { img: A });
    await putImages(product.id, { images: [A] });
    await warm(product.id);
    await sql`insert into product_images (product_id, position, url) values (${product.id}, 1, ${B})`.execute(
      t.store.db,
    );
    await catalogChanged(t.store.db, { products: [product.id] });
    expect((await one(product.id)).images).toEqual([A, B]);
  });

  it('deleting the product deletes its pictures and rows', async () => {
    const product = await createProduct(t.store.db, { img: A });
    await putImages(product.id, { images: [A, B] });
    await putSpecification(product.id, { specs: [{ key: 'Teeth', value: '44' }] });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(await t.store.db.selectFrom('productImages').selectAll().execute()).toEqual([]);
    expect(await t.store.db.selectFrom('productSpecs').selectAll().execute()).toEqual([]);
  });
});

describe('specification and SKU', () => {
  it('shows the rows in order and the SKU, fresh in the cached answer, and replaces them all on the next save', async () => {
    const product = await createProduct(t.store.db);
    await warm(product.id);
    const specs = [
      { key: 'Material', value: 'Aluminium 7075' },
      { key: 'Teeth', value: '44' },
      { key: 'Weight', value: '92 g' },
    ];
    const res = await putSpecification(product.id, { sku: ' CR-44-BLK ', specs });
    expect(res.statusCode, res.body).toBe(200);
    const shown = await one(product.id);
    expect(shown.sku).toBe('CR-44-BLK');
    expect(shown.specs).toEqual(specs);

    await warm(product.id);
    expect((await putSpecification(product.id, { sku: '', specs: [{ key: 'Teeth', value: '46' }] })).statusCode).toBe(
      200,
    );
    const again = await one(product.id);
    expect(again.sku).toBeNull();
    expect(again.specs).toEqual([{ key: 'Teeth', value: '46' }]);
  });

  it('keeps markup as text', async () => {
    const product = await createProduct(t.store.db);
    await putSpecification(product.id, { specs: [{ key: '<b>Finish</b>', value: '<script>alert(1)</script>' }] });
    expect((await one(product.id)).specs).toEqual([{ key: '<b>Finish</b>', value: '<script>alert(1)</script>' }]);
  });

  it.each([
    ['an empty name', { specs: [{ key: ' ', value: '44' }] }, 'specs.0.key', PRODUCT_PAGE_TEXT.specKeyRequired],
    ['an empty value', { specs: [{ key: 'Teeth', value: '' }] }, 'specs.0.value', PRODUCT_PAGE_TEXT.specValueRequired],
    ['a SKU of 65 characters', { sku: 'x'.repeat(65) }, 'sku', PRODUCT_PAGE_TEXT.tooLong({ max: 64 })],
    [
      '41 rows',
      { specs: Array.from({ length: 41 }, (_, i) => ({ key: `k${i}`, value: 'v' })) },
      'specs',
      PRODUCT_PAGE_TEXT.tooManySpecs({ max: 40 }),
    ],
  ])('refuses %s with 400 naming the field and changes nothing', async (_name, body, field, message) => {
    const product = await createProduct(t.store.db);
    const res = await putSpecification(product.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await t.store.db.selectFrom('productSpecs').selectAll().execute()).toEqual([]);
  });
});

describe('demo data', () => {
  it('gives the demo chainring its SKU and specification', async () => {
    await seedDemoData(t.store);
    const list = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>();
    const chainring = list.find((p) => p.name === 'Forged Alloy Chainring 44T');
    const shown = await one(chainring?._id ?? '');
    expect(shown.sku).toBe('CR-44-7075');
    expect(shown.specs[0]).toEqual({ key: 'Material', value: 'Aluminium 7075' });
  });
});
