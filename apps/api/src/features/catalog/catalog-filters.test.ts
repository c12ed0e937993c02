// Finding parts: GET /api/products filtered by category, price and stock, with the count per
// category (facets), full-text search ranked name matches first, and cached answers that never
// outlive a change to what they filter or count. Both databases (TEST_DB_KIND).
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { createUser } from '../../../test/users.ts';
import { seedDemoData } from '../../db/seed/seed.ts';
import { catalogChanged } from './catalog-freshness.ts';

let t: TestApp;
let admin: TestUser;
beforeEach(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
  admin = await createUser(t, { role: 'admin' });
});
afterEach(async () => {
  await t.close();
});

interface Listed {
  _id: string;
  name: string;
  price: number;
}
interface FacetedPage {
  items: Listed[];
  total: number;
  facets: { category: { _id: string; name: string; count: number }[] };
}

async function category(name: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/categories', headers: admin.headers, payload: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}
async function names(query: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Listed[]>().map((p) => p.name);
}
async function faceted(query: string): Promise<FacetedPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products?facets=category&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FacetedPage>();
}
const counts = (page: FacetedPage) => Object.fromEntries(page.facets.category.map((c) => [c.name, c.count]));

/** Reads a query twice (the second from the cache) and returns the second answer's names. */
async function warmNames(query: string) {
  await names(query);
  return names(query);
}

