// Access matrix rows for categories: anyone lists them; only an admin adds, renames, reorders or deletes.
import { newId, nowIso } from '../../src/lib/ids.ts';
import type { AccessContext, AccessRow } from './types.ts';

const adminOnly = (status: number) => ({ anonymous: 401, userA: 403, userB: 403, admin: status });

async function aCategory({ t }: AccessContext): Promise<string> {
  const id = newId();
  const at = nowIso();
  await t.store.db
    .insertInto('categories')
    .values({ id, name: `Matrix ${id.slice(0, 8)}`, position: 1, createdAt: at, updatedAt: at })
    .execute();
  return id;
}

const categoriesSnapshot = async ({ t }: AccessContext) =>
  t.store.db.selectFrom('categories').selectAll().orderBy('id').execute();

export const rows: AccessRow[] = [
  {
    name: 'GET /api/categories (public)',
    request: async () => ({ method: 'GET', url: '/api/categories' }),
    expect: { anonymous: 200, userA: 200, userB: 200, admin: 200 },
  },
  {
    name: 'POST /api/categories',
    request: async () => ({
      method: 'POST',
      url: '/api/categories',
      payload: { name: `Matrix ${newId().slice(0, 8)}` },
    }),
    expect: adminOnly(201),
    permission: 'catalog',
    snapshot: categoriesSnapshot,
  },
  {
    name: 'PATCH /api/categories/{id}',
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/categories/${await aCategory(ctx)}`,
      payload: { name: `Renamed ${newId().slice(0, 8)}` },
    }),
    expect: adminOnly(200),
    permission: 'catalog',
    snapshot: categoriesSnapshot,
  },
  {
    name: 'PUT /api/categories/order',
    request: async (ctx) => {
      await aCategory(ctx);
      const ids = await ctx.t.store.db.selectFrom('categories').select('id').orderBy('id', 'desc').execute();
      return { method: 'PUT', url: '/api/categories/order', payload: { ids: ids.map((r) => r.id) } };
    },
    expect: adminOnly(200),
    permission: 'catalog',
    snapshot: categoriesSnapshot,
  },
  {
    name: 'DELETE /api/categories/{id}',
    request: async (ctx) => ({ method: 'DELETE', url: `/api/categories/${await aCategory(ctx)}` }),
    expect: adminOnly(200),
    permission: 'catalog',
    snapshot: categoriesSnapshot,
  },
];
