// The catalogue CSV through the API: export, preview (nothing changes), apply in one transaction (409 when the
// rows changed since the preview), the round trip, bad rows by line and column, the size limit. SQLite and PostgreSQL.
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { ImportPreview } from '@store/shared/schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import type { TestUser } from '../../../test/access/types.ts';
import { createProduct } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/image-fixtures.ts';
import { createUser } from '../../../test/users.ts';
import { newId, nowIso } from '../../lib/ids.ts';

const { IMPORT_ERROR } = englishTexts('catalog-import');

let t: TestApp;
let admin: TestUser;

beforeEach(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { role: 'admin' });
});
afterEach(async () => {
  await t.close();
});

const csvHeaders = () => ({ ...admin.headers, 'content-type': 'text/csv' });
const exportCsv = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/catalog/export.csv', headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const preview = (csv: string | Buffer) =>
  t.app.inject({ method: 'POST', url: '/api/admin/catalog/import/preview', headers: csvHeaders(), payload: csv });
const previewOk = async (csv: string) => {
  const res = await preview(csv);
  expect(res.statusCode).toBe(200);
  return res.json<ImportPreview>();
};
const apply = (csv: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/catalog/import/apply?token=${encodeURIComponent(token)}`,
    headers: csvHeaders(),
    payload: csv,
  });
const records = (csv: string): Record<string, string>[] => parse(csv, { bom: true, columns: true });
const toCsv = (rows: Record<string, string>[]) => {
  const header = Object.keys(rows[0] ?? {});
  const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  return [header, ...rows.map((r) => header.map((h) => r[h] ?? ''))].map((r) => r.map(quote).join(',')).join('\r\n');
};
const catalogRows = async () => ({
  products: await t.store.db.selectFrom('products').selectAll().orderBy('id').execute(),
  variants: await t.store.db.selectFrom('productVariants').selectAll().orderBy('id').execute(),
});
async function aCategory(name: string): Promise<string> {
  const id = newId();
  const at = nowIso();
  await t.store.db.insertInto('categories').values({ id, name, position: 1, createdAt: at, updatedAt: at }).execute();
  return id;
}
const productPrice = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<{ price: number }>().price;

const SIZES = { name: 'Size', values: ['32T', '34T'] };

describe('GET /api/admin/catalog/export.csv', () => {
  it('writes one row per variant, a product without options as one row, prices in taka with two decimals', async () => {
    const brakes = await aCategory('Brakes');
    const plain = await createProduct(t.store.db, {
      name: 'Brake Pad',
      priceTaka: 1250.5,
      maxQuantity: 40,
      minQuantity: 2,
      weightGrams: 120,
      categoryId: brakes,
      vatRate: '5',
    });
    const ring = await createProduct(t.store.db, {
      name: '=Chainring',
      options: [SIZES],
      variants: [
        { options: ['32T'], priceTaka: 900, sku: 'CR-32' },
        { options: ['34T'], priceTaka: 950, sku: 'CR-34' },
      ],
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/catalog/export.csv', headers: admin.headers });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\uFEFFProduct ID,Variant ID,Name,Category,SKU,Options,Price (BDT),Stock')).toBe(true);
    const rows = records(res.body);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      'Product ID': plain.id,
      'Variant ID': plain.id,
      Name: 'Brake Pad',
      Category: 'Brakes',
      'Price (BDT)': '1250.50',
      Stock: '40',
      'Minimum order': '2',
      'Weight (g)': '120',
      'VAT rate': '5',
      Options: '',
    });
    // A cell a spreadsheet would run as a formula is kept as text.
    expect(rows.slice(1).map((r) => [r.Name, r.Options, r.SKU, r['Price (BDT)']])).toEqual([
      ["'=Chainring", '32T', 'CR-32', '900.00'],
      ["'=Chainring", '34T', 'CR-34', '950.00'],
    ]);
    expect(rows[1]?.['Variant ID']).toBe(ring.variants[0]?.id);
  });
});

describe('catalogue import', () => {
  it('changes nothing when the export is imported unchanged (the round trip)', async () => {
    await aCategory('Chains');
    await createProduct(t.store.db, { name: 'Plain, "quoted" part', priceTaka: 99.99, des: 'Two\nlines' });
    await createProduct(t.store.db, {
      name: '+Ring',
      options: [SIZES],
      variants: [
        { options: ['32T'], sku: '-32' },
        { options: ['34T'], sku: 'CR-34' },
      ],
    });
    const before = await catalogRows();
    const csv = await exportCsv();
    const body = await previewOk(csv);
    expect(body.counts).toEqual({ rows: 3, created: 0, changed: 0, unchanged: 3, errors: 0 });
    const res = await apply(csv, body.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toMatchObject({ created: 0, changed: 0, unchanged: 3 });
    expect(await catalogRows()).toEqual(before);
  });

  it('previews what would be added, changed field by field and left alone, and changes nothing until applied', async () => {
    const wheels = await aCategory('Wheels');
    const pad = await createProduct(t.store.db, { name: 'Brake Pad', priceTaka: 100, maxQuantity: 10 });
    const ring = await createProduct(t.store.db, {
      name: 'Chainring',
      options: [SIZES],
      variants: [
        { options: ['32T'], priceTaka: 900, maxQuantity: 5 },
        { options: ['34T'], priceTaka: 950, maxQuantity: 5 },
      ],
    });
    await createProduct(t.store.db, { name: 'Left Alone' });
    await productPrice(ring.id); // the answer is cached now: the apply must tell the cache
    const rows = records(await exportCsv());
    const padRow = rows.find((r) => r['Variant ID'] === pad.id);
    const cheap = rows.find((r) => r['Variant ID'] === ring.variants[0]?.id);
    const dear = rows.find((r) => r['Variant ID'] === ring.variants[1]?.id);
    if (!padRow || !cheap || !dear) throw new Error('rows missing');
    padRow['Price (BDT)'] = '1,250.5';
    padRow.Category = 'wheels';
    cheap['Price (BDT)'] = '990';
    cheap.Stock = '7';
    rows.push({
      ...padRow,
      'Product ID': '',
      'Variant ID': '',
      Name: 'New Spoke',
      Category: '',
      SKU: 'SP-1',
      'Price (BDT)': '12.25',
      Stock: '300',
    });
    const csv = toCsv(rows);
    const before = await catalogRows();
    const body = await previewOk(csv);
    expect(await catalogRows()).toEqual(before);
    expect(body.counts).toEqual({ rows: 5, created: 1, changed: 2, unchanged: 2, errors: 0 });
    expect(body.created).toEqual([{ line: 6, name: 'New Spoke', sku: 'SP-1' }]);
    const padChange = body.changes.find((c) => c.variantId === pad.id);
    expect(padChange?.fields).toEqual([
      { field: 'price', before: '100.00', after: '1250.50' },
      { field: 'category', before: '', after: 'Wheels' },
    ]);
    expect(body.changes.find((c) => c.variantId === ring.variants[0]?.id)?.fields).toEqual([
      { field: 'price', before: '900.00', after: '990.00' },
      { field: 'stock', before: '5', after: '7' },
    ]);

    const res = await apply(csv, body.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toEqual(body.counts);
    const product = await t.store.db.selectFrom('products').selectAll().where('id', '=', pad.id).executeTakeFirst();
    expect(product).toMatchObject({ categoryId: wheels });
    expect(Number(product?.price)).toBe(125_050);
    const ringRow = await t.store.db.selectFrom('products').selectAll().where('id', '=', ring.id).executeTakeFirst();
    // The summary: the cheapest variant is now the 34T at 950, the stock the sum of both.
    expect([Number(ringRow?.price), Number(ringRow?.stock)]).toEqual([95_000, 12]);
    expect(await productPrice(ring.id)).toBe(950);
    const spoke = await t.store.db
      .selectFrom('products')
      .selectAll()
      .where('name', '=', 'New Spoke')
      .executeTakeFirst();
    expect(spoke).toMatchObject({ sku: 'SP-1', stock: 300 });
    const spokeVariants = await t.store.db
      .selectFrom('productVariants')
      .selectAll()
      .where('productId', '=', spoke?.id ?? '')
      .execute();
    expect(spokeVariants.map((v) => [Number(v.price), v.sku])).toEqual([[1225, 'SP-1']]);
    // The new SKU is found by the search.
    const found = (await t.app.inject({ method: 'GET', url: '/api/products?q=SP-1' })).json<{ name: string }[]>();
    expect(found.map((p) => p.name)).toContain('New Spoke');
  });

  it('leaves the columns a file does not have as they are', async () => {
    const pad = await createProduct(t.store.db, { name: 'Brake Pad', priceTaka: 100, maxQuantity: 10 });
    const csv = `Variant ID,Product ID,Price (BDT)\r\n${pad.id},,101\r\n`;
    const body = await previewOk(csv);
    expect(body.changes[0]?.fields).toEqual([{ field: 'price', before: '100.00', after: '101.00' }]);
    expect((await apply(csv, body.token)).statusCode).toBe(200);
    const row = await t.store.db.selectFrom('products').selectAll().where('id', '=', pad.id).executeTakeFirst();
    expect([row?.name, Number(row?.price), row?.stock]).toEqual(['Brake Pad', 10_100, 10]);
  });

  it('lists every bad row by line and column and refuses to apply the file', async () => {
    const taken = await createProduct(t.store.db, {
      name: 'Taken',
      options: [SIZES],
      variants: [{ options: ['32T'], sku: 'TAKEN-1' }],
    });
    const pad = await createProduct(t.store.db, { name: 'Pad', priceTaka: 100 });
    const head = 'Product ID,Variant ID,Name,Category,SKU,Price (BDT),Stock,Image';
    const img = '/images/products/chain.svg';
    const csv = [
      head,
      `,,New One,Nowhere,,10,1,${img}`,
      `,,New Two,,,-5,1,${img}`,
      `,,New Three,,,ten,1,${img}`,
      `,,,,,10,1,${img}`,
      `,,Dup A,,DUP,10,1,${img}`,
      `,,Dup B,,dup,10,1,${img}`,
      `,,Taken Too,,taken-1,10,1,${img}`,
      `${pad.id},${pad.id},Pad,,,100.005,-1,${img}`,
      `${pad.id},${newId()},Pad,,,100,1,${img}`,
      `${taken.id},,More,,,100,1,${img}`,
      `,,Outside,,,10,1,https://example.com/x.png`,
    ].join('\n');
    const before = await catalogRows();
    const body = await previewOk(csv);
    expect(await catalogRows()).toEqual(before);
    expect(body.errors.map((e) => [e.line, e.field, e.message])).toEqual([
      [2, 'category', IMPORT_ERROR.unknownCategory({ name: 'Nowhere' })],
      [3, 'price', IMPORT_ERROR.priceAboveZero],
      [4, 'price', IMPORT_ERROR.notANumber],
      [5, 'name', IMPORT_ERROR.required],
      [7, 'sku', IMPORT_ERROR.repeatedSku({ line: 6 })],
      [8, 'sku', IMPORT_ERROR.skuTaken],
      [9, 'price', IMPORT_ERROR.twoDecimals],
      [9, 'stock', IMPORT_ERROR.wholeFromZero],
      [10, 'variantId', IMPORT_ERROR.unknownVariant],
      [11, 'variantId', IMPORT_ERROR.newVariant],
      [12, 'img', IMPORT_ERROR.imageNotOurs],
    ]);
    expect(body.errors[0]?.messageId).toMatch(/^@i18n:catalog-import\.IMPORT_ERROR\.unknownCategory/);
    expect(body.counts).toMatchObject({ rows: 11, created: 1, errors: 10 });
    const res = await apply(csv, body.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ file: IMPORT_ERROR.hasErrors });
    expect(await catalogRows()).toEqual(before);
  });

  it('refuses a variant row whose product fields differ from its product’s first row', async () => {
    const ring = await createProduct(t.store.db, {
      name: 'Chainring',
      options: [SIZES],
      variants: [{ options: ['32T'] }, { options: ['34T'] }],
    });
    const rows = records(await exportCsv());
    if (rows[1]) rows[1].Name = 'Another Name';
    const body = await previewOk(toCsv(rows));
    expect(body.errors).toMatchObject([
      { line: 3, field: 'name', message: IMPORT_ERROR.differsFromProduct({ line: 2 }) },
    ]);
    expect(ring.variants).toHaveLength(2);
  });

  it('answers 409 and changes nothing when a row changed since the preview (a sale)', async () => {
    const pad = await createProduct(t.store.db, { name: 'Pad', priceTaka: 100, maxQuantity: 10 });
    const rows = records(await exportCsv());
    if (rows[0]) rows[0]['Price (BDT)'] = '120';
    const csv = toCsv(rows);
    const body = await previewOk(csv);
    // A buyer takes a piece between the preview and the apply.
    await t.store.db.updateTable('productVariants').set({ stock: 9 }).where('id', '=', pad.id).execute();
    await t.store.db.updateTable('products').set({ stock: 9 }).where('id', '=', pad.id).execute();
    const before = await catalogRows();
    const res = await apply(csv, body.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(IMPORT_ERROR.changedSincePreview);
    expect(await catalogRows()).toEqual(before);
  });

  it('refuses a token made for another file (400)', async () => {
    const pad = await createProduct(t.store.db, { name: 'Pad', priceTaka: 100 });
    const csv = `Product ID,Variant ID,Price (BDT)\n${pad.id},${pad.id},120\n`;
    const body = await previewOk(csv);
    const res = await apply(csv.replace('120', '130'), body.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ token: IMPORT_ERROR.tokenForAnotherFile });
  });

  it('reads the file from a browser form (multipart field file)', async () => {
    const pad = await createProduct(t.store.db, { name: 'Pad', priceTaka: 100 });
    const csv = `Product ID,Variant ID,Price (BDT)\n${pad.id},${pad.id},120\n`;
    const form = await multipartBody([{ field: 'file', filename: 'c.csv', type: 'text/csv', data: Buffer.from(csv) }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalog/import/preview',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toMatchObject({ changed: 1 });
  });

  it('answers 400 for a header it cannot read and for a file without rows', async () => {
    const unknown = await preview('Product ID,Variant ID,Colour\n');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ header: IMPORT_ERROR.unknownColumn({ name: 'Colour' }) });
    const noIds = await preview('Name,Price (BDT)\nPad,10\n');
    expect(noIds.json().error.fields).toEqual({ header: IMPORT_ERROR.missingIdColumns });
    const empty = await preview('Product ID,Variant ID\n');
    expect(empty.json().error.fields).toEqual({ file: IMPORT_ERROR.noRows });
    const broken = await preview('Product ID,Variant ID\n"unclosed,x\n');
    expect(broken.statusCode).toBe(400);
  });

  it('answers 413 for a file over 5 MB, as a body or in a form', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 200 * 1024, 'a');
    const res = await preview(big);
    expect(res.statusCode).toBe(413);
    const form = await multipartBody([{ field: 'file', filename: 'c.csv', type: 'text/csv', data: big }]);
    const viaForm = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalog/import/preview',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(viaForm.statusCode).toBe(413);
  });
});

