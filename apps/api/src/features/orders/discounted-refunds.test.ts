// Refunds of a discounted order (docs/features/promotions.md, "On the books"): pieces give back what was paid for
// them (their line's total less its discount, shared piece by piece), the rest of the order what is left of the
// total paid; never the price before the discount. On SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderRefunds, paidForPieces, PartialRefundResultSchema } from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addLine, DELIVERY, postCheckout } from '../../../test/cart-helpers.ts';
import { giveDiscount } from '../../../test/discount-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { payOrder, readOrder, transition } from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';

let t: TestApp;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ env: { MAX_OPEN_UNPAID_ORDERS: '100000', RATE_LIMITS: 'off' } });
  [buyer, admin] = await Promise.all([createUser(t), createUser(t, { role: 'admin' })]);
});
afterAll(async () => {
  await t.close();
});

const refund = (orderId: string, body: Record<string, unknown>, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refunds`,
    headers: { ...admin.headers, 'idempotency-key': key },
    payload: body,
  });

const ledger = async (orderId: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/refunds`, headers: admin.headers })
  ).json<OrderRefunds>();

/** Three helmets (৳105) and a chain (৳1,150), paid after ৳10.01 off the helmets and ৳115 off the chain. */
async function discountedOrder() {
  const [helmet, chain] = await Promise.all([
    createProduct(t.store.db, { name: 'Helmet', priceTaka: 105 }),
    createProduct(t.store.db, { name: 'Chain', priceTaka: 1150 }),
  ]);
  await addLine(t.app, buyer, helmet.id, 3);
  await addLine(t.app, buyer, chain.id, 1);
  const res = await postCheckout(t.app, buyer, DELIVERY);
  expect(res.statusCode, res.body).toBe(201);
  const orderId = res.json<{ insertedId: string }>().insertedId;
  await giveDiscount(t, orderId, [{ id: 'p-eid', name: 'Eid', code: 'EID', kind: 'order_amount', amount: 12_501 }], {
    1: 1_001,
    2: 11_500,
  });
  await payOrder(t, buyer, orderId);
  return orderId;
}

describe('refunds of a discounted order', () => {
  it('shares what a line paid among its pieces, the left-over poisha to the first ones', () => {
    // ৳304.99 for 3 pieces: ৳101.67, ৳101.66, ৳101.66.
    expect([0, 1, 2].map((before) => paidForPieces(30_499, 3, before, 1))).toEqual([10_167, 10_166, 10_166]);
    expect(paidForPieces(30_499, 3, 1, 2)).toBe(20_332);
    expect(paidForPieces(30_499, 3, 0, 3)).toBe(30_499);
    expect(paidForPieces(0, 2, 0, 2)).toBe(0);
  });

  it('refunds pieces of a discounted line at what was paid, and the whole line at exactly its total less its discount', async () => {
    const orderId = await discountedOrder();
    const before = await ledger(orderId);
    expect(before.lines.map((l) => [l.lineNo, l.unitPrice, l.quantity, l.paid])).toEqual([
      [1, 105, 3, 304.99],
      [2, 1150, 1, 1035],
    ]);
    const one = await refund(orderId, { lines: [{ lineNo: 1, quantity: 1 }] }, 'helmet-1');
    expect(one.statusCode, one.body).toBe(201);
    expect(PartialRefundResultSchema.parse(one.json()).refund.amount).toBe(101.67);
    const two = await refund(orderId, { lines: [{ lineNo: 1, quantity: 2 }] }, 'helmet-2');
    expect(two.statusCode, two.body).toBe(201);
    expect(PartialRefundResultSchema.parse(two.json()).refund.amount).toBe(203.32);
    const chain = await refund(orderId, { lines: [{ lineNo: 2, quantity: 1 }] }, 'chain');
    expect(PartialRefundResultSchema.parse(chain.json()).refund.amount).toBe(1035);
    // Every piece back: exactly what the goods cost after the discount, never ৳105 × 3 + ৳1,150.
    const after = await ledger(orderId);
    expect(after.refunded).toBe(304.99 + 1035);
    expect(Math.round(after.refundable * 100)).toBe(Math.round((after.paid - 1339.99) * 100));
  });

  it('refunds the whole order with the refund transition: the amounts add up to the total paid', async () => {
    const orderId = await discountedOrder();
    const { total } = await readOrder(t, buyer, orderId);
    const part = await refund(orderId, { lines: [{ lineNo: 1, quantity: 2 }] }, 'two-helmets');
    expect(PartialRefundResultSchema.parse(part.json()).refund.amount).toBe(203.33);
    const rest = await transition(t, admin, orderId, { to: 'refunded' });
    expect(rest.statusCode, rest.body).toBe(200);
    const after = await ledger(orderId);
    expect(after.refunds.map((r) => r.amount)).toEqual([203.33, Math.round((total - 203.33) * 100) / 100]);
    expect(after.refunded).toBe(total);
    expect(after.paid).toBe(total);
    const rows = await t.store.db
      .selectFrom('orders')
      .select(['total', 'discount'])
      .where('id', '=', orderId)
      .execute();
    expect(rows).toEqual([{ total: Math.round(total * 100), discount: 12_501 }]);
  });
});
