// A product's options and variants through the API: the admin's writes, the spec's fields as their
// summary, search and filters by variant. Run on SQLite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { englishTexts } from '@store/shared/i18n/server';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import type { TestUser } from '../../../test/access/types.ts';
import { createProduct } from '../../../test/factories.ts';
import { createUser } from '../../../test/users.ts';
import { catalogChanged } from './catalog-freshness.ts';

const { VARIANT_TEXT } = englishTexts('products');

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

const SIZES = { name: 'Size', values: ['32T', '34T'] };
const COLOURS = { name: 'Colour', values: ['Black', 'Silver'] };
const row = (options: string[], price: number, maxQuantity: number, extra: object = {}) => ({
  options,
  price,
  maxQuantity,
  minQuantity: 1,
  ...extra,
});

const put = (id: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/products/${id}/variants`, headers, payload: payload as object });
const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const names = async (query: string): Promise<string[]> =>
  (await get(`/api/products?${query}`)).map((p: { name: string }) => p.name);

describe('PUT /api/products/{id}/variants', () => {
  it('sets options and variants; the product answers them and keeps the spec’s fields as their summary', async () => {
    const p = await createProduct(t.store.db, { name: 'Chainring' });
    const res = await put(p.id, {
      options: [SIZES, COLOURS],
      variants: [
        row(['32T', 'Black'], 900, 4, { sku: 'CR-32-B' }),
        row(['34T', 'Black'], 850, 0, { sku: 'CR-34-B' }),
        row(['34T', 'silver'], 850, 6, { minQuantity: 2 }),
      ],
    });
    expect(res.json().error).toBeUndefined();
    const detail = res.json();
    expect(detail.options).toEqual([SIZES, COLOURS]);
    expect(detail.variants).toEqual([
      expect.objectContaining({ options: ['32T', 'Black'], title: '32T / Black', sku: 'CR-32-B', price: 900 }),
      expect.objectContaining({ options: ['34T', 'Black'], title: '34T / Black', maxQuantity: 0 }),
      // A value is stored as the option spells it.
      expect.objectContaining({ options: ['34T', 'Silver'], sku: null, minQuantity: 2, maxQuantity: 6, img: null }),
    ]);
    // The lowest price (the first of equals), its minimum, and the stock of all; no one SKU.
    expect(detail).toMatchObject({ price: 850, minQuantity: 1, maxQuantity: 10, sku: null });
    const [listed] = await get('/api/products');
    expect(listed).toMatchObject({ _id: p.id, price: 850, minQuantity: 1, maxQuantity: 10, options: [SIZES, COLOURS] });
    expect(listed.variants).toBeUndefined();
  });

  it('keeps a variant sent with its id, removes one left out, and gives a new one its own id', async () => {
    const p = await createProduct(t.store.db, {
      options: [SIZES],
      variants: [{ options: ['32T'] }, { options: ['34T'] }],
    });
    const [small, large] = p.variants;
    const res = await put(p.id, {
      options: [{ name: 'Size', values: ['34T', '36T'] }],
      variants: [row(['34T'], 700, 3, { _id: large?.id }), row(['36T'], 750, 3)],
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().variants.map((v: { _id: string }) => v._id);
    expect(ids[0]).toBe(large?.id);
    expect(ids[1]).not.toBe(small?.id);
    expect(await get(`/api/products/${p.id}`)).toMatchObject({ maxQuantity: 6, price: 700 });
  });

  it('refuses variants that do not fit the options, repeat each other or take another product’s SKU, changing nothing', async () => {
    const other = await createProduct(t.store.db, { name: 'Other' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/products/${other.id}/specification`,
      headers: admin.headers,
      payload: { sku: 'TAKEN-1', specs: [] },
    });
    const p = await createProduct(t.store.db, { name: 'Chainring' });
    const before = await get(`/api/products/${p.id}`);
    const fieldsOf = async (payload: unknown) => {
      const res = await put(p.id, payload);
      expect(res.statusCode).toBe(400);
      return res.json().error.fields;
    };
    expect(
      await fieldsOf({ options: [SIZES], variants: [row(['40T'], 500, 1), row(['32T', 'Black'], 500, 1)] }),
    ).toEqual({
      'variants.0.options.0': '“40T” is not a value of Size',
      'variants.1.options': VARIANT_TEXT.valuesPerOption,
    });
    expect(
      await fieldsOf({
        options: [SIZES],
        variants: [row(['32T'], 500, 1, { sku: 'A-1' }), row(['32t'], 500, 1, { sku: 'a-1' })],
      }),
    ).toEqual({ 'variants.1.options': VARIANT_TEXT.combinationRepeated, 'variants.1.sku': VARIANT_TEXT.skuRepeated });
    expect(await fieldsOf({ options: [], variants: [row([], 500, 1), row([], 600, 1)] })).toEqual({
      variants: VARIANT_TEXT.oneVariantWithoutOptions,
    });
    expect(await fieldsOf({ options: [SIZES], variants: [row(['32T'], 500, 1, { sku: 'taken-1' })] })).toEqual({
      'variants.0.sku': VARIANT_TEXT.skuTaken,
    });
    expect(await fieldsOf({ options: [SIZES], variants: [row(['32T'], 500, 1, { _id: other.id })] })).toEqual({
      'variants.0._id': VARIANT_TEXT.unknownVariant,
    });
    expect(await get(`/api/products/${p.id}`)).toEqual(before);
  });

  it('lets two variants trade SKUs in one save', async () => {
    const p = await createProduct(t.store.db, {
      options: [SIZES],
      variants: [
        { options: ['32T'], sku: 'S-1' },
        { options: ['34T'], sku: 'S-2' },
      ],
    });
    const [a, b] = p.variants;
    const res = await put(p.id, {
      options: [SIZES],
      variants: [row(['32T'], 500, 1, { _id: a?.id, sku: 'S-2' }), row(['34T'], 500, 1, { _id: b?.id, sku: 'S-1' })],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().variants.map((v: { sku: string }) => v.sku)).toEqual(['S-2', 'S-1']);
  });

  it('is for admins only: 401 without a token, 403 for a buyer, 404 for an unknown product', async () => {
    const p = await createProduct(t.store.db);
    const payload = { options: [], variants: [row([], 1, 1)] };
    expect((await put(p.id, payload, {})).statusCode).toBe(401);
    expect((await put(p.id, payload, user.headers)).statusCode).toBe(403);
    expect((await put('00000000-0000-4000-8000-000000000000', payload)).statusCode).toBe(404);
    expect(await get(`/api/products/${p.id}`)).toMatchObject({ price: 500, maxQuantity: 100 });
  });
});

