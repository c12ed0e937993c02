// The order desk and its CSV with promotions (docs/features/promotions.md, "On the books"): a filter by the
// promotion an order received, and the CSV's discount and promotions columns after the spec's ones, which stay
// first and unchanged. On SQLite and PostgreSQL.
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { giveDiscount } from '../../../test/discount-helpers.ts';
import { insertDeskOrder } from '../../../test/order-desk-fixtures.ts';
import { createUser } from '../../../test/users.ts';
import { ORDER_EXPORT_COLUMNS } from './order-export.service.ts';

let t: TestApp;
let buyer: TestUser;
let admin: TestUser;
let eid: string;
let both: string;
let plain: string;

const EID = { id: 'promo-eid', name: 'Eid sale', code: 'EID10', kind: 'order_percent' as const };
const FREE = { id: 'promo-free', name: 'Free delivery', kind: 'free_shipping' as const };

beforeEach(async () => {
  t = await buildTestApp();
  [buyer, admin] = await Promise.all([createUser(t, { name: 'Rahim Uddin' }), createUser(t, { role: 'admin' })]);
  const db = t.store.db;
  const line = { name: 'Disc Brake Rotor', unitPriceTaka: 1000, quantity: 2 };
  eid = await insertDeskOrder(db, buyer, { createdAt: '2026-03-01T05:00:00.000Z', lines: [line] });
  both = await insertDeskOrder(db, buyer, { createdAt: '2026-03-02T05:00:00.000Z', lines: [line], shippingTaka: 60 });
  plain = await insertDeskOrder(db, buyer, { createdAt: '2026-03-03T05:00:00.000Z', lines: [line] });
  await giveDiscount(t, eid, [{ ...EID, amount: 20_000 }], { 1: 20_000 });
  await giveDiscount(
    t,
    both,
    [
      { ...EID, amount: 20_000 },
      { ...FREE, amount: 6_000 },
    ],
    { 1: 20_000 },
  );
});
afterEach(async () => {
  await t.close();
});

const get = (url: string, user: TestUser | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

describe('the order desk by promotion', () => {
  it('lists only the orders that received the promotion, counted in X-Total-Count', async () => {
    const res = await get('/api/orders?promotion=promo-eid&sort=oldest&limit=10');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Order[]>().map((o) => o._id)).toEqual([eid, both]);
    expect(res.headers['x-total-count']).toBe('2');
    const free = await get('/api/orders?promotion=promo-free');
    expect(free.json<Order[]>().map((o) => o._id)).toEqual([both]);
    expect((await get('/api/orders?promotion=unknown')).json()).toEqual([]);
    // Beside the other filters; without it, every order.
    expect((await get('/api/orders?promotion=promo-eid&from=2026-03-02')).json<Order[]>().map((o) => o._id)).toEqual([
      both,
    ]);
    expect((await get('/api/orders?sort=oldest')).json<Order[]>().map((o) => o._id)).toEqual([eid, both, plain]);
  });

  it('refuses a promotion id over 100 characters with a field message, and anyone but an admin', async () => {
    const bad = await get(`/api/orders?promotion=${'x'.repeat(101)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.promotion).toEqual(expect.any(String));
    expect((await get('/api/orders?promotion=promo-eid', buyer)).statusCode).toBe(403);
    expect((await get('/api/orders/export.csv?promotion=promo-eid', null)).statusCode).toBe(401);
  });

  it('the CSV keeps its columns first and adds the discount and the promotions, filtered by promotion too', async () => {
    const res = await get('/api/orders/export.csv?sort=oldest');
    expect(res.statusCode, res.body).toBe(200);
    const rows: string[][] = parse(res.body, { bom: true, relax_column_count: false });
    expect(rows[0]?.slice(0, 18)).toEqual(ORDER_EXPORT_COLUMNS.slice(0, 18));
    expect(rows[0]?.slice(0, 14)).toEqual([
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
    ]);
    expect(rows[0]?.slice(18)).toEqual(['Discount (BDT)', 'Promotions']);
    expect(rows.slice(1).map((r) => [r[0], r[9], r[10], r[11], ...r.slice(18)])).toEqual([
      [eid, '2000.00', '0.00', '1800.00', '200.00', 'Eid sale (EID10)'],
      [both, '2000.00', '60.00', '1800.00', '260.00', 'Eid sale (EID10); Free delivery'],
      [plain, '2000.00', '0.00', '2000.00', '0.00', ''],
    ]);
    const free: string[][] = parse((await get('/api/orders/export.csv?promotion=promo-free')).body, { bom: true });
    expect(free.slice(1).map((r) => r[0])).toEqual([both]);
  });
});
