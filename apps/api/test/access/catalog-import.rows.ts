// Access matrix rows for the catalogue as a spreadsheet and the bulk edits: staff with the catalog permission only.
import { createProduct } from '../factories.ts';
import { multipartBody } from '../image-fixtures.ts';
import type { AccessContext, AccessRow } from './types.ts';

const adminOnly = (status: number) => ({ anonymous: 401, userA: 403, userB: 403, admin: status });

const catalogSnapshot = async ({ t }: AccessContext) => ({
  products: await t.store.db.selectFrom('products').selectAll().orderBy('id').execute(),
  variants: await t.store.db.selectFrom('productVariants').selectAll().orderBy('id').execute(),
});

/** A CSV that changes one new product's price to 777.00 taka. */
async function repriceCsv({ t }: AccessContext): Promise<string> {
  const p = await createProduct(t.store.db, { priceTaka: 500 });
  return `Product ID,Variant ID,Price (BDT)\r\n${p.id},${p.id},777.00\r\n`;
}

const csvHeaders = { 'content-type': 'text/csv' };

export const rows: AccessRow[] = [
  {
    name: 'GET /api/admin/catalog/export.csv',
    request: async ({ t }) => {
      await createProduct(t.store.db);
      return { method: 'GET', url: '/api/admin/catalog/export.csv' };
    },
    expect: adminOnly(200),
    permission: 'catalog',
  },
  {
    name: 'POST /api/admin/catalog/import/preview (text/csv)',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/admin/catalog/import/preview',
      payload: await repriceCsv(ctx),
      headers: csvHeaders,
    }),
    expect: adminOnly(200),
    permission: 'catalog',
    snapshot: catalogSnapshot,
  },
  {
    name: 'POST /api/admin/catalog/import/preview (multipart)',
    request: async (ctx) => {
      const csv = await repriceCsv(ctx);
      const body = await multipartBody([
        { field: 'file', filename: 'c.csv', type: 'text/csv', data: Buffer.from(csv) },
      ]);
      return { method: 'POST', url: '/api/admin/catalog/import/preview', payload: body.payload, headers: body.headers };
    },
    expect: adminOnly(200),
    permission: 'catalog',
    snapshot: catalogSnapshot,
  },
  {
    name: 'POST /api/admin/catalog/import/apply',
    request: async (ctx) => {
      const csv = await repriceCsv(ctx);
      const preview = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/admin/catalog/import/preview',
        payload: csv,
        headers: { ...ctx.admin.headers, ...csvHeaders },
      });
      const { token } = preview.json<{ token: string }>();
      return {
        method: 'POST',
        url: `/api/admin/catalog/import/apply?token=${encodeURIComponent(token)}`,
        payload: csv,
        headers: csvHeaders,
      };
    },
    expect: adminOnly(200),
    permission: 'catalog',
    snapshot: catalogSnapshot,
  },
  {
    name: 'POST /api/admin/products/bulk',
    request: async ({ t }) => {
      const p = await createProduct(t.store.db, { priceTaka: 100 });
      return {
        method: 'POST',
        url: '/api/admin/products/bulk',
        payload: { action: 'price-percent', ids: [p.id], percent: 10 },
      };
    },
    expect: adminOnly(200),
    permission: 'catalog',
    snapshot: catalogSnapshot,
  },
  {
    name: 'POST /api/admin/products/bulk (unpublish)',
    request: async ({ t }) => {
      const p = await createProduct(t.store.db);
      return { method: 'POST', url: '/api/admin/products/bulk', payload: { action: 'unpublish', ids: [p.id] } };
    },
    expect: adminOnly(200),
    permission: 'catalog',
    snapshot: catalogSnapshot,
  },
];
