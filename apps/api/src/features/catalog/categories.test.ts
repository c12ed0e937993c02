// Categories: anyone lists them; only an admin adds, renames, reorders and deletes; names are unique
// whatever their case; a category products still belong to cannot be deleted; a product's category
// is checked. Both databases (TEST_DB_KIND).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveMessageIn } from '@store/shared/i18n/server';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { createUser } from '../../../test/users.ts';

let t: TestApp;
let admin: TestUser;
beforeEach(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
  admin = await createUser(t, { role: 'admin' });
});
afterEach(async () => {
  await t.close();
});

interface ListedCategory {
  _id: string;
  name: string;
  productCount: number;
}

const listCategories = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/categories' })).json<ListedCategory[]>();

async function addCategory(name: string, headers = admin.headers) {
  return t.app.inject({ method: 'POST', url: '/api/categories', headers, payload: { name } });
}
async function newCategory(name: string): Promise<string> {
  const res = await addCategory(name);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

describe('categories', () => {
  it('lets an admin add categories, listed in the order added with their product counts', async () => {
    const drivetrain = await newCategory('Drivetrain');
    const brakes = await newCategory('  Brakes ');
    await createProduct(t.store.db, { categoryId: brakes });
    await createProduct(t.store.db, { categoryId: brakes });
    expect(await listCategories()).toEqual([
      { _id: drivetrain, name: 'Drivetrain', productCount: 0 },
      { _id: brakes, name: 'Brakes', productCount: 2 },
    ]);
  });

  it('refuses a name already taken, whatever its case, and a blank or long name', async () => {
    await newCategory('Wheels');
    const taken = await addCategory('WHEELS');
    expect(taken.statusCode).toBe(409);
    const blank = await addCategory('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.name).toBe('Category name is required');
    expect((await addCategory('x'.repeat(41))).statusCode).toBe(400);
    expect((await listCategories()).map((c) => c.name)).toEqual(['Wheels']);
  });

  it('renames a category; another category’s name is refused', async () => {
    const tools = await newCategory('Tools');
    await newCategory('Frames');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/categories/${tools}`,
      headers: admin.headers,
      payload: { name: 'Workshop Tools' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ _id: tools, name: 'Workshop Tools', productCount: 0 });
    const clash = await t.app.inject({
      method: 'PATCH',
      url: `/api/categories/${tools}`,
      headers: admin.headers,
      payload: { name: 'frames' },
    });
    expect(clash.statusCode).toBe(409);
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/categories/6f1b2c3d-0000-4000-8000-000000000000',
      headers: admin.headers,
      payload: { name: 'Nothing' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('puts the categories in the order sent, and refuses an order that misses or repeats one', async () => {
    const a = await newCategory('A');
    const b = await newCategory('B');
    const c = await newCategory('C');
    const put = (ids: string[]) =>
      t.app.inject({ method: 'PUT', url: '/api/categories/order', headers: admin.headers, payload: { ids } });
    const res = await put([c, a, b]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((x: ListedCategory) => x.name)).toEqual(['C', 'A', 'B']);
    expect((await listCategories()).map((x) => x.name)).toEqual(['C', 'A', 'B']);
    expect((await put([a, b])).statusCode).toBe(400);
    expect((await put([a, a, b])).statusCode).toBe(400);
    expect((await listCategories()).map((x) => x.name)).toEqual(['C', 'A', 'B']);
  });

  it('refuses to delete a category in use (409) and deletes it once its products moved', async () => {
    const brakes = await newCategory('Brakes');
    const wheels = await newCategory('Wheels');
    const p = await createProduct(t.store.db, { categoryId: brakes });
    const del = () => t.app.inject({ method: 'DELETE', url: `/api/categories/${brakes}`, headers: admin.headers });
    const inUse = await del();
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toBe('This category still has 1 product. Move it to another category first.');
    expect((await listCategories()).map((c) => c.name)).toEqual(['Brakes', 'Wheels']);

    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${p.id}`,
      headers: admin.headers,
      payload: { categoryId: wheels },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const gone = await del();
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ deletedCount: 1 });
    expect(await listCategories()).toEqual([{ _id: wheels, name: 'Wheels', productCount: 1 }]);
    expect((await del()).statusCode).toBe(404);
  });

  it('says how many products keep a category from being deleted, in English and (by its reference) in Bangla', async () => {
    const brakes = await newCategory('Brakes');
    await createProduct(t.store.db, { categoryId: brakes });
    await createProduct(t.store.db, { categoryId: brakes });
    await createProduct(t.store.db, { categoryId: brakes });
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/categories/${brakes}`, headers: admin.headers });
    expect(refused.statusCode).toBe(409);
    const { error } = refused.json<{ error: { code: string; message: string; messageId: string } }>();
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('This category still has 3 products. Move them to another category first.');
    expect(resolveMessageIn('bn', error.messageId)).toBe(
      'এই ক্যাটাগরিতে এখনো ৩টি পণ্য আছে। মুছতে হলে আগে সেগুলো অন্য ক্যাটাগরিতে সরান।',
    );
    expect((await listCategories()).map((c) => c.productCount)).toEqual([3]);
  });

  it('puts a new product in a category, and refuses a category that does not exist', async () => {
    const drivetrain = await newCategory('Drivetrain');
    const input = {
      name: 'Categorised Chain',
      price: 900,
      maxQuantity: 10,
      minQuantity: 1,
      des: 'A chain with a category.',
      img: '/images/products/chain.svg',
    };
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: { ...input, categoryId: drivetrain },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const row = await t.store.db
      .selectFrom('products')
      .select('categoryId')
      .where('id', '=', ok.json<{ insertedId: string }>().insertedId)
      .executeTakeFirstOrThrow();
    expect(row.categoryId).toBe(drivetrain);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: { ...input, categoryId: '6f1b2c3d-0000-4000-8000-000000000000' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.categoryId).toBe('Choose a category from the list');
    expect((await listCategories())[0]?.productCount).toBe(1);
  });

  it('lets no one but an admin write categories, and changes nothing when refused', async () => {
    const brakes = await newCategory('Brakes');
    const user = await createUser(t);
    for (const headers of [{}, user.headers]) {
      const expected = Object.keys(headers).length === 0 ? 401 : 403;
      expect((await addCategory('Sneaky', headers)).statusCode).toBe(expected);
      const rename = await t.app.inject({
        method: 'PATCH',
        url: `/api/categories/${brakes}`,
        headers,
        payload: { name: 'Renamed' },
      });
      expect(rename.statusCode).toBe(expected);
      const order = await t.app.inject({
        method: 'PUT',
        url: '/api/categories/order',
        headers,
        payload: { ids: [brakes] },
      });
      expect(order.statusCode).toBe(expected);
      const del = await t.app.inject({ method: 'DELETE', url: `/api/categories/${brakes}`, headers });
      expect(del.statusCode).toBe(expected);
    }
    expect(await listCategories()).toEqual([{ _id: brakes, name: 'Brakes', productCount: 0 }]);
  });
});
