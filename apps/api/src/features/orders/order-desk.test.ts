// The order desk (admin): GET /orders with filters, sort and pages; GET /orders/export.csv;
// GET /admin/low-stock. On SQLite and PostgreSQL alike.
import { parse } from 'csv-parse/sync';
import { englishTexts } from '@store/shared/i18n/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { insertDeskOrder } from '../../../test/order-desk-fixtures.ts';
import { createUser } from '../../../test/users.ts';
import { createProductWithVariants, insertVariantOrder, type TestVariant } from '../../../test/variant-fixtures.ts';
import { containsPattern } from './order-desk.repository.ts';
import { defuseCell } from './order-export.service.ts';

const { ORDER_DESK_TEXT } = englishTexts('order-desk');

/** The CSV's header, as owners' spreadsheets read it: English in every language. */
const EXPORT_HEADER = [
  'Order number',
  'Date',
  'State',
  'Buyer email',
  'Buyer name',
  'Phone',
  'Address',
  'Lines (one row per order: product × quantity @ unit price BDT; …)',
  'Pieces',
  'Subtotal (BDT)',
  'Shipping (BDT)',
  'Order total (BDT)',
  'Refunded (BDT)',
  'Paid at',
  'District',
  'Area',
  'Shipping zone',
  'Weight (kg)',
  'Discount (BDT)',
  'Promotions',
];
let t: TestApp;
let rahim: TestUser;
let karim: TestUser;
let admin: TestUser;

beforeEach(async () => {
  t = await buildTestApp();
  [rahim, karim, admin] = await Promise.all([
    createUser(t, { name: 'Rahim Uddin' }),
    createUser(t, { name: 'Karim Mia' }),
    createUser(t, { role: 'admin' }),
  ]);
});
afterEach(async () => {
  await t.close();
});

async function list(query: string, user: TestUser = admin) {
  return t.app.inject({ method: 'GET', url: `/api/orders${query}`, headers: user.headers });
}

async function ids(query: string): Promise<string[]> {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Order[]>().map((o) => o._id);
}

