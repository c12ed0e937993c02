// Access matrix rows for the admin's products and images: only an admin may write.
import { makePng, multipartBody } from '../image-fixtures.ts';
import { createProduct } from '../factories.ts';
import type { AccessContext, AccessRow } from './types.ts';

const adminOnly = (status: number) => ({ anonymous: 401, userA: 403, userB: 403, admin: status });

const productInput = {
  name: 'Matrix Derailleur',
  price: 999.99,
  maxQuantity: 40,
  minQuantity: 2,
  des: 'Made for the access matrix.',
  img: '/api/images/6f1b2c3d-0000-4000-8000-000000000002',
};

const productsSnapshot = async ({ t }: AccessContext) => ({
  products: await t.store.db.selectFrom('products').selectAll().orderBy('id').execute(),
});

const imagesSnapshot = async ({ t }: AccessContext) =>
  t.store.db.selectFrom('images').select(['id', 'byteSize']).orderBy('id').execute();

export const rows: AccessRow[] = [
  {
    name: 'GET /api/admin/products',
    request: async ({ t }) => {
      await createProduct(t.store.db, { published: false });
      return { method: 'GET', url: '/api/admin/products' };
    },
    expect: adminOnly(200),
    permission: 'catalog',
  },
  {
    name: 'POST /api/products',
    request: async () => ({ method: 'POST', url: '/api/products', payload: productInput }),
    expect: adminOnly(201),
    permission: 'catalog',
    snapshot: productsSnapshot,
  },
  {
    name: 'PATCH /api/products/{id}',
    request: async ({ t }) => {
      const p = await createProduct(t.store.db);
      return { method: 'PATCH', url: `/api/products/${p.id}`, payload: { name: 'Renamed By Matrix', price: 1 } };
    },
    expect: adminOnly(200),
    permission: 'catalog',
    snapshot: productsSnapshot,
  },
  {
    name: 'DELETE /api/products/{id}',
    request: async ({ t }) => {
      const p = await createProduct(t.store.db);
      return { method: 'DELETE', url: `/api/products/${p.id}` };
    },
    expect: adminOnly(200),
    permission: 'catalog',
    snapshot: productsSnapshot,
  },
  {
    name: 'POST /api/images',
    request: async () => {
      const body = await multipartBody([{ filename: 'part.png', type: 'image/png', data: await makePng(64, 48) }]);
      return { method: 'POST', url: '/api/images', payload: body.payload, headers: body.headers };
    },
    expect: adminOnly(201),
    permission: 'catalog',
    snapshot: imagesSnapshot,
  },
  {
    name: 'GET /api/images/{id} (public)',
    request: async ({ t, admin }) => {
      const body = await multipartBody([{ filename: 'part.png', type: 'image/png', data: await makePng(32, 32) }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/images',
        payload: body.payload,
        headers: { ...admin.headers, ...body.headers },
      });
      return { method: 'GET', url: res.json<{ data: { display_url: string } }>().data.display_url };
    },
    expect: { anonymous: 200, userA: 200, userB: 200, admin: 200 },
  },
];
