// Orders ready for the courier, reached through the API as in real life: paid online with a sandbox card,
// or cash on delivery confirmed by the admin; and the calls the order desk makes.
import type { CourierBookingResult, CourierParcel, Order } from '@store/shared/schemas';
import { expect } from 'vitest';
import type { TestUser } from '../../../../test/access/types.ts';
import type { TestApp } from '../../../../test/build-test-app.ts';
import { payOrder, placeOrder, readOrder, transition } from '../../../../test/order-desk-helpers.ts';

export const COURIER_ENV = {
  PAYMENT_PROVIDERS: 'sandbox,cod',
  MAX_OPEN_UNPAID_ORDERS: '1000',
  AUTH_RATE_LIMIT: '100000',
};

export interface People {
  buyer: TestUser;
  admin: TestUser;
}

/** Paid online with a card: 2 pieces at ৳300 + ৳120 shipping. */
export async function paidOrder(t: TestApp, { buyer }: People, quantity = 2) {
  const placed = await placeOrder(t, buyer, quantity);
  await payOrder(t, buyer, placed.orderId);
  return placed;
}

/** Cash on delivery, confirmed by the admin (processing, cash due). */
export async function codOrder(t: TestApp, { buyer, admin }: People, quantity = 2) {
  const placed = await placeOrder(t, buyer, quantity);
  const cod = await t.app.inject({
    method: 'POST',
    url: '/api/payments/cod',
    headers: buyer.headers,
    payload: { order: placed.orderId },
  });
  expect(cod.statusCode, cod.body).toBe(200);
  const confirmed = await transition(t, admin, placed.orderId, { to: 'processing' });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return placed;
}

export const bookings = (t: TestApp, user: TestUser | null, orderIds: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/courier/bookings',
    headers: user?.headers ?? {},
    payload: { orderIds },
  });

export async function book(t: TestApp, admin: TestUser, orderIds: string[]): Promise<CourierBookingResult[]> {
  const res = await bookings(t, admin, orderIds);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: CourierBookingResult[] }>().results;
}

/** Books one order and expects it booked. */
export async function bookOne(t: TestApp, admin: TestUser, orderId: string): Promise<CourierParcel> {
  const [result] = await book(t, admin, [orderId]);
  if (!result?.ok) throw new Error(`booking failed: ${JSON.stringify(result)}`);
  return result.parcel;
}

export const orderOf = (t: TestApp, user: TestUser, orderId: string): Promise<Order> => readOrder(t, user, orderId);

export const parcelRows = (t: TestApp) =>
  t.store.db.selectFrom('courierParcels').selectAll().orderBy('orderId').execute();
