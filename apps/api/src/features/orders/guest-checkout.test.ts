// Guest checkout (decision 226): a visitor with a phone and no account verifies a code, puts the cart
// through the one checkout, follows the order from the link in its SMS, and later finds it under the
// number after signing in again with a code. On both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, TrackedOrder } from '@store/shared/schemas';
import { phoneAccountEmail } from '@store/shared/schemas/phone';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addLine, postCheckout, stockOf } from '../../../test/cart-helpers.ts';
import { DHANMONDI, saveAddress } from '../../../test/delivery-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { bearer } from '../../../test/tokens.ts';
import { cookieHeaderFrom, exchangeToken, nextTestIp } from '../../../test/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMITS: 'off', PAYMENT_PROVIDERS: 'sandbox,cod' } });
});
afterAll(async () => {
  await t?.close();
});

const smsTo = (phone: string, template: string) =>
  t.store.db
    .selectFrom('smsOutbox')
    .selectAll()
    .where('recipient', '=', phone)
    .where('template', '=', template)
    .orderBy('createdAt')
    .execute();

/** Sends a code to `phone`, reads it from the SMS outbox and verifies it, as the cart's form does. */
async function verifyPhone(phone: string): Promise<TestUser> {
  const ip = nextTestIp();
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/phone-number/send-otp',
    payload: { phoneNumber: phone },
    remoteAddress: ip,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = /\b(\d{6})\b/.exec((await smsTo(phone, 'sign-in-code')).at(-1)?.body ?? '')?.[1] ?? '';
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/auth/phone-number/verify',
    payload: { phoneNumber: phone, code },
    remoteAddress: ip,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const cookie = cookieHeaderFrom(verified.headers['set-cookie']);
  const { user } = verified.json<{ user: { id: string; email: string; name: string } }>();
  const named = await t.app.inject({
    method: 'POST',
    url: '/api/auth/update-user',
    headers: { cookie, origin: new URL(t.app.config.PUBLIC_URL ?? 'http://localhost:3000').origin },
    payload: { name: 'Rahima Begum' },
  });
  expect(named.statusCode, named.body).toBe(200);
  const token = await exchangeToken(t, user.email, cookie);
  return {
    id: user.id,
    email: user.email,
    name: 'Rahima Begum',
    role: 'user',
    token,
    headers: bearer(token),
    sessionHeaders: { cookie },
  };
}

describe('guest checkout by phone', () => {
  it('orders with a verified number, follows the order from the SMS link, and finds it after signing in again', async () => {
    const phone = '+8801755000111';
    const product = await createProduct(t.store.db, { maxQuantity: 10, priceTaka: 450 });
    const guest = await verifyPhone(phone);
    expect(guest.email).toBe(phoneAccountEmail(phone));

    // The one checkout: the address book entry, then the order, with an idempotency key like the web app's.
    await addLine(t.app, guest, product.id, 3);
    const address = await saveAddress(t, guest, { ...DHANMONDI, recipientName: 'Rahima Begum', phone });
    const placed = await postCheckout(t.app, guest, { addressId: address.id }, 'guest-key-1');
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ insertedId: string }>().insertedId;
    expect(await stockOf(t, product.id)).toBe(7);
    // The same submission again (a lost answer) is the same order, and takes no more stock.
    const again = await postCheckout(t.app, guest, { addressId: address.id }, 'guest-key-1');
    expect(again.statusCode).toBe(200);
    expect(again.json<{ insertedId: string }>().insertedId).toBe(orderId);
    expect(await stockOf(t, product.id)).toBe(7);

    // Cash on delivery, as for any buyer.
    const cod = await t.app.inject({
      method: 'POST',
      url: '/api/payments/cod',
      headers: guest.headers,
      payload: { order: orderId },
    });
    expect(cod.statusCode, cod.body).toBe(200);

    // The SMS links the order's page; opening it needs no session.
    const [placedSms] = await smsTo(phone, 'order-placed');
    const link = /(https?:\/\/\S+\/track\/([\w-]{22}))$/.exec(placedSms?.body ?? '');
    expect(link, placedSms?.body).not.toBeNull();
    const tracked = await t.app.inject({ method: 'GET', url: `/api/track/${link?.[2]}` });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json<TrackedOrder>()).toMatchObject({
      _id: orderId,
      status: 'unpaid',
      paymentMethod: 'cod',
      lines: [expect.objectContaining({ quantity: 3, unitPrice: 450 })],
    });

    // Another day, another phone: a code signs in to the same account, and My Orders has the order.
    const later = await verifyPhone(phone);
    expect(later.id).toBe(guest.id);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/myorders?email=${encodeURIComponent(later.email)}`,
      headers: later.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Order[]>().map((o) => o._id)).toEqual([orderId]);
  });

  it("a guest's order is not another guest's: their own orders only, and 403 on the other's", async () => {
    const product = await createProduct(t.store.db, { maxQuantity: 10, priceTaka: 300 });
    const first = await verifyPhone('+8801755000222');
    const second = await verifyPhone('+8801755000333');
    await addLine(t.app, first, product.id, 1);
    const placed = await postCheckout(t.app, first, { address: 'House 1, Road 2, Dhaka', phone: '01755000222' });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ insertedId: string }>().insertedId;
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: second.headers });
    expect(read.statusCode).toBe(403);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/myorders?email=${encodeURIComponent(second.email)}`,
      headers: second.headers,
    });
    expect(theirs.json<Order[]>()).toEqual([]);
  });
});