describe('GET /api/orders filters', () => {
  // Days are Dhaka's (UTC+6): 2026-03-01T18:30Z is 00:30 on 2 March there.
  let early: string; // 1 March, Dhaka; unpaid; 2 lines
  let midnight: string; // 2 March 00:30 Dhaka; paid
  let later: string; // 10 March; shipped; Karim's
  let cancelled: string; // 20 March; cancelled

  beforeEach(async () => {
    const db = t.store.db;
    early = await insertDeskOrder(db, rahim, {
      createdAt: '2026-03-01T05:00:00.000Z',
      orderRef: 'PO-7781',
      lines: [
        { name: 'Disc Brake Rotor', unitPriceTaka: 900, quantity: 2 },
        { name: 'Hydraulic Brake Hose 100%_Kevlar', unitPriceTaka: 300, quantity: 1 },
      ],
      shippingTaka: 120,
    });
    midnight = await insertDeskOrder(db, rahim, {
      createdAt: '2026-03-01T18:30:00.000Z',
      status: 'paid',
      paidAt: '2026-03-01T18:40:00.000Z',
      transactionId: 'pi_a',
      phone: '+8801811222333',
      lines: [{ name: 'Carbon Chainring 52T', unitPriceTaka: 5000, quantity: 1 }],
    });
    later = await insertDeskOrder(db, karim, {
      createdAt: '2026-03-10T10:00:00.000Z',
      status: 'shipped',
      paidAt: '2026-03-10T10:05:00.000Z',
      transactionId: 'pi_b',
      lines: [{ name: 'Steel Crankset', unitPriceTaka: 200, quantity: 1 }],
    });
    cancelled = await insertDeskOrder(db, karim, {
      createdAt: '2026-03-20T10:00:00.000Z',
      status: 'cancelled',
      lines: [{ name: 'Brake Lever', unitPriceTaka: 3000, quantity: 1 }],
    });
  });

  it('without parameters: every order newest first, no X-Total-Count (the spec list)', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBeUndefined();
    expect(res.json<Order[]>().map((o) => o._id)).toEqual([cancelled, later, midnight, early]);
  });

  it('status: one state', async () => {
    expect(await ids('?status=shipped')).toEqual([later]);
    expect(await ids('?status=unpaid')).toEqual([early]);
    expect(await ids('?status=refunded')).toEqual([]);
  });

  it('paid: money taken (paid … delivered, refund_due) or not', async () => {
    expect(await ids('?paid=true')).toEqual([later, midnight]);
    expect(await ids('?paid=false')).toEqual([cancelled, early]);
    expect(await ids('?paid=true&status=unpaid')).toEqual([]);
    expect(await ids('?paid=true&status=paid')).toEqual([midnight]);
  });

  it('q: order id, own reference, email, phone, product name of any line; any case', async () => {
    expect(await ids(`?q=${early.slice(0, 8).toUpperCase()}`)).toEqual([early]);
    expect(await ids('?q=po-7781')).toEqual([early]);
    expect(await ids(`?q=${encodeURIComponent(karim.email.toUpperCase())}`)).toEqual([cancelled, later]);
    expect(await ids('?q=1811222')).toEqual([midnight]);
    // however the phone is written: stored +8801811222333, searched as the local number
    expect(await ids(`?q=${encodeURIComponent('01811-222 333')}`)).toEqual([midnight]);
    expect(await ids(`?q=${encodeURIComponent('(01811) 222333')}`)).toEqual([midnight]);
    expect(await ids('?q=hydraulic')).toEqual([early]); // the second line only
    expect(await ids('?q=CHAINRING')).toEqual([midnight]);
  });

  it('q: %, _ and \\ are taken literally (escaped LIKE on both databases)', async () => {
    expect(await ids('?q=%25')).toEqual([early]); // only the hose's name has a %
    expect(await ids('?q=_')).toEqual([early]);
    expect(await ids('?q=100%25_k')).toEqual([early]);
    expect(await ids('?q=%5C')).toEqual([]);
    expect(containsPattern('a%b_c\\')).toBe('%a\\%b\\_c\\\\%');
  });

  it("from/to: Dhaka's days, inclusive", async () => {
    expect(await ids('?from=2026-03-02')).toEqual([cancelled, later, midnight]);
    expect(await ids('?to=2026-03-01')).toEqual([early]);
    expect(await ids('?from=2026-03-02&to=2026-03-02')).toEqual([midnight]);
    expect(await ids('?from=2026-03-10&to=2026-03-10')).toEqual([later]);
    expect(await ids('?from=2026-04-01')).toEqual([]);
  });

  it('sort: newest, oldest, total-desc, total-asc', async () => {
    expect(await ids('?sort=newest')).toEqual([cancelled, later, midnight, early]);
    expect(await ids('?sort=oldest')).toEqual([early, midnight, later, cancelled]);
    // totals: early 2220, midnight 5000, later 200, cancelled 3000
    expect(await ids('?sort=total-desc')).toEqual([midnight, cancelled, early, later]);
    expect(await ids('?sort=total-asc')).toEqual([later, early, cancelled, midnight]);
  });

  it('combined filters, and X-Total-Count whenever filtered', async () => {
    const res = await list(`?paid=false&q=${encodeURIComponent(rahim.email)}&from=2026-03-01&to=2026-03-31`);
    expect(res.json<Order[]>().map((o) => o._id)).toEqual([early]);
    expect(res.headers['x-total-count']).toBe('1');
    expect(await ids('?paid=true&sort=total-asc&from=2026-03-02')).toEqual([later, midnight]);
  });

  it('pages: limit and page, X-Total-Count is the total under the filter', async () => {
    const first = await list('?limit=2&page=1&sort=oldest');
    expect(first.json<Order[]>().map((o) => o._id)).toEqual([early, midnight]);
    expect(first.headers['x-total-count']).toBe('4');
    const second = await list('?limit=2&page=2&sort=oldest');
    expect(second.json<Order[]>().map((o) => o._id)).toEqual([later, cancelled]);
    const filtered = await list('?limit=1&page=2&paid=true');
    expect(filtered.json<Order[]>().map((o) => o._id)).toEqual([midnight]);
    expect(filtered.headers['x-total-count']).toBe('2');
    const beyond = await list('?limit=10&page=5');
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('4');
  });

  it.each([
    ['status=lost', 'status', ORDER_DESK_TEXT.unknownState],
    ['paid=yes', 'paid', ORDER_DESK_TEXT.paidFlag],
    ['sort=cheapest', 'sort', ORDER_DESK_TEXT.unknownSort],
    ['from=01-03-2026', 'from', ORDER_DESK_TEXT.dayFormat],
    ['to=2026-02-30', 'to', ORDER_DESK_TEXT.dayFormat],
    ['from=2026-03-05&to=2026-03-01', 'to', ORDER_DESK_TEXT.dayRange],
    [`q=${'x'.repeat(101)}`, 'q', ORDER_DESK_TEXT.searchTooLong({ max: 100 })],
    ['limit=0', 'limit', undefined],
    ['page=abc&limit=5', 'page', undefined],
  ])('?%s → 400 with a message on %s', async (query, field, message) => {
    const res = await list(`?${query}`);
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(Object.keys(fields)).toContain(field);
    if (message) expect(fields[field]).toBe(message);
  });

  it('only admins: anonymous 401, a user 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/orders?status=paid' })).statusCode).toBe(401);
    expect((await list('?status=paid', rahim)).statusCode).toBe(403);
  });
});