describe('the Published column', () => {
  it('exports yes or no, and the round trip of a file with a hidden product changes nothing', async () => {
    const shown = await createProduct(t.store.db, { name: 'Shown' });
    const hidden = await createProduct(t.store.db, { name: 'Hidden', published: false });
    const csv = await exportCsv();
    const rows = records(csv);
    expect(rows.map((r) => [r['Product ID'], r.Published])).toEqual([
      [shown.id, 'yes'],
      [hidden.id, 'no'],
    ]);
    const before = await catalogRows();
    const body = await previewOk(csv);
    expect(body.counts).toMatchObject({ changed: 0, unchanged: 2, errors: 0 });
    expect((await apply(csv, body.token)).statusCode).toBe(200);
    expect(await catalogRows()).toEqual(before);
  });

  it('publishes and hides by the column, listed as a change and recorded in the audit trail', async () => {
    const shown = await createProduct(t.store.db, { name: 'Shown' });
    const hidden = await createProduct(t.store.db, { name: 'Hidden', published: false });
    const rows = records(await exportCsv()).map((r) => ({ ...r, Published: r.Published === 'yes' ? 'No' : 'YES' }));
    const csv = toCsv(rows);
    const body = await previewOk(csv);
    expect(body.changes.map((c) => [c.name, c.fields])).toEqual([
      ['Shown', [{ field: 'published', before: 'yes', after: 'no' }]],
      ['Hidden', [{ field: 'published', before: 'no', after: 'yes' }]],
    ]);
    expect((await apply(csv, body.token)).statusCode).toBe(200);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<{ _id: string }[]>();
    expect(listed.map((p) => p._id)).toEqual([hidden.id]);
    const entries = await t.store.db
      .selectFrom('auditEntries')
      .select(['kind', 'objectId', 'before', 'after'])
      .where('kind', '=', 'product.published')
      .orderBy('objectId')
      .execute();
    expect(entries).toEqual(
      [
        { kind: 'product.published', objectId: shown.id, before: '{"published":true}', after: '{"published":false}' },
        { kind: 'product.published', objectId: hidden.id, before: '{"published":false}', after: '{"published":true}' },
      ].sort((x, y) => (x.objectId < y.objectId ? -1 : 1)),
    );
  });

  it('leaves the state alone in a file without the column, adds a new product hidden by "no", refuses other words', async () => {
    const hidden = await createProduct(t.store.db, { name: 'Hidden', published: false });
    const withoutColumn = records(await exportCsv()).map(({ Published: _published, ...r }) => ({
      ...r,
      Name: 'Hidden Renamed',
    }));
    const body = await previewOk(toCsv(withoutColumn));
    expect(body.counts).toMatchObject({ changed: 1, errors: 0 });
    expect((await apply(toCsv(withoutColumn), body.token)).statusCode).toBe(200);
    expect(await isPublished(hidden.id)).toBe(false);

    const fresh = (published: string) =>
      toCsv([
        {
          'Product ID': '',
          'Variant ID': '',
          Name: `New ${published}`,
          'Price (BDT)': '10',
          Stock: '5',
          Image: '/images/products/chainring.svg',
          Published: published,
        },
      ]);
    const draft = await previewOk(fresh('no'));
    expect((await apply(fresh('no'), draft.token)).statusCode).toBe(200);
    const made = await t.store.db.selectFrom('products').select('published').where('name', '=', 'New no').execute();
    expect(made).toEqual([{ published: 0 }]);
    const bad = await previewOk(fresh('maybe'));
    expect(bad.errors).toEqual([
      {
        line: 2,
        field: 'published',
        message: IMPORT_ERROR.yesOrNo,
        messageId: '@i18n:catalog-import.IMPORT_ERROR.yesOrNo',
      },
    ]);
  });
});

