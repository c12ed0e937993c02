// Variants' shipping weights through the API: set by the admin's variant table and the spec's product
// form, read on the product and its list, kept by older clients, and read by checkout. Run on SQLite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import type { TestUser } from '../../../test/access/types.ts';
import { createProduct } from '../../../test/factories.ts';
import { createUser } from '../../../test/users.ts';
import { seedDemoData } from '../../db/seed/seed.ts';
import { weightsOfVariants } from './index.ts';

const { PRODUCT_TEXT, VARIANT_TEXT } = englishTexts('products');
const WEIGHT_TOO_HIGH = 'Weight must be at most 100,000 g';

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

const SPEEDS = { name: 'Speed', values: ['9-speed', '10-speed', '11-speed'] };
const row = (options: string[], price: number, extra: object = {}) => ({
  options,
  price,
  maxQuantity: 10,
  minQuantity: 1,
  ...extra,
});

const inject = (method: 'PUT' | 'PATCH' | 'POST', url: string, payload: unknown, headers = admin.headers) =>
  t.app.inject({ method, url, headers, payload: payload as object });
const putVariants = (id: string, payload: unknown, headers = admin.headers) =>
  inject('PUT', `/api/products/${id}/variants`, payload, headers);
const patch = (id: string, payload: unknown, headers = admin.headers) =>
  inject('PATCH', `/api/products/${id}`, payload, headers);
const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const weightsOf = async (id: string) =>
  ((await get(`/api/products/${id}`)).variants as { options: string[]; weightGrams: number }[]).map((v) => [
    v.options.join(' / '),
    v.weightGrams,
  ]);

const productInput = {
  name: 'Anti-Rust Chain',
  price: 780,
  maxQuantity: 50,
  minQuantity: 1,
  des: 'A chain for 9 to 11 speeds.',
  img: '/images/products/chain.svg',
};