describe('filters and facets', () => {
  let brakes: string;
  let wheels: string;
  beforeEach(async () => {
    brakes = await category('Brakes');
    wheels = await category('Wheels');
    await createProduct(t.store.db, { name: 'Disc Rotor', priceTaka: 900, categoryId: brakes });
    await createProduct(t.store.db, { name: 'Brake Lever', priceTaka: 1500, categoryId: brakes, maxQuantity: 0 });
    await createProduct(t.store.db, { name: 'Alloy Rim', priceTaka: 2500, categoryId: wheels });
    await createProduct(t.store.db, {
      name: 'Rear Hub',
      priceTaka: 3000,
      categoryId: wheels,
      minQuantity: 10,
      maxQuantity: 5,
    });
    await createProduct(t.store.db, { name: 'Loose Bolt', priceTaka: 50 });
  });

  it('filters by category, price range (taka, inclusive) and stock, each alone and together', async () => {
    expect(await names(`category=${brakes}&sort=name`)).toEqual(['Brake Lever', 'Disc Rotor']);
    expect(await names('minPrice=900&maxPrice=2500&sort=price-asc')).toEqual([
      'Disc Rotor',
      'Brake Lever',
      'Alloy Rim',
    ]);
    // In stock: at least the minimum order left (the hub has 5 of a minimum 10).
    expect(await names('inStock=true&sort=name')).toEqual(['Alloy Rim', 'Disc Rotor', 'Loose Bolt']);
    expect(await names('inStock=false&sort=name')).toHaveLength(5);
    expect(await names(`category=${wheels}&inStock=true&minPrice=100`)).toEqual(['Alloy Rim']);
    const paged = await t.app.inject({
      method: 'GET',
      url: `/api/products?category=${wheels}&limit=1&page=2&sort=name`,
    });
    expect(paged.headers['x-total-count']).toBe('2');
    expect(paged.json().map((p: Listed) => p.name)).toEqual(['Rear Hub']);
    expect(await names('category=6f1b2c3d-0000-4000-8000-000000000000')).toEqual([]);
  });

  it('answers { items, total, facets } with facets=category, counting every category under the other filters', async () => {
    const all = await faceted('limit=2');
    expect(all.total).toBe(5);
    expect(all.items).toHaveLength(2);
    expect(all.facets.category.map((c) => c.name)).toEqual(['Brakes', 'Wheels']);
    expect(counts(all)).toEqual({ Brakes: 2, Wheels: 2 });
    // The category filter narrows the items but not the counts, so the other categories stay choosable.
    const chosen = await faceted(`category=${brakes}&inStock=true`);
    expect(chosen.items.map((p) => p.name)).toEqual(['Disc Rotor']);
    expect(chosen.total).toBe(1);
    expect(counts(chosen)).toEqual({ Brakes: 1, Wheels: 1 });
    // Under a search.
    expect(counts(await faceted('q=rim'))).toEqual({ Brakes: 0, Wheels: 1 });
    const res = await t.app.inject({ method: 'GET', url: '/api/products?facets=category&limit=2' });
    expect(res.headers['x-total-count']).toBe('5');
  });

  it('keeps the plain array without facets', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?category=${brakes}` });
    expect(Array.isArray(res.json())).toBe(true);
  });

  it.each([
    ['minPrice=-1', 'minPrice'],
    ['maxPrice=abc', 'maxPrice'],
    ['minPrice=1.234', 'minPrice'],
    ['minPrice=500&maxPrice=100', 'maxPrice'],
    ['inStock=yes', 'inStock'],
    ['facets=price', 'facets'],
    [`category=${'x'.repeat(101)}`, 'category'],
  ])('answers 400 with a field message for %s', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toEqual(expect.any(String));
  });
});

describe('search', () => {
  it('matches words in any order and as prefixes, in name and description', async () => {
    await createProduct(t.store.db, { name: 'Hydraulic Brake Lever', des: 'Two-finger blade.' });
    await createProduct(t.store.db, { name: 'Steel Chain', des: 'Rust-proof coating for wet roads.' });
    expect(await names('q=lever%20hydr')).toEqual(['Hydraulic Brake Lever']);
    expect(await names('q=coat%20rust')).toEqual(['Steel Chain']);
    expect(await names('q=BRA')).toEqual(['Hydraulic Brake Lever']);
    expect(await names('q=brake%20titanium')).toEqual([]);
  });

  it('ranks products whose name matches before those whose description does, unless another order is asked', async () => {
    await createProduct(t.store.db, {
      name: 'Cable Cutter',
      des: 'Cuts brake cables cleanly.',
      createdAt: '2026-03-01T00:00:00.000Z',
      priceTaka: 1000,
    });
    await createProduct(t.store.db, {
      name: 'Brake Pads',
      des: 'Resin compound.',
      createdAt: '2026-01-01T00:00:00.000Z',
      priceTaka: 900,
    });
    await createProduct(t.store.db, {
      name: 'Brake Cable Kit',
      des: 'Stainless inner wires.',
      createdAt: '2026-02-01T00:00:00.000Z',
      priceTaka: 100,
    });
    const ranked = await names('q=brake&limit=10');
    expect(ranked.slice(2)).toEqual(['Cable Cutter']);
    expect(ranked.slice(0, 2).sort()).toEqual(['Brake Cable Kit', 'Brake Pads']);
    expect(await names('q=brake%20cable&limit=10')).toEqual(['Brake Cable Kit', 'Cable Cutter']);
    expect(await names('q=brake&sort=newest')).toEqual(['Cable Cutter', 'Brake Cable Kit', 'Brake Pads']);
    expect(await names('q=brake&sort=price-asc&limit=2')).toEqual(['Brake Cable Kit', 'Brake Pads']);
  });

  it('finds the seeded demo parts by category and by search', async () => {
    await seedDemoData(t.store);
    const page = await faceted('q=brake');
    expect(page.items.map((p) => p.name)).toContain('Hydraulic Brake Lever Set');
    const demo = await faceted('');
    expect(demo.facets.category.map((c) => c.name)).toEqual([
      'Drivetrain',
      'Brakes',
      'Wheels',
      'Frames & Cockpit',
      'Tools',
    ]);
    const drivetrain = demo.facets.category.find((c) => c.name === 'Drivetrain');
    expect(drivetrain?.count).toBeGreaterThan(0);
    expect(await names(`category=${drivetrain?._id ?? ''}&limit=100`)).toHaveLength(drivetrain?.count ?? -1);
  });
});

describe('cached answers stay fresh', () => {
  let brakes: string;
  let wheels: string;
  let rotorId: string;
  beforeEach(async () => {
    brakes = await category('Brakes');
    wheels = await category('Wheels');
    rotorId = (await createProduct(t.store.db, { name: 'Disc Rotor', priceTaka: 900, categoryId: brakes })).id;
    await createProduct(t.store.db, { name: 'Alloy Rim', priceTaka: 2500, categoryId: wheels });
  });
  const patch = (payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/products/${rotorId}`, headers: admin.headers, payload });

  it('after a product moves to another category (through the API and by direct SQL)', async () => {
    expect(await warmNames(`category=${brakes}`)).toEqual(['Disc Rotor']);
    expect(counts(await faceted(''))).toEqual({ Brakes: 1, Wheels: 1 });
    expect((await patch({ categoryId: wheels })).statusCode).toBe(200);
    expect(await names(`category=${brakes}`)).toEqual([]);
    expect(await names(`category=${wheels}&sort=name`)).toEqual(['Alloy Rim', 'Disc Rotor']);
    expect(counts(await faceted(''))).toEqual({ Brakes: 0, Wheels: 2 });

    await warmNames(`category=${brakes}`);
    await sql`update products set category_id = ${brakes} where id = ${rotorId}`.execute(t.store.db);
    await catalogChanged(t.store.db);
    expect(await names(`category=${brakes}`)).toEqual(['Disc Rotor']);
    expect(counts(await faceted(''))).toEqual({ Brakes: 1, Wheels: 1 });
  });

  it('after a category is renamed, reordered, added and deleted', async () => {
    await faceted('');
    expect((await faceted('')).facets.category.map((c) => c.name)).toEqual(['Brakes', 'Wheels']);
    const rename = await t.app.inject({
      method: 'PATCH',
      url: `/api/categories/${brakes}`,
      headers: admin.headers,
      payload: { name: 'Brakes & Rotors' },
    });
    expect(rename.statusCode).toBe(200);
    expect((await faceted('')).facets.category.map((c) => c.name)).toEqual(['Brakes & Rotors', 'Wheels']);
    await faceted('');
    const order = await t.app.inject({
      method: 'PUT',
      url: '/api/categories/order',
      headers: admin.headers,
      payload: { ids: [wheels, brakes] },
    });
    expect(order.statusCode).toBe(200);
    expect((await faceted('')).facets.category.map((c) => c.name)).toEqual(['Wheels', 'Brakes & Rotors']);
    await faceted('');
    const tools = await category('Tools');
    expect(counts(await faceted(''))).toEqual({ Wheels: 1, 'Brakes & Rotors': 1, Tools: 0 });
    await faceted('');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/categories/${tools}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    expect(counts(await faceted(''))).toEqual({ Wheels: 1, 'Brakes & Rotors': 1 });
  });

  it('after a price change moves a product in or out of a price range', async () => {
    expect(await warmNames('maxPrice=1000')).toEqual(['Disc Rotor']);
    expect((await patch({ price: 1200 })).statusCode).toBe(200);
    expect(await names('maxPrice=1000')).toEqual([]);
    expect(await warmNames('minPrice=1000&sort=price-asc')).toEqual(['Disc Rotor', 'Alloy Rim']);
  });

  it('after stock runs out or comes back, by an order-like update and by the admin', async () => {
    expect(await warmNames('inStock=true&sort=name')).toEqual(['Alloy Rim', 'Disc Rotor']);
    expect(counts(await faceted('inStock=true'))).toEqual({ Brakes: 1, Wheels: 1 });
    // As an order does: one conditional update of the stock, then the announcement.
    await sql`update product_variants set stock = 0 where product_id = ${rotorId}`.execute(t.store.db);
    await catalogChanged(t.store.db, { products: [rotorId] });
    expect(await names('inStock=true&sort=name')).toEqual(['Alloy Rim']);
    expect(counts(await faceted('inStock=true'))).toEqual({ Brakes: 0, Wheels: 1 });
    expect((await patch({ maxQuantity: 50 })).statusCode).toBe(200);
    expect(await names('inStock=true&sort=name')).toEqual(['Alloy Rim', 'Disc Rotor']);
  });

  it('after a rename, a new product and a delete, under a search', async () => {
    expect(await warmNames('q=rotor')).toEqual(['Disc Rotor']);
    expect((await patch({ name: 'Disc Brake Disc' })).statusCode).toBe(200);
    expect(await names('q=rotor')).toEqual([]);
    expect(await names('q=brake%20disc')).toEqual(['Disc Brake Disc']);
    expect(counts(await faceted('q=disc'))).toEqual({ Brakes: 1, Wheels: 0 });
    const added = await createProduct(t.store.db, { name: 'Disc Spacer', categoryId: wheels });
    expect(counts(await faceted('q=disc'))).toEqual({ Brakes: 1, Wheels: 1 });
    await faceted('q=disc');
    const del = await t.app.inject({ method: 'DELETE', url: `/api/products/${added.id}`, headers: admin.headers });
    expect(del.statusCode).toBe(200);
    expect(counts(await faceted('q=disc'))).toEqual({ Brakes: 1, Wheels: 0 });
  });
});
