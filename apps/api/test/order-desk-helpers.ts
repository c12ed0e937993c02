// Orders in any state, reached through the API as in real life (placed, paid with a sandbox card,
// moved by the admin), for the order desk's tests and access rows.
import { expect } from 'vitest';
import type { OrderStatus } from '@store/shared/order-flow';
import type { Order } from '@store/shared/schemas';
import { expireOrder } from '../src/features/orders/orders.service.ts';
import type { TestUser } from './access/types.ts';
import type { TestApp } from './build-test-app.ts';
import { createProduct } from './factories.ts';

export const GOOD_CARD = '4242 4242 4242 4242';
/** Stripe's test card whose refunds fail; the sandbox refuses them too. */
export const REFUND_FAILING_CARD = '4000 0000 0000 5126';

/** A new product with `stock` pieces and an unpaid order of `quantity` of them by `buyer`. */
export async function placeOrder(t: TestApp, buyer: TestUser, quantity = 2, stock = 50) {
  const product = await createProduct(t.store.db, { maxQuantity: stock, priceTaka: 300 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.headers,
    payload: {
      productId: product.id,
      orderQuanty: quantity,
      address: 'House 1, Road 2, Dhaka',
      phone: '01711000000',
    },
  });
  if (res.statusCode !== 201) throw new Error(`placing an order failed: ${res.statusCode} ${res.body}`);
  return { orderId: res.json<{ insertedId: string }>().insertedId, productId: product.id };
}

export async function readOrder(t: TestApp, user: TestUser, orderId: string): Promise<Order> {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: user.headers });
  if (res.statusCode !== 200) throw new Error(`reading the order failed: ${res.statusCode} ${res.body}`);
  return res.json<Order>();
}

/** Opens the order's intent and pays it with a sandbox card, as the buyer's browser does. */
export async function payOrder(t: TestApp, buyer: TestUser, orderId: string, number = GOOD_CARD) {
  const order = await readOrder(t, buyer, orderId);
  const intent = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: buyer.headers,
    payload: { price: order.price, order: orderId },
  });
  if (intent.statusCode !== 200) throw new Error(`opening the intent failed: ${intent.statusCode} ${intent.body}`);
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    headers: buyer.headers,
    payload: {
      clientSecret: intent.json<{ clientSecret: string }>().clientSecret,
      card: { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123', postalCode: '1207' },
    },
  });
  if (confirm.statusCode !== 200) throw new Error(`paying failed: ${confirm.statusCode} ${confirm.body}`);
}

export function transition(t: TestApp, user: TestUser | null, orderId: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/transitions`,
    headers: user?.headers ?? {},
    payload: body,
  });
}

/** The body that moves an order to `to` (shipping needs a carrier and a tracking number). */
export const bodyFor = (to: OrderStatus): Record<string, unknown> =>
  to === 'shipped' ? { to, carrier: 'Pathao', trackingNumber: 'PTH-123 45' } : { to };

async function admin(t: TestApp, adminUser: TestUser, orderId: string, to: OrderStatus) {
  const res = await transition(t, adminUser, orderId, bodyFor(to));
  expect(res.statusCode, `→ ${to}: ${res.body}`).toBe(200);
}

/**
 * An order of `buyer` in `status`, reached as in real life: placed; paid with a sandbox card
 * (`card`); moved by the admin; cancelled by its owner; expired by its deadline. refund_due is a
 * paid order whose row is set to refund_due, as a payment that arrived after a cancel leaves it.
 */
export async function orderIn(
  t: TestApp,
  people: { buyer: TestUser; admin: TestUser },
  status: OrderStatus,
  options: { quantity?: number; stock?: number; card?: string } = {},
) {
  const { buyer } = people;
  const placed = await placeOrder(t, buyer, options.quantity ?? 2, options.stock ?? 50);
  const { orderId } = placed;
  const pay = () => payOrder(t, buyer, orderId, options.card ?? GOOD_CARD);
  const to = (s: OrderStatus) => admin(t, people.admin, orderId, s);
  switch (status) {
    case 'unpaid':
      break;
    case 'cancelled': {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/myorders/${orderId}`, headers: buyer.headers });
      expect(res.statusCode, res.body).toBe(200);
      break;
    }
    case 'expired':
      // NOTE: a second after the order, as the job comes minutes after it: at the same millisecond
      // the timeline (by time, then by random id) could list the expiry before the placing.
      expect(await expireOrder(t.store.db, orderId, new Date(Date.now() + 1000))).toBe(true);
      break;
    case 'paid':
      await pay();
      break;
    case 'processing':
      await pay();
      await to('processing');
      break;
    case 'shipped':
      await pay();
      await to('processing');
      await to('shipped');
      break;
    case 'delivered':
      await pay();
      await to('processing');
      await to('shipped');
      await to('delivered');
      break;
    case 'refunded':
      await pay();
      await to('refunded');
      break;
    case 'refund_due':
      await pay();
      await t.store.db.updateTable('orders').set({ status: 'refund_due' }).where('id', '=', orderId).execute();
      break;
    case 'returned':
      // As the courier's report leaves it (features/courier): shipped, then brought back.
      await pay();
      await to('processing');
      await to('shipped');
      await t.store.db.updateTable('orders').set({ status: 'returned' }).where('id', '=', orderId).execute();
      break;
  }
  return placed;
}

export { stockOf } from './cart-helpers.ts';

export async function eventsOf(t: TestApp, orderId: string) {
  return t.store.db.selectFrom('orderEvents').selectAll().where('orderId', '=', orderId).orderBy('at').execute();
}
