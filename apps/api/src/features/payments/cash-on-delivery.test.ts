// Cash on delivery through its whole life: the buyer chooses it (fee added once, limit kept), the
// admin confirms it for dispatch (it no longer expires), ships it, and records the cash collected
// (paid, invoice number, payment method cod) or cancels a refused parcel (stock back). The order desk
// filters cash-on-delivery orders and shows the cash still to collect.
import { englishTexts } from '@store/shared/i18n/server';
import type { Order } from '@store/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { eventsOf, orderIn, placeOrder, readOrder, stockOf, transition } from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';
import { expireOrder } from '../orders/orders.service.ts';

const { ORDER_TEXT } = englishTexts('orders');
const { PAYMENT_TEXT } = englishTexts('payments');

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp({
    env: { PAYMENT_PROVIDERS: 'sandbox,cod', COD_FEE: '60', COD_MAX_TOTAL: '2000', MAX_OPEN_UNPAID_ORDERS: '1000' },
  });
  alice = await createUser(t, { name: 'Alice' });
  bob = await createUser(t, { name: 'Bob' });
  admin = await createUser(t, { name: 'Admin', role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const chooseCod = (user: TestUser, orderId: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/cod', headers: user.headers, payload: { order: orderId } });

/** An order of Alice's paid in cash on delivery (2 pieces at ৳300 + ৳120 shipping + ৳60 fee). */
async function codOrder() {
  const placed = await placeOrder(t, alice);
  const res = await chooseCod(alice, placed.orderId);
  expect(res.statusCode, res.body).toBe(200);
  return placed;
}

const ship = (orderId: string) =>
  transition(t, admin, orderId, { to: 'shipped', carrier: 'Pathao', trackingNumber: 'PTH-1' });

async function confirmed() {
  const placed = await codOrder();
  expect((await transition(t, admin, placed.orderId, { to: 'processing', note: 'Phoned the buyer' })).statusCode).toBe(
    200,
  );
  return placed;
}

const cashToCollect = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/cash-to-collect', headers: admin.headers })).json<{
    orders: number;
    amount: number;
  }>();

describe('choosing cash on delivery', () => {
  it('records payment_method cod and adds the fee to the total, once', async () => {
    const { orderId } = await placeOrder(t, alice);
    const before = await readOrder(t, alice, orderId);
    const res = await chooseCod(alice, orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Order>()).toMatchObject({
      status: 'unpaid',
      paid: false,
      paymentMethod: 'cod',
      paymentFee: 60,
      price: before.price + 60,
      total: before.total + 60,
      cashToCollect: 0,
    });
    expect((await chooseCod(alice, orderId)).json<Order>().total).toBe(before.total + 60);
  });

  it('is offered in the payment config with its limit and fee', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toMatchObject({
      methods: [
        { method: 'sandbox', mode: 'test' },
        { method: 'cod', mode: 'live' },
      ],
      cod: { maxTotal: 2000, fee: 60 },
    });
  });

  it('is refused above COD_MAX_TOTAL (with its fee), for someone else’s order, and for a paid order', async () => {
    const big = await placeOrder(t, alice, 7);
    const above = await chooseCod(alice, big.orderId);
    expect(above.statusCode).toBe(409);
    expect(above.json().error.message).toBe(PAYMENT_TEXT.codAboveLimitError);
    const { orderId } = await placeOrder(t, alice);
    expect((await chooseCod(bob, orderId)).statusCode).toBe(403);
    expect((await chooseCod(admin, orderId)).statusCode).toBe(403);
    const paid = await orderIn(t, { buyer: alice, admin }, 'paid');
    expect((await chooseCod(alice, paid.orderId)).statusCode).toBe(409);
    expect((await readOrder(t, alice, orderId)).paymentMethod).toBeNull();
  });

  it('closes the online attempt: the order can no longer be paid by card', async () => {
    const { orderId } = await placeOrder(t, alice);
    const price = (await readOrder(t, alice, orderId)).price;
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: alice.headers,
      payload: { price, order: orderId },
    });
    expect(intent.statusCode).toBe(200);
    expect((await chooseCod(alice, orderId)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: alice.headers,
      payload: { price: price + 60, order: orderId },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PAYMENT_TEXT.codOnlineRefused);
    const intents = await t.store.db
      .selectFrom('paymentIntents')
      .select('status')
      .where('orderId', '=', orderId)
      .execute();
    expect(intents.map((i) => i.status)).toEqual(['canceled']);
  });

  it('is 404 when the store has not enabled it', async () => {
    const other = await buildTestApp({ env: { PAYMENT_PROVIDERS: 'sandbox' } });
    try {
      const buyer = await createUser(other, { name: 'Carol' });
      const { orderId } = await placeOrder(other, buyer);
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/payments/cod',
        headers: buyer.headers,
        payload: { order: orderId },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('the order desk and a cash-on-delivery order', () => {
  it('checkout → confirmed → shipped → delivered with cash collected: paid, with an invoice number', async () => {
    const { orderId } = await codOrder();
    const confirm = await transition(t, admin, orderId, { to: 'processing' });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const processing = confirm.json<Order>();
    expect(processing).toMatchObject({ status: 'processing', paid: false, transactionId: null, invoiceNumber: null });
    expect(processing.cashToCollect).toBe(processing.total);

    expect((await ship(orderId)).statusCode).toBe(200);
    const collected = await transition(t, admin, orderId, { to: 'delivered', cashCollected: true });
    expect(collected.statusCode, collected.body).toBe(200);
    const order = collected.json<Order>();
    expect(order).toMatchObject({
      status: 'delivered',
      paid: true,
      transactionId: `COD-${orderId}`,
      paymentMethod: 'cod',
      cashToCollect: 0,
    });
    expect(order.paidAt).not.toBeNull();
    expect(order.invoiceNumber).toMatch(/^INV-/);
    // Collected once: a second "cash collected" is not in the table any more.
    expect((await transition(t, admin, orderId, { to: 'delivered', cashCollected: true })).statusCode).toBe(409);
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/invoice`,
      headers: alice.headers,
    });
    expect(invoice.statusCode).toBe(200);
    expect((await eventsOf(t, orderId)).map((e) => `${e.fromStatus}→${e.toStatus}`)).toEqual([
      'null→unpaid',
      'unpaid→processing',
      'processing→shipped',
      'shipped→delivered',
    ]);
  });

  it('delivered first, cash collected later (delivered → delivered records the payment only)', async () => {
    const { orderId } = await confirmed();
    expect((await ship(orderId)).statusCode).toBe(200);
    expect((await transition(t, admin, orderId, { to: 'delivered' })).json<Order>()).toMatchObject({
      status: 'delivered',
      paid: false,
    });
    const collected = await transition(t, admin, orderId, { to: 'delivered', cashCollected: true });
    expect(collected.json<Order>()).toMatchObject({ status: 'delivered', paid: true, paymentMethod: 'cod' });
    const twice = await Promise.all([
      transition(t, admin, orderId, { to: 'delivered', cashCollected: true }),
      transition(t, admin, orderId, { to: 'delivered', cashCollected: true }),
    ]);
    expect(twice.map((r) => r.statusCode)).toEqual([409, 409]);
  });

  it('a refused parcel: shipped → cancelled, stock back, nothing to refund; so is a confirmed one before shipping', async () => {
    const refused = await confirmed();
    const stock = await stockOf(t, refused.productId);
    expect((await ship(refused.orderId)).statusCode).toBe(200);
    const cancel = await transition(t, admin, refused.orderId, { to: 'cancelled', note: 'Refused at the door' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<Order>()).toMatchObject({ status: 'cancelled', paid: false, refundId: null, cashToCollect: 0 });
    expect(await stockOf(t, refused.productId)).toBe(stock + 2);

    const early = await confirmed();
    const earlyStock = await stockOf(t, early.productId);
    expect((await transition(t, admin, early.orderId, { to: 'cancelled' })).statusCode).toBe(200);
    expect(await stockOf(t, early.productId)).toBe(earlyStock + 2);
  });

  it('a confirmed order does not expire; an unconfirmed one does, like any unpaid order', async () => {
    const { orderId } = await confirmed();
    expect(await expireOrder(t.store.db, orderId, new Date(Date.now() + 400 * 86_400_000))).toBe(false);
    expect((await readOrder(t, alice, orderId)).status).toBe('processing');
    const unconfirmed = await codOrder();
    expect(await expireOrder(t.store.db, unconfirmed.orderId, new Date())).toBe(true);
  });

  it('the buyer cannot cancel a confirmed order (409); an unconfirmed one they can', async () => {
    const { orderId } = await confirmed();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/myorders/${orderId}`, headers: alice.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ORDER_TEXT.codConfirmedCannotCancel);
    const unconfirmed = await codOrder();
    const ok = await t.app.inject({
      method: 'DELETE',
      url: `/api/myorders/${unconfirmed.orderId}`,
      headers: alice.headers,
    });
    expect(ok.json()).toMatchObject({ deletedCount: 1 });
  });

  it('the cash-on-delivery rows are for cash-on-delivery orders only, and refunds for online ones only', async () => {
    const online = await placeOrder(t, alice);
    expect((await transition(t, admin, online.orderId, { to: 'processing' })).statusCode).toBe(409);
    const paidOnline = await orderIn(t, { buyer: alice, admin }, 'shipped');
    expect((await transition(t, admin, paidOnline.orderId, { to: 'delivered', cashCollected: true })).statusCode).toBe(
      409,
    );
    const cod = await confirmed();
    expect((await transition(t, admin, cod.orderId, { to: 'refunded' })).statusCode).toBe(409);
    // Only an admin moves it.
    expect(
      (await transition(t, alice, cod.orderId, { to: 'shipped', carrier: 'Pathao', trackingNumber: 'X' })).statusCode,
    ).toBe(403);
  });

  it('the desk filters cash-on-delivery orders, counts them unpaid until collected, and sums the cash to collect', async () => {
    const before = await cashToCollect();
    const a = await confirmed();
    const b = await confirmed();
    const total = (await readOrder(t, admin, a.orderId)).total;
    expect(await cashToCollect()).toEqual({ orders: before.orders + 2, amount: before.amount + 2 * total });

    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/orders?${query}`, headers: admin.headers })).json<Order[]>();
    const codIds = (await list('method=cod')).map((o) => o._id);
    expect(codIds).toEqual(expect.arrayContaining([a.orderId, b.orderId]));
    expect((await list('method=cod')).every((o) => o.paymentMethod === 'cod')).toBe(true);
    expect((await list('method=online')).map((o) => o._id)).not.toContain(a.orderId);
    expect((await list('paid=false')).map((o) => o._id)).toContain(a.orderId);
    expect((await list('paid=true')).map((o) => o._id)).not.toContain(a.orderId);

    expect((await ship(a.orderId)).statusCode).toBe(200);
    expect((await transition(t, admin, a.orderId, { to: 'delivered', cashCollected: true })).statusCode).toBe(200);
    expect(await cashToCollect()).toEqual({ orders: before.orders + 1, amount: before.amount + total });
    expect((await list('paid=true&method=cod')).map((o) => o._id)).toContain(a.orderId);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders?method=card', headers: admin.headers })).statusCode,
    ).toBe(400);
  });
});