const isPublished = async (id: string) =>
  Number(
    (await t.store.db.selectFrom('products').select('published').where('id', '=', id).executeTakeFirst())?.published,
  ) === 1;

describe('POST /api/admin/products/bulk', () => {
  const bulk = (payload: object, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'POST', url: '/api/admin/products/bulk', headers, payload });

  it('changes every variant’s price by a percentage, rounded to the poisha, and the summaries and caches follow', async () => {
    const pad = await createProduct(t.store.db, { name: 'Pad', priceTaka: 333.33 });
    const ring = await createProduct(t.store.db, {
      name: 'Ring',
      options: [SIZES],
      variants: [
        { options: ['32T'], priceTaka: 100 },
        { options: ['34T'], priceTaka: 200.05 },
      ],
    });
    const other = await createProduct(t.store.db, { name: 'Other', priceTaka: 50 });
    expect(await productPrice(pad.id)).toBe(333.33);
    const res = await bulk({ action: 'price-percent', ids: [pad.id, ring.id], percent: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ changed: 2 });
    const prices = await t.store.db.selectFrom('productVariants').select(['id', 'price']).execute();
    const priceOf = (id: string | undefined) => Number(prices.find((p) => p.id === id)?.price);
    // 333.33 × 1.1 = 366.663 → 366.66; 200.05 × 1.1 = 220.055 → 220.06 (a half away from zero).
    expect([priceOf(pad.id), priceOf(ring.variants[0]?.id), priceOf(ring.variants[1]?.id)]).toEqual([
      36_666, 11_000, 22_006,
    ]);
    expect(priceOf(other.id)).toBe(5000);
    expect(await productPrice(pad.id)).toBe(366.66);
    expect(await productPrice(ring.id)).toBe(110);
    const lower = await bulk({ action: 'price-percent', ids: [other.id], percent: -12.5 });
    expect(lower.statusCode).toBe(200);
    expect(await productPrice(other.id)).toBe(43.75);
  });

  it('sets or clears the category of every product chosen', async () => {
    const wheels = await aCategory('Wheels');
    const a = await createProduct(t.store.db, { name: 'A' });
    const b = await createProduct(t.store.db, { name: 'B' });
    expect((await bulk({ action: 'set-category', ids: [a.id, b.id], categoryId: wheels })).statusCode).toBe(200);
    const inWheels = await t.store.db.selectFrom('products').select('id').where('categoryId', '=', wheels).execute();
    expect(inWheels).toHaveLength(2);
    expect((await bulk({ action: 'set-category', ids: [a.id], categoryId: null })).statusCode).toBe(200);
    const row = await t.store.db.selectFrom('products').select('categoryId').where('id', '=', a.id).executeTakeFirst();
    expect(row?.categoryId).toBeNull();
  });

  it('answers 400 with field messages and changes nothing for bad input', async () => {
    const a = await createProduct(t.store.db, { name: 'A', priceTaka: 100 });
    const before = await catalogRows();
    const cases: [object, string][] = [
      [{ action: 'price-percent', ids: [a.id], percent: -95 }, 'percent'],
      [{ action: 'price-percent', ids: [a.id], percent: 1.234 }, 'percent'],
      [{ action: 'price-percent', ids: [], percent: 5 }, 'ids'],
      [{ action: 'price-percent', ids: [a.id, newId()], percent: 5 }, 'ids'],
      [{ action: 'set-category', ids: [a.id], categoryId: newId() }, 'categoryId'],
      [{ action: 'delete-all', ids: [a.id] }, 'action'],
      [{ action: 'unpublish', ids: [a.id, newId()] }, 'ids'],
    ];
    for (const [payload, field] of cases) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect(await catalogRows()).toEqual(before);
  });

  it('refuses a price that would go out of range', async () => {
    const dear = await createProduct(t.store.db, { name: 'Dear', priceTaka: 9_000_000 });
    const res = await bulk({ action: 'price-percent', ids: [dear.id], percent: 50 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['percent']);
  });

  const auditOf = (kind: string) =>
    t.store.db
      .selectFrom('auditEntries')
      .select(['objectId', 'before', 'after'])
      .where('kind', '=', kind)
      .orderBy('objectId')
      .execute();
  it('unpublishes and publishes the products chosen, hidden from visitors at once, each change in the audit trail', async () => {
    const [a, b, c] = [
      await createProduct(t.store.db, { name: 'A' }),
      await createProduct(t.store.db, { name: 'B' }),
      await createProduct(t.store.db, { name: 'C', published: false }),
    ];
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/products' })).json<{ name: string }[]>().map((p) => p.name);
    expect(await listed()).toEqual(['B', 'A']);
    const hide = await bulk({ action: 'unpublish', ids: [a.id, b.id, c.id] });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toEqual({ changed: 3 });
    expect([await isPublished(a.id), await isPublished(b.id), await isPublished(c.id)]).toEqual([false, false, false]);
    expect(await listed()).toEqual([]);
    // C was hidden already: only A and B moved, and only they are recorded.
    const hidden = { before: '{"published":true}', after: '{"published":false}' };
    expect(await auditOf('product.published')).toEqual(
      [a.id, b.id].sort().map((objectId) => ({ objectId, ...hidden })),
    );
    expect((await bulk({ action: 'publish', ids: [c.id] })).statusCode).toBe(200);
    expect(await listed()).toEqual(['C']);
    expect(await auditOf('product.published')).toContainEqual({
      objectId: c.id,
      before: '{"published":false}',
      after: '{"published":true}',
    });
  });

  it('records each bulk category change with its before and after, none for a product already there', async () => {
    const wheels = await aCategory('Wheels');
    const a = await createProduct(t.store.db, { name: 'A' });
    const b = await createProduct(t.store.db, { name: 'B', categoryId: wheels });
    expect((await bulk({ action: 'set-category', ids: [a.id, b.id], categoryId: wheels })).statusCode).toBe(200);
    expect(await auditOf('product.updated')).toEqual([
      { objectId: a.id, before: '{"categoryId":null}', after: `{"categoryId":"${wheels}"}` },
    ]);
  });

  it('lets a manager publish and unpublish; a packer, a buyer and a visitor may not, and nothing moves', async () => {
    const a = await createProduct(t.store.db, { name: 'A' });
    const edit = { action: 'unpublish', ids: [a.id] };
    const manager = await createUser(t, { role: 'manager' });
    const packer = await createUser(t, { role: 'packer' });
    const user = await createUser(t);
    expect((await bulk(edit, packer.headers)).statusCode).toBe(403);
    expect((await bulk(edit, user.headers)).statusCode).toBe(403);
    expect((await bulk(edit, {})).statusCode).toBe(401);
    expect(await isPublished(a.id)).toBe(true);
    expect((await bulk(edit, manager.headers)).statusCode).toBe(200);
    expect(await isPublished(a.id)).toBe(false);
    expect((await bulk({ action: 'publish', ids: [a.id] }, manager.headers)).statusCode).toBe(200);
    expect(await isPublished(a.id)).toBe(true);
  });

  it('is for staff with the catalog permission: a manager may, a packer and a buyer may not', async () => {
    const a = await createProduct(t.store.db, { name: 'A', priceTaka: 100 });
    const edit = { action: 'price-percent', ids: [a.id], percent: 5 };
    const manager = await createUser(t, { role: 'manager' });
    const packer = await createUser(t, { role: 'packer' });
    const user = await createUser(t);
    expect((await bulk(edit, packer.headers)).statusCode).toBe(403);
    expect((await bulk(edit, user.headers)).statusCode).toBe(403);
    expect((await bulk(edit, {})).statusCode).toBe(401);
    expect((await bulk(edit, manager.headers)).statusCode).toBe(200);
    expect(await productPrice(a.id)).toBe(105);
  });
});