describe('GET /api/orders/export.csv', () => {
  const exportCsv = (query = '', user: TestUser | null = admin) =>
    t.app.inject({ method: 'GET', url: `/api/orders/export.csv${query}`, headers: user?.headers ?? {} });

  const rowsOf = (body: string): string[][] => parse(body, { bom: true, relax_column_count: false });

  it('answers an attachment named by the day, ONE row per order with its lines summarised, so a sum of the totals counts each order once', async () => {
    const two = await insertDeskOrder(t.store.db, rahim, {
      createdAt: '2026-03-01T18:30:00.000Z',
      status: 'paid',
      paidAt: '2026-03-01T19:00:00.000Z',
      transactionId: 'pi_x',
      lines: [
        { name: 'Disc Brake Rotor', unitPriceTaka: 1250.5, quantity: 2 },
        { name: 'Brake Pads', unitPriceTaka: 99, quantity: 3 },
      ],
      shippingTaka: 120,
    });
    await insertDeskOrder(t.store.db, karim, { createdAt: '2026-03-02T10:00:00.000Z' });
    const res = await exportCsv('?paid=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = rowsOf(res.body);
    expect(rows[0]).toEqual(EXPORT_HEADER);
    expect(rows.slice(1)).toEqual([
      [
        two,
        '2026-03-02 00:30',
        'paid',
        rahim.email,
        'Rahim Uddin',
        '01711000000',
        'House 12, Road 5, Dhanmondi, Dhaka',
        'Disc Brake Rotor × 2 @ 1250.50; Brake Pads × 3 @ 99.00',
        '5',
        '2798.00',
        '120.00',
        '2918.00',
        '0.00',
        '2026-03-02 01:00',
        // An order from before zones: no district, area, zone or weight.
        '',
        '',
        '',
        '',
        // No promotion.
        '0.00',
        '',
      ],
    ]);
    // A spreadsheet's sum of the order totals is the orders' sum.
    const sum = rows.slice(1).reduce((s, r) => s + Number(r[11]), 0);
    expect(sum).toBe(2918);
  });

  it('defuses cells a spreadsheet would run (=, +, -, @, tab, CR) and quotes commas, quotes and line breaks', async () => {
    await insertDeskOrder(t.store.db, rahim, {
      address: '=HYPERLINK("http://evil.example","click"), Dhaka\nFlat 2',
      phone: '+8801711000000',
      lines: [
        { name: '@SUM(A1:A9)', unitPriceTaka: 10, quantity: 1 },
        { name: '-2+3', unitPriceTaka: 10, quantity: 1 },
        { name: '\tTabbed', unitPriceTaka: 10, quantity: 1 },
        { name: '\rReturn', unitPriceTaka: 10, quantity: 1 },
        { name: 'Plain "quoted" name', unitPriceTaka: 10, quantity: 1 },
      ],
    });
    const res = await exportCsv();
    const rows = rowsOf(res.body).slice(1);
    expect(rows).toHaveLength(1);
    // The lines' cell starts with the first product's name: defused as one cell.
    expect(rows[0]?.[7]).toBe(
      '\'@SUM(A1:A9) × 1 @ 10.00; -2+3 × 1 @ 10.00; \tTabbed × 1 @ 10.00; \rReturn × 1 @ 10.00; Plain "quoted" name × 1 @ 10.00',
    );
    expect(rows[0]?.[5]).toBe("'+8801711000000");
    expect(rows[0]?.[6]).toBe('\'=HYPERLINK("http://evil.example","click"), Dhaka\nFlat 2');
    // csv-stringify's quoting as it is on the wire
    expect(res.body).toContain('"\'=HYPERLINK(""http://evil.example"",""click""), Dhaka\nFlat 2"');
    expect(res.body).toContain('Plain ""quoted"" name × 1');
    expect(defuseCell('1250')).toBe('1250');
    expect(defuseCell('=1+1')).toBe("'=1+1");
  });

  it('takes the order list filters and sort; a bad value is 400', async () => {
    const a = await insertDeskOrder(t.store.db, rahim, { createdAt: '2026-03-01T05:00:00.000Z', shippingTaka: 10 });
    const b = await insertDeskOrder(t.store.db, karim, { createdAt: '2026-03-05T05:00:00.000Z', status: 'shipped' });
    const c = await insertDeskOrder(t.store.db, karim, { createdAt: '2026-03-06T05:00:00.000Z' });
    const orderIds = async (query: string) =>
      rowsOf((await exportCsv(query)).body)
        .slice(1)
        .map((r) => r[0]);
    expect(await orderIds('?sort=oldest')).toEqual([a, b, c]);
    expect(await orderIds(`?q=${encodeURIComponent(karim.email)}&status=unpaid`)).toEqual([c]);
    expect(await orderIds('?from=2026-03-02&to=2026-03-05')).toEqual([b]);
    expect(await orderIds('?sort=total-desc&to=2026-03-01')).toEqual([a]);
    const bad = await exportCsv('?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.from).toBe(ORDER_DESK_TEXT.dayFormat);
  });

  it('an empty filter gives the header row only', async () => {
    const res = await exportCsv('?status=refunded');
    expect(rowsOf(res.body)).toEqual([EXPORT_HEADER]);
  });

  it('only admins: anonymous 401, a user 403', async () => {
    expect((await exportCsv('', null)).statusCode).toBe(401);
    expect((await exportCsv('', rahim)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/low-stock', () => {
  it('lists products under LOW_STOCK_AT (10 by default), fewest first', async () => {
    const none = await createProduct(t.store.db, { name: 'Spoke Key', maxQuantity: 0, minQuantity: 1 });
    const nine = await createProduct(t.store.db, { name: 'Bottom Bracket', maxQuantity: 9, minQuantity: 2 });
    await createProduct(t.store.db, { name: 'Chain', maxQuantity: 10 });
    await createProduct(t.store.db, { name: 'Saddle', maxQuantity: 500 });
    const three = await createProduct(t.store.db, { name: 'Headset', maxQuantity: 3, minQuantity: 1 });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/low-stock', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    // A product without options is its one variant, with the product's id.
    const only = { variantId: expect.any(String), variantTitle: '', sku: null };
    expect(res.json()).toEqual({
      threshold: 10,
      products: [
        { _id: none.id, name: 'Spoke Key', maxQuantity: 0, minQuantity: 1, ...only },
        { _id: three.id, name: 'Headset', maxQuantity: 3, minQuantity: 1, ...only },
        { _id: nine.id, name: 'Bottom Bracket', maxQuantity: 9, minQuantity: 2, ...only },
      ],
    });
  });

  it('follows LOW_STOCK_AT', async () => {
    const other = await buildTestApp({ env: { LOW_STOCK_AT: '3' } });
    try {
      const boss = await createUser(other, { role: 'admin' });
      await createProduct(other.store.db, { maxQuantity: 3 });
      const two = await createProduct(other.store.db, { maxQuantity: 2 });
      const res = await other.app.inject({ method: 'GET', url: '/api/admin/low-stock', headers: boss.headers });
      expect(res.json()).toMatchObject({ threshold: 3, products: [{ _id: two.id, maxQuantity: 2 }] });
      expect(res.json().products).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('only admins: anonymous 401, a user 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/low-stock' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/low-stock', headers: rahim.headers })).statusCode,
    ).toBe(403);
  });
});

describe('variants on the order desk', () => {
  let size34: TestVariant;
  let size36: TestVariant;
  beforeEach(async () => {
    const variants = await createProductWithVariants(t.store.db, {
      name: 'Narrow-Wide Chainring',
      options: [{ name: 'Size', values: ['34T', '36T'] }],
      variants: [
        { options: ['34T'], sku: 'NW-34', priceTaka: 1800, maxQuantity: 4, minQuantity: 2 },
        { options: ['36T'], sku: 'NW-36', priceTaka: 1900, maxQuantity: 40 },
      ],
    });
    [size34, size36] = variants as [TestVariant, TestVariant];
  });

  it("finds an order by a line's variant title or SKU, any case; the lines name the variant", async () => {
    const with34 = await insertVariantOrder(t.store.db, rahim, [{ variant: size34, quantity: 2 }]);
    const with36 = await insertVariantOrder(t.store.db, karim, [{ variant: size36, quantity: 1 }]);
    await insertDeskOrder(t.store.db, rahim);
    expect(await ids('?q=nw-34')).toEqual([with34]);
    expect(await ids('?q=36t')).toEqual([with36]);
    expect((await ids('?q=Narrow-Wide')).sort()).toEqual([with34, with36].sort());
    const [order] = (await list(`?q=NW-36`)).json<Order[]>();
    expect(order?.lines).toEqual([
      expect.objectContaining({
        productname: 'Narrow-Wide Chainring',
        variantId: size36.id,
        variantTitle: '36T',
        sku: 'NW-36',
      }),
    ]);
  });

  it("the CSV's lines cell names each line's variant and SKU", async () => {
    const id = await insertVariantOrder(
      t.store.db,
      rahim,
      [
        { variant: size34, quantity: 2 },
        { variant: size36, quantity: 1 },
      ],
      { status: 'paid', paidAt: '2026-03-01T19:00:00.000Z' },
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/export.csv', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const rows: string[][] = parse(res.body, { bom: true });
    expect(rows.find((r) => r[0] === id)?.[7]).toBe(
      'Narrow-Wide Chainring — 34T (SKU NW-34) × 2 @ 1800.00; Narrow-Wide Chainring — 36T (SKU NW-36) × 1 @ 1900.00',
    );
  });

  it('low stock: one row per variant under the threshold, with its own stock, minimum, title and SKU', async () => {
    const spokeKey = await createProduct(t.store.db, { name: 'Spoke Key', maxQuantity: 6, minQuantity: 1 });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/low-stock', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    // The product's own stock (44) is not low: its 34T is.
    expect(res.json()).toEqual({
      threshold: 10,
      products: [
        {
          _id: size34.productId,
          name: 'Narrow-Wide Chainring',
          maxQuantity: 4,
          minQuantity: 2,
          variantId: size34.id,
          variantTitle: '34T',
          sku: 'NW-34',
        },
        {
          _id: spokeKey.id,
          name: 'Spoke Key',
          maxQuantity: 6,
          minQuantity: 1,
          variantId: expect.any(String),
          variantTitle: '',
          sku: null,
        },
      ],
    });
  });
});
