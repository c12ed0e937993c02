// The one-product answer names its category ({ _id, name } or null) for the page's breadcrumb, and
// stays right from the answer cache when the category is renamed (through the API or by direct SQL)
// or the product moves to another category. Both databases (TEST_DB_KIND).
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { createUser } from '../../../test/users.ts';
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

async function newCategory(name: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/categories', headers: admin.headers, payload: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

/** The product answer's category, asked twice so that the second comes from the answer cache. */
async function categoryOf(id: string): Promise<unknown> {
  const first = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
  expect(first.statusCode, first.body).toBe(200);
  const again = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
  expect(again.body).toBe(first.body);
  return first.json<{ category: unknown }>().category;
}

describe('the product answer’s category', () => {
  it('names the category a product belongs to, and null for a product without one', async () => {
    const brakes = await newCategory('Brakes');
    const inBrakes = await createProduct(t.store.db, { categoryId: brakes });
    const loose = await createProduct(t.store.db);
    expect(await categoryOf(inBrakes.id)).toEqual({ _id: brakes, name: 'Brakes' });
    expect(await categoryOf(loose.id)).toBeNull();
  });

  it('shows a renamed category in a product answer that was cached before the rename', async () => {
    const tools = await newCategory('Tools');
    const p = await createProduct(t.store.db, { categoryId: tools });
    expect(await categoryOf(p.id)).toEqual({ _id: tools, name: 'Tools' });
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/categories/${tools}`,
      headers: admin.headers,
      payload: { name: 'Workshop Tools' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await categoryOf(p.id)).toEqual({ _id: tools, name: 'Workshop Tools' });
    // A direct write is heard once announced, as the store's services announce theirs.
    await sql`update categories set name = ${'Shop Tools'} where id = ${tools}`.execute(t.store.db);
    await catalogChanged(t.store.db);
    expect(await categoryOf(p.id)).toEqual({ _id: tools, name: 'Shop Tools' });
  });

  it('follows the product to another category, and to none once it is moved out', async () => {
    const brakes = await newCategory('Brakes');
    const wheels = await newCategory('Wheels');
    const p = await createProduct(t.store.db, { categoryId: brakes });
    expect(await categoryOf(p.id)).toEqual({ _id: brakes, name: 'Brakes' });
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${p.id}`,
      headers: admin.headers,
      payload: { categoryId: wheels },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await categoryOf(p.id)).toEqual({ _id: wheels, name: 'Wheels' });
    await sql`update products set category_id = null where id = ${p.id}`.execute(t.store.db);
    await catalogChanged(t.store.db);
    expect(await categoryOf(p.id)).toBeNull();
  });
});
