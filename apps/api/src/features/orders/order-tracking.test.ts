// The tracking link in the buyer's SMS: anyone holding it reads where the order is, and nothing personal;
// a key that names no order says nothing about which orders exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackedOrder } from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { orderIn, placeOrder } from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';

let t: TestApp;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMITS: 'off', MAX_OPEN_UNPAID_ORDERS: '1000' } });
  [buyer, admin] = await Promise.all([createUser(t, { name: 'Rahim Uddin' }), createUser(t, { role: 'admin' })]);
});
afterAll(async () => {
  await t?.close();
});

const keyOf = async (orderId: string) =>
  (await t.store.db.selectFrom('orders').select('trackKey').where('id', '=', orderId).executeTakeFirstOrThrow())
    .trackKey ?? '';

const track = (key: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/track/${key}`, headers });

describe('GET /api/track/{key}', () => {
  it('gives every order placed its own random key', async () => {
    const [a, b] = await Promise.all([placeOrder(t, buyer), placeOrder(t, buyer)]);
    const [keyA, keyB] = await Promise.all([keyOf(a.orderId), keyOf(b.orderId)]);
    expect(keyA).toMatch(/^[\w-]{22}$/);
    expect(keyB).toMatch(/^[\w-]{22}$/);
    expect(keyA).not.toBe(keyB);
  });

  it('shows the order to a visitor holding the link: its state, lines, amounts and history, nothing personal', async () => {
    const { orderId } = await orderIn(t, { buyer, admin }, 'shipped');
    const res = await track(await keyOf(orderId));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const order = res.json<TrackedOrder>();
    expect(order).toMatchObject({
      _id: orderId,
      ref: orderId.slice(0, 8).toUpperCase(),
      status: 'shipped',
      paid: true,
      lines: [expect.objectContaining({ quantity: 2, unitPrice: 300, lineTotal: 600 })],
      subtotal: 600,
    });
    expect(order.total).toBe(order.subtotal + order.shipping);
    expect(order.events.map((e) => e.status)).toEqual(['unpaid', 'paid', 'processing', 'shipped']);
    // Whoever forwards the SMS forwards the link: no address, phone, email or name in the answer.
    const text = res.body;
    for (const personal of ['House 1', '1711000000', buyer.email, 'Rahim'])
      expect(text, personal).not.toContain(personal);
  });

  it('answers 404 for a well-formed key that names no order, and 400 for a malformed one', async () => {
    const unknown = await track('AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect((await track('short')).statusCode).toBe(400);
    expect((await track('AAAAAAAAAAAAAAAAAAAA%2F%2F')).statusCode).toBe(400);
  });

  it('is the same answer for the buyer, another user and an admin: the link is the only credential', async () => {
    const { orderId } = await placeOrder(t, buyer);
    const key = await keyOf(orderId);
    const other = await createUser(t);
    const answers = await Promise.all([track(key), track(key, buyer.headers), track(key, other.headers)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((r) => r.json<TrackedOrder>().status))).toEqual(new Set(['unpaid']));
  });
});