describe('the spec’s writes on a product with variants', () => {
  it('PATCH of price or quantities: the only variant follows; with several, a 400 on each field sent', async () => {
    const single = await createProduct(t.store.db);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${single.id}`,
      headers: admin.headers,
      payload: { price: 650, maxQuantity: 7 },
    });
    expect(ok.statusCode).toBe(200);
    expect((await get(`/api/products/${single.id}`)).variants).toEqual([
      expect.objectContaining({ _id: single.id, price: 650, maxQuantity: 7 }),
    ]);

    const several = await createProduct(t.store.db, {
      options: [SIZES],
      variants: [{ options: ['32T'] }, { options: ['34T'] }],
    });
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${several.id}`,
      headers: admin.headers,
      payload: { price: 650, minQuantity: 2, name: 'Renamed' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      price: VARIANT_TEXT.setOnVariants,
      minQuantity: VARIANT_TEXT.setOnVariants,
    });
    expect(await get(`/api/products/${several.id}`)).toMatchObject({ name: several.name, price: 500 });
  });

  it('the specification’s SKU is the only variant’s; with several, a 400 on sku', async () => {
    const specification = (id: string, sku: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/products/${id}/specification`,
        headers: admin.headers,
        payload: { sku, specs: [] },
      });
    const single = await createProduct(t.store.db);
    expect((await specification(single.id, 'PED-9')).statusCode).toBe(200);
    expect((await get(`/api/products/${single.id}`)).variants[0].sku).toBe('PED-9');
    expect(await names('q=ped-9')).toEqual([single.name]);
    const other = await createProduct(t.store.db);
    expect((await specification(other.id, 'ped-9')).json().error.fields).toEqual({ sku: VARIANT_TEXT.skuTaken });

    const several = await createProduct(t.store.db, {
      options: [SIZES],
      variants: [{ options: ['32T'] }, { options: ['34T'] }],
    });
    expect((await specification(several.id, 'X-1')).json().error.fields).toEqual({ sku: VARIANT_TEXT.setOnVariants });
    expect((await specification(several.id, '')).statusCode).toBe(200);
  });
});

describe('finding products by their variants', () => {
  it('search finds a product by a variant’s SKU or option value', async () => {
    await createProduct(t.store.db, { name: 'Plain Bell' });
    await createProduct(t.store.db, {
      name: 'Cassette',
      options: [{ name: 'Speed', values: ['10-speed', '11-speed'] }],
      variants: [
        { options: ['10-speed'], sku: 'CS-HG50' },
        { options: ['11-speed'], sku: 'CS-HG700' },
      ],
    });
    expect(await names('q=hg700')).toEqual(['Cassette']);
    expect(await names('q=11-speed')).toEqual(['Cassette']);
  });

  it('?option= lists the products with a variant of that value that can be ordered now', async () => {
    const speeds = { name: 'Speed', values: ['10-speed', '11-speed'] };
    const cassette = await createProduct(t.store.db, {
      name: 'Cassette',
      options: [speeds],
      variants: [
        { options: ['10-speed'], maxQuantity: 5 },
        { options: ['11-speed'], maxQuantity: 2, minQuantity: 2 },
      ],
    });
    await createProduct(t.store.db, {
      name: 'Chain',
      options: [speeds],
      variants: [{ options: ['10-speed'] }, { options: ['11-speed'], maxQuantity: 0 }],
    });
    await createProduct(t.store.db, { name: 'Plain Bell' });
    expect(await names('option=11-SPEED')).toEqual(['Cassette']);
    expect(await names('option=10-speed&sort=name')).toEqual(['Cassette', 'Chain']);
    expect(await names('option=12-speed')).toEqual([]);

    // One piece of the 11-speed goes: below its minimum of 2, while the product stays in stock.
    const eleven = cassette.variants[1]?.id ?? '';
    await sql`update product_variants set stock = 1 where id = ${eleven}`.execute(t.store.db);
    await catalogChanged(t.store.db, { products: [cassette.id] });
    expect(await names('option=11-speed')).toEqual([]);
    expect(await names('inStock=true&sort=name')).toEqual(['Cassette', 'Chain', 'Plain Bell']);
  });

  it('the in-stock filter keeps a product while any variant can be ordered', async () => {
    const p = await createProduct(t.store.db, {
      name: 'Grip',
      options: [COLOURS],
      variants: [
        { options: ['Black'], maxQuantity: 0 },
        { options: ['Silver'], maxQuantity: 3 },
      ],
    });
    expect(await names('inStock=true')).toEqual(['Grip']);
    await sql`update product_variants set stock = 0 where product_id = ${p.id}`.execute(t.store.db);
    await catalogChanged(t.store.db, { products: [p.id] });
    expect(await names('inStock=true')).toEqual([]);
  });
});
