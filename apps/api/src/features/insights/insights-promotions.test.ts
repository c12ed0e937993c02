// GET /api/admin/insights' promotions (docs/features/promotions.md, "On the books"): per promotion, the uses
// (orders placed with it in the period, not cancelled or expired), the discount it gave and those orders' totals,
// beside the period before; checked against a plain sum of the test's own orders. On SQLite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Insights } from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { giveDiscount } from '../../../test/discount-helpers.ts';
import { insertDeskOrder } from '../../../test/order-desk-fixtures.ts';
import { createUser } from '../../../test/users.ts';

let t: TestApp;
let admin: TestUser;
let buyer: TestUser;

beforeEach(async () => {
  t = await buildTestApp();
  [admin, buyer] = await Promise.all([createUser(t, { role: 'admin' }), createUser(t)]);
});
afterEach(async () => {
  await t.close();
});

const EID = { id: 'promo-eid', name: 'Eid sale', code: 'EID10', kind: 'order_percent' as const };
const FREE = { id: 'promo-free', name: 'Free delivery', kind: 'free_shipping' as const };

/** An order of ৳1,000 + ৳60 delivery placed at `createdAt` in `status`, with `promotions` taken off. */
async function orderWith(createdAt: string, status: string, promotions: { eid?: number; free?: boolean }) {
  const id = await insertDeskOrder(t.store.db, buyer, {
    createdAt,
    status,
    lines: [{ name: 'Chain', unitPriceTaka: 1000, quantity: 1 }],
    shippingTaka: 60,
  });
  const given = [
    ...(promotions.eid ? [{ ...EID, amount: promotions.eid }] : []),
    ...(promotions.free ? [{ ...FREE, amount: 6_000 }] : []),
  ];
  await giveDiscount(t, id, given, promotions.eid ? { 1: promotions.eid } : {});
  return id;
}

describe('insights per promotion', () => {
  it('sums uses, discount and sales per promotion in the period and the one before, leaving out cancelled and expired orders', async () => {
    // The period: 1–10 March in Dhaka; the one before: 19–28 February.
    await orderWith('2026-03-01T05:00:00.000Z', 'paid', { eid: 10_000, free: true });
    await orderWith('2026-03-05T05:00:00.000Z', 'unpaid', { eid: 10_000 });
    await orderWith('2026-03-06T05:00:00.000Z', 'cancelled', { eid: 10_000, free: true });
    await orderWith('2026-03-07T05:00:00.000Z', 'expired', { eid: 10_000 });
    await orderWith('2026-03-08T05:00:00.000Z', 'delivered', {});
    // 10 March 23:30 in Dhaka is still in the period; 11 March 00:30 is not.
    await orderWith('2026-03-10T17:30:00.000Z', 'paid', { free: true });
    await orderWith('2026-03-10T18:30:00.000Z', 'paid', { eid: 10_000 });
    await orderWith('2026-02-20T05:00:00.000Z', 'refunded', { eid: 5_000 });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/insights?from=2026-03-01&to=2026-03-10',
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { promotions } = res.json<Insights>();
    // Eid: two orders (৳960 with free delivery, ৳960 unpaid); free delivery: two (৳960, ৳1,000).
    expect(promotions).toEqual([
      {
        promotionId: 'promo-eid',
        name: 'Eid sale',
        code: 'EID10',
        kind: 'order_percent',
        uses: 2,
        discount: 200,
        sales: 900 + 960,
        previous: { uses: 1, discount: 50, sales: 1010 },
      },
      {
        promotionId: 'promo-free',
        name: 'Free delivery',
        code: null,
        kind: 'free_shipping',
        uses: 2,
        discount: 120,
        sales: 900 + 1000,
        previous: { uses: 0, discount: 0, sales: 0 },
      },
    ]);
  });

  it('counts what was paid for a product, its share of the discount taken off, in the top products', async () => {
    const id = await orderWith('2026-03-02T05:00:00.000Z', 'paid', { eid: 10_000 });
    await t.store.db.updateTable('orders').set({ paidAt: '2026-03-02T05:10:00.000Z' }).where('id', '=', id).execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/insights?from=2026-03-01&to=2026-03-10',
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { topProducts, topVariants } = res.json<Insights>();
    expect(topProducts.map((p) => [p.productname, p.revenue])).toEqual([['Chain', 900]]);
    expect(topVariants?.map((v) => v.revenue)).toEqual([900]);
  });

  it('answers no promotions for a period without any, and only to admins', async () => {
    await orderWith('2026-03-01T05:00:00.000Z', 'paid', {});
    const url = '/api/admin/insights?from=2026-03-01&to=2026-03-10';
    const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(res.json<Insights>().promotions).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url, headers: buyer.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
