// Partial refunds at the order desk (decision 213): chosen pieces or an amount given back through the
// sandbox provider, never more than was paid over several refunds, once per Idempotency-Key, stock
// back only for the returned pieces, the credit note on the invoice; refused for everyone but an admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import { type Invoice, type OrderRefunds, PartialRefundResultSchema } from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { orderIn, readOrder, REFUND_FAILING_CARD, stockOf, transition } from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';

const { ORDER_DESK_TEXT } = englishTexts('order-desk');

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

const refund = (orderId: string, body: Record<string, unknown>, key: string | null, user: TestUser = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refunds`,
    headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });

const ledger = async (orderId: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/refunds`, headers: admin.headers })
  ).json<OrderRefunds>();

const sandboxRefunded = async () => {
  const rows = await t.store.db.selectFrom('sandboxRefunds').select('amount').execute();
  return rows.reduce((s, r) => s + r.amount, 0);
};

describe('POST /api/orders/{id}/refunds', () => {
  it('gives back chosen pieces through the provider, puts only those back in stock, and writes the credit note', async () => {
    const { orderId, productId } = await orderIn(t, { buyer, admin }, 'delivered', { quantity: 5, stock: 50 });
    const before = await sandboxRefunded();
    expect(await stockOf(t, productId)).toBe(45);
    const res = await refund(orderId, { lines: [{ lineNo: 1, quantity: 2 }], note: 'two came back bent' }, 'k-1');
    expect(res.statusCode, res.body).toBe(201);
    const { refund: made, refunds } = PartialRefundResultSchema.parse(res.json());
    const invoice = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice`, headers: buyer.headers })
    ).json<Invoice>();
    // 2 × ৳300, computed by the server from the order's line.
    expect(made).toMatchObject({ kind: 'partial', status: 'succeeded', amount: 600, restock: true });
    expect(made.lines).toEqual([{ lineNo: 1, productname: expect.any(String), quantity: 2 }]);
    // A Mushak-6.7 credit note in its own series per financial year (decision 233).
    expect(made.creditNoteNumber).toBe(`CN-${invoice.number.slice(4, 11)}-000001`);
    expect(made.providerRefundId).toMatch(/^re_sandbox_/);
    expect(refunds).toMatchObject({ refunded: 600, lines: [{ lineNo: 1, quantity: 5, returnable: 3 }] });
    expect(refunds.refundable).toBe(refunds.paid - 600);
    expect(await sandboxRefunded()).toBe(before + 60_000);
    expect(await stockOf(t, productId)).toBe(47);
    // The order stays delivered; its invoice shows the credit.
    expect((await readOrder(t, buyer, orderId)).status).toBe('delivered');
    expect(invoice.credits).toEqual([expect.objectContaining({ number: made.creditNoteNumber, amount: 600 })]);
    expect(invoice.refunded).toBe(600);
  });

  it('never gives back more than was paid over several refunds; the refund transition gives back only the rest', async () => {
    const { orderId, productId } = await orderIn(t, { buyer, admin }, 'paid', { quantity: 4, stock: 50 });
    const before = await sandboxRefunded();
    const { paid } = await ledger(orderId);
    expect((await refund(orderId, { amount: 100.5 }, 'goodwill-1')).statusCode).toBe(201);
    // More than is left, as an amount or as pieces: refused, nothing changes.
    const over = await refund(orderId, { amount: paid }, 'goodwill-2');
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toContain('৳');
    const tooMany = await refund(orderId, { lines: [{ lineNo: 1, quantity: 5 }] }, 'lines-1');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields['lines.0.quantity']).toBe(ORDER_DESK_TEXT.refundLineTooMany({ n: 4 }));
    expect((await ledger(orderId)).refunds).toHaveLength(1);
    expect(await stockOf(t, productId)).toBe(46);
    // The refund transition gives back the rest, not the whole total again.
    const rest = await transition(t, admin, orderId, { to: 'refunded' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await sandboxRefunded()).toBe(before + Math.round(paid * 100));
    const after = await ledger(orderId);
    expect(after.refunded).toBe(paid);
    expect(after.refundable).toBe(0);
    expect(await stockOf(t, productId)).toBe(50);
  });

  it('refunds once for one Idempotency-Key, also asked five times at once', async () => {
    const { orderId, productId } = await orderIn(t, { buyer, admin }, 'shipped', { quantity: 3, stock: 50 });
    const before = await sandboxRefunded();
    const body = { lines: [{ lineNo: 1, quantity: 1 }] };
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(orderId, body, 'same-key')));
    const again = await refund(orderId, body, 'same-key');
    expect(
      answers.every((a) => a.statusCode === 200 || a.statusCode === 201),
      answers.map((a) => a.body).join(),
    ).toBe(true);
    expect(answers.filter((a) => a.statusCode === 201).length).toBeGreaterThanOrEqual(1);
    expect(again.statusCode).toBe(200);
    expect(new Set([...answers, again].map((a) => a.json<{ refund: { id: string } }>().refund.id)).size).toBe(1);
    expect(await sandboxRefunded()).toBe(before + 30_000);
    expect((await ledger(orderId)).refunds).toHaveLength(1);
    expect(await stockOf(t, productId)).toBe(48);
    // The same key for another refund is refused.
    expect((await refund(orderId, { amount: 5 }, 'same-key')).statusCode).toBe(409);
  });

  it('changes nothing when the provider refuses, and the refund can be asked again', async () => {
    const { orderId, productId } = await orderIn(t, { buyer, admin }, 'paid', {
      quantity: 2,
      card: REFUND_FAILING_CARD,
    });
    const res = await refund(orderId, { lines: [{ lineNo: 1, quantity: 1 }] }, 'refused-1');
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('REFUND_FAILED');
    expect((await ledger(orderId)).refunds).toEqual([]);
    expect(await stockOf(t, productId)).toBe(48);
  });

  it('refuses bad input with 400, an unpaid or unknown order, and keeps stock and ledger as they were', async () => {
    const { orderId } = await orderIn(t, { buyer, admin }, 'paid', { quantity: 2 });
    const noKey = await refund(orderId, { amount: 10 }, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.fields['idempotency-key']).toBe(ORDER_DESK_TEXT.refundKeyRequired);
    expect((await refund(orderId, { amount: 10, lines: [{ lineNo: 1, quantity: 1 }] }, 'b-1')).statusCode).toBe(400);
    expect((await refund(orderId, {}, 'b-2')).statusCode).toBe(400);
    expect((await refund(orderId, { amount: 10.005 }, 'b-3')).statusCode).toBe(400);
    expect((await refund(orderId, { amount: -1 }, 'b-4')).statusCode).toBe(400);
    const unknownLine = await refund(orderId, { lines: [{ lineNo: 9, quantity: 1 }] }, 'b-5');
    expect(unknownLine.statusCode).toBe(400);
    expect(unknownLine.json().error.fields['lines.0.lineNo']).toBe(ORDER_DESK_TEXT.refundLineUnknown({ line: 9 }));
    const unpaid = await orderIn(t, { buyer, admin }, 'unpaid');
    const refusedUnpaid = await refund(unpaid.orderId, { amount: 10 }, 'b-6');
    expect(refusedUnpaid.statusCode).toBe(409);
    expect(refusedUnpaid.json().error.message).toBe(ORDER_DESK_TEXT.refundNotRefundable);
    expect((await refund('6f1b2c3d-0000-4000-8000-000000000000', { amount: 10 }, 'b-7')).statusCode).toBe(404);
    expect((await ledger(orderId)).refunds).toEqual([]);
  });

  it('is for admins only: the buyer 403, anonymous 401, and nothing is refunded', async () => {
    const { orderId } = await orderIn(t, { buyer, admin }, 'paid', { quantity: 2 });
    const before = await sandboxRefunded();
    expect((await refund(orderId, { amount: 10 }, 'mine', buyer)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refunds`,
      headers: { 'idempotency-key': 'anon' },
      payload: { amount: 10 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/refunds`, headers: buyer.headers })).statusCode,
    ).toBe(403);
    expect(await sandboxRefunded()).toBe(before);
    expect((await ledger(orderId)).refunds).toEqual([]);
  });
});