describe('PUT /api/products/{id}/variants with weights', () => {
  it('sets each variant’s weight; the product and the list give the lowest-priced variant’s', async () => {
    const p = await createProduct(t.store.db, { name: 'Chain' });
    const res = await putVariants(p.id, {
      options: [SPEEDS],
      variants: [
        row(['9-speed'], 740, { weightGrams: 290 }),
        row(['10-speed'], 720, { weightGrams: 270 }),
        row(['11-speed'], 780, { weightGrams: 257 }),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().weightGrams).toBe(270);
    expect(await weightsOf(p.id)).toEqual([
      ['9-speed', 290],
      ['10-speed', 270],
      ['11-speed', 257],
    ]);
    const [listed] = await get('/api/products');
    expect(listed).toMatchObject({ _id: p.id, price: 720, weightGrams: 270 });
    expect(await get(`/api/products?limit=5&facets=category`)).toMatchObject({
      items: [{ _id: p.id, weightGrams: 270 }],
    });
  });

  it('lets an older client leave the weight out: a kept variant keeps its weight, a new one gets 0', async () => {
    const p = await createProduct(t.store.db, { name: 'Chain' });
    await putVariants(p.id, { options: [SPEEDS], variants: [row(['9-speed'], 740, { weightGrams: 290 })] });
    const [nine] = (await get(`/api/products/${p.id}`)).variants;
    const res = await putVariants(p.id, {
      options: [SPEEDS],
      variants: [row(['9-speed'], 750, { _id: nine._id }), row(['11-speed'], 780)],
    });
    expect(res.statusCode).toBe(200);
    expect(await weightsOf(p.id)).toEqual([
      ['9-speed', 290],
      ['11-speed', 0],
    ]);
    // Sent as 0, a weight goes back to "not weighed yet".
    await putVariants(p.id, {
      options: [SPEEDS],
      variants: [row(['9-speed'], 750, { _id: nine._id, weightGrams: 0 })],
    });
    expect(await weightsOf(p.id)).toEqual([['9-speed', 0]]);
  });

  it('refuses a negative, fractional, too big or written weight with its field and changes nothing', async () => {
    const p = await createProduct(t.store.db, { name: 'Chain' });
    await putVariants(p.id, { options: [SPEEDS], variants: [row(['9-speed'], 740, { weightGrams: 290 })] });
    const before = await get(`/api/products/${p.id}`);
    const [nine] = before.variants;
    const fieldsOf = async (weightGrams: unknown) => {
      const res = await putVariants(p.id, {
        options: [SPEEDS],
        variants: [row(['9-speed'], 999, { _id: nine._id }), row(['11-speed'], 780, { weightGrams })],
      });
      expect(res.statusCode).toBe(400);
      return res.json().error.fields;
    };
    expect(await fieldsOf(-1)).toEqual({ 'variants.1.weightGrams': PRODUCT_TEXT.weightWhole });
    expect(await fieldsOf(12.5)).toEqual({ 'variants.1.weightGrams': PRODUCT_TEXT.weightWhole });
    expect(await fieldsOf(100_001)).toEqual({ 'variants.1.weightGrams': WEIGHT_TOO_HIGH });
    expect(await fieldsOf('300 g')).toEqual({ 'variants.1.weightGrams': PRODUCT_TEXT.weightWhole });
    expect(await fieldsOf(null)).toEqual({ 'variants.1.weightGrams': PRODUCT_TEXT.weightWhole });
    expect(await get(`/api/products/${p.id}`)).toEqual(before);
    // The heaviest weight allowed is taken.
    const heaviest = await putVariants(p.id, {
      options: [SPEEDS],
      variants: [row(['9-speed'], 740, { weightGrams: 100_000 })],
    });
    expect(heaviest.json().variants[0].weightGrams).toBe(100_000);
  });

  it('refuses a user (403) and an anonymous caller (401) and keeps the weight', async () => {
    const p = await createProduct(t.store.db, { name: 'Chain', weightGrams: 300 });
    const payload = { options: [], variants: [row([], 500, { _id: p.id, weightGrams: 1 })] };
    expect((await putVariants(p.id, payload, user.headers)).statusCode).toBe(403);
    expect((await putVariants(p.id, payload, {})).statusCode).toBe(401);
    expect((await patch(p.id, { weightGrams: 1 }, user.headers)).statusCode).toBe(403);
    expect((await get(`/api/products/${p.id}`)).weightGrams).toBe(300);
  });
});

describe('the spec’s product form with a weight', () => {
  it('sets the only variant’s weight on POST and PATCH; without one a new product weighs 0', async () => {
    const made = await inject('POST', '/api/products', { ...productInput, weightGrams: 310 });
    expect(made.statusCode).toBe(201);
    const { insertedId } = made.json();
    expect(await get(`/api/products/${insertedId}`)).toMatchObject({
      weightGrams: 310,
      variants: [{ weightGrams: 310 }],
    });

    const patched = await patch(insertedId, { weightGrams: 325 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ _id: insertedId, weightGrams: 325, price: 780 });
    expect(await get(`/api/products/${insertedId}`)).toMatchObject({
      weightGrams: 325,
      variants: [{ weightGrams: 325 }],
    });

    // An older client's form: no weight sent, none changed.
    expect((await patch(insertedId, { price: 800 })).statusCode).toBe(200);
    expect((await get(`/api/products/${insertedId}`)).weightGrams).toBe(325);
    const plain = (await inject('POST', '/api/products', productInput)).json();
    expect(await get(`/api/products/${plain.insertedId}`)).toMatchObject({
      weightGrams: 0,
      variants: [{ weightGrams: 0 }],
    });
  });

  it('refuses a bad weight on POST and PATCH with the field and keeps the product as it was', async () => {
    const p = await createProduct(t.store.db, { weightGrams: 90 });
    const before = await get(`/api/products/${p.id}`);
    for (const [weightGrams, message] of [
      [-5, PRODUCT_TEXT.weightWhole],
      [0.5, PRODUCT_TEXT.weightWhole],
      [250_000, WEIGHT_TOO_HIGH],
      ['heavy', PRODUCT_TEXT.weightWhole],
    ] as const) {
      const created = await inject('POST', '/api/products', { ...productInput, weightGrams });
      expect(created.statusCode).toBe(400);
      expect(created.json().error.fields).toEqual({ weightGrams: message });
      const patched = await patch(p.id, { name: 'Renamed', weightGrams });
      expect(patched.statusCode).toBe(400);
      expect(patched.json().error.fields).toEqual({ weightGrams: message });
    }
    expect(await get(`/api/products/${p.id}`)).toEqual(before);
    expect(await get('/api/products')).toHaveLength(1);
  });

  it('asks for the weight on each variant of a product with several (400 on weightGrams)', async () => {
    const p = await createProduct(t.store.db, {
      options: [SPEEDS],
      variants: [{ options: ['9-speed'] }, { options: ['11-speed'] }],
    });
    const res = await patch(p.id, { weightGrams: 300 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ weightGrams: VARIANT_TEXT.setOnVariants });
    expect(await weightsOf(p.id)).toEqual([
      ['9-speed', 0],
      ['11-speed', 0],
    ]);
  });
});

describe('cached answers', () => {
  it('shows a changed weight in the next GET of the product and of the list', async () => {
    const p = await createProduct(t.store.db, { weightGrams: 60 });
    expect((await get(`/api/products/${p.id}`)).weightGrams).toBe(60);
    expect((await get('/api/products'))[0].weightGrams).toBe(60);
    await patch(p.id, { weightGrams: 75 });
    expect((await get(`/api/products/${p.id}`)).weightGrams).toBe(75);
    expect((await get('/api/products'))[0].weightGrams).toBe(75);
    await putVariants(p.id, { options: [], variants: [row([], 500, { _id: p.id, weightGrams: 80 })] });
    expect((await get(`/api/products/${p.id}`)).variants[0].weightGrams).toBe(80);
    expect((await get('/api/products'))[0].weightGrams).toBe(80);
  });
});

describe('weightsOfVariants', () => {
  it('gives checkout each variant’s grams and leaves out a variant that is gone', async () => {
    const p = await createProduct(t.store.db, {
      options: [SPEEDS],
      variants: [{ options: ['9-speed'] }, { options: ['11-speed'] }],
    });
    const [nine, eleven] = p.variants;
    await putVariants(p.id, {
      options: [SPEEDS],
      variants: [
        row(['9-speed'], 740, { _id: nine?.id, weightGrams: 290 }),
        row(['11-speed'], 780, { _id: eleven?.id, weightGrams: 257 }),
      ],
    });
    const plain = await createProduct(t.store.db, { weightGrams: 45 });
    const weights = await weightsOfVariants(t.store.db, [nine?.id ?? '', eleven?.id ?? '', plain.id, 'gone', plain.id]);
    expect(weights).toEqual(
      new Map([
        [nine?.id, 290],
        [eleven?.id, 257],
        [plain.id, 45],
      ]),
    );
    expect(await weightsOfVariants(t.store.db, [])).toEqual(new Map());
  });
});

describe('the demo catalogue', () => {
  it('weighs every demo variant, a larger tyre heavier than a narrower one', async () => {
    await seedDemoData(t.store);
    const variants = await t.store.db.selectFrom('productVariants').select(['sku', 'weightGrams']).execute();
    expect(variants.length).toBeGreaterThan(14);
    expect(variants.filter((v) => !(v.weightGrams >= 40 && v.weightGrams <= 2500))).toEqual([]);
    const grams = new Map(variants.map((v) => [v.sku, v.weightGrams]));
    expect(grams.get('TY-700-40-BK')).toBeGreaterThan(grams.get('TY-700-35-BK') ?? Infinity);
    const [chain] = (await get('/api/products?q=chain 116L')) as { weightGrams: number }[];
    // The 9-speed chain is the cheapest: the product shows its weight.
    expect(chain?.weightGrams).toBe(grams.get('CH-116-09'));
  });
});
