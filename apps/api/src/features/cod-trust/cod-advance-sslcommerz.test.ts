// Rule (b)'s advance paid through SSLCommerz, against the local double, on SQLite and PostgreSQL: the session
// is for the delivery fee only; the IPN records the advance once and leaves the order unpaid; a validation
// for the order's total is refused while the advance is what is due; the refund goes through SSLCommerz.
import type { Order } from '@store/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { placeOrder, readOrder, transition } from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';
import { intentsOfOrder } from '../payments/testing/fixtures.ts';
import { SslcommerzDouble } from '../payments/testing/sslcommerz-double.ts';

let ssl: SslcommerzDouble;
let t: TestApp;
let alice: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ssl = await SslcommerzDouble.start();
  t = await buildTestApp({ env: ssl.env({ MAX_OPEN_UNPAID_ORDERS: '1000' }) });
  alice = await createUser(t, { name: 'Alice Rahman' });
  admin = await createUser(t, { name: 'Admin', role: 'admin' });
  const rules = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/cod-rules',
    headers: admin.headers,
    payload: { onlyZoneIds: null, newNumberMaxTotal: null, refuseAfter: null, advanceOutsideDhaka: true },
  });
  expect(rules.statusCode, rules.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await ssl.close();
});

const ipn = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/sslcommerz/ipn',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** A cash-on-delivery order to a free-text address (outside Dhaka for the rule) with its session open. */
async function codOrderWithSession() {
  const { orderId } = await placeOrder(t, alice);
  const cod = await t.app.inject({
    method: 'POST',
    url: '/api/payments/cod',
    headers: alice.headers,
    payload: { order: orderId },
  });
  expect(cod.statusCode, cod.body).toBe(200);
  expect(cod.json<Order>().codAdvance).toBe(120);
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sslcommerz/session',
    headers: alice.headers,
    payload: { order: orderId },
  });
  expect(session.statusCode, session.body).toBe(200);
  const tranId = (await intentsOfOrder(t.store.db, orderId)).at(-1)?.providerRef ?? '';
  return { orderId, tranId };
}

describe('the advance through SSLCommerz', () => {
  it('opens a session for the delivery fee, records the advance once from the IPN, and leaves the order unpaid', async () => {
    const { orderId, tranId } = await codOrderWithSession();
    expect(ssl.sessionOf(tranId)?.fields).toMatchObject({ total_amount: '120.00', currency: 'BDT' });
    const fields = ssl.pay(tranId);
    const first = await ipn(fields);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, paid: true });
    expect((await ipn(fields)).statusCode).toBe(200);
    const order = await readOrder(t, alice, orderId);
    expect(order).toMatchObject({ paid: false, status: 'unpaid', paymentMethod: 'cod', transactionId: null });
    expect(order.codAdvancePaidAt).toEqual(expect.any(String));
    const row = await t.store.db
      .selectFrom('orders')
      .select(['codAdvanceProvider', 'codAdvanceRef'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ codAdvanceProvider: 'sslcommerz', codAdvanceRef: tranId });

    // Cancelled after the advance: refunded through SSLCommerz, once.
    expect((await transition(t, admin, orderId, { to: 'cancelled' })).statusCode).toBe(200);
    const refund = () =>
      t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cod-advance/refund`, headers: admin.headers });
    expect((await refund()).statusCode).toBe(200);
    expect((await refund()).statusCode).toBe(200);
    expect([...ssl.refunds.values()].filter((r) => r.refe_id === `advance-refund-${orderId}`)).toHaveLength(1);
  });

  it('refuses a validation for another amount than the advance due; nothing is recorded', async () => {
    const { orderId, tranId } = await codOrderWithSession();
    const res = await ipn(ssl.pay(tranId, { amount: '780.00', currency_amount: '780.00' }));
    expect(res.statusCode).toBe(400);
    expect((await readOrder(t, alice, orderId)).codAdvancePaidAt).toBeNull();
  });
});
