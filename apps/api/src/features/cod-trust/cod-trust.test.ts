// Cash on delivery the shop can trust, on SQLite and PostgreSQL: a number's history (delivered, returned,
// refused), the confirmation queue and its confirm/cancel through the order transitions, and each of the
// owner's rules on and off, as POST /payments/cod and GET /orders/{id}/cod apply them.
import { englishTexts } from '@store/shared/i18n/server';
import type { CodEligibility, CodHistoryList, CodQueue, CodRules } from '@store/shared/schemas';
import type { ShippingZone } from '@store/shared/schemas/shipping-zones';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { DHANMONDI, defineZones, postOrder, SAVAR, saveAddress } from '../../../test/delivery-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { readOrder, stockOf, transition } from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';
import { expireOrder } from '../orders/orders.service.ts';

const { COD_ELIGIBILITY_TEXT } = englishTexts('cod-trust');

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let zones: ShippingZone[];

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

const RULES_OFF = { onlyZoneIds: null, newNumberMaxTotal: null, refuseAfter: null };
const putRules = (user: TestUser | null, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/cod-rules', headers: user?.headers ?? {}, payload });
afterEach(async () => {
  expect((await putRules(admin, RULES_OFF)).statusCode).toBe(200);
});

let numbers = 0;
/** A phone number no other test uses, as typed and as stored. */
function freshNumber() {
  numbers += 1;
  const local = `0171${String(numbers).padStart(7, '0')}`;
  return { local, stored: `+88${local}` };
}

/** Alice's order of 2 pieces at ৳300 to a free-text address with this phone (৳720 with shipping). */
async function placeFor(phone: string, buyer = alice): Promise<string> {
  const product = await createProduct(t.store.db, { maxQuantity: 50, priceTaka: 300 });
  const res = await postOrder(t, buyer, { productId: product.id, orderQuanty: 2, address: 'House 1, Dhaka', phone });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

const chooseCod = (orderId: string, buyer = alice) =>
  t.app.inject({ method: 'POST', url: '/api/payments/cod', headers: buyer.headers, payload: { order: orderId } });

async function codOrder(phone: string, buyer = alice) {
  const orderId = await placeFor(phone, buyer);
  const res = await chooseCod(orderId, buyer);
  expect(res.statusCode, res.body).toBe(200);
  return orderId;
}

async function moveTo(orderId: string, ...steps: Record<string, unknown>[]) {
  for (const body of steps) {
    const res = await transition(t, admin, orderId, body);
    expect(res.statusCode, res.body).toBe(200);
  }
}
const CONFIRM = { to: 'processing' };
const SHIP = { to: 'shipped', carrier: 'Pathao', trackingNumber: 'PTH-1' };

/** COD orders of this number: delivered (cash collected), returned by the courier, refused (confirmed, then cancelled). */
async function history(phone: string, counts: { delivered?: number; returned?: number; refused?: number }) {
  for (let i = 0; i < (counts.delivered ?? 0); i += 1) {
    await moveTo(await codOrder(phone), CONFIRM, SHIP, { to: 'delivered', cashCollected: true });
  }
  for (let i = 0; i < (counts.returned ?? 0); i += 1) {
    const id = await codOrder(phone);
    await moveTo(id, CONFIRM, SHIP);
    // As the courier's report leaves it (features/courier).
    await t.store.db.updateTable('orders').set({ status: 'returned' }).where('id', '=', id).execute();
  }
  for (let i = 0; i < (counts.refused ?? 0); i += 1) {
    await moveTo(await codOrder(phone), CONFIRM, SHIP, { to: 'cancelled', note: 'Refused at the door' });
  }
}

const historyOf = (user: TestUser | null, phones: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/cod-history?phones=${encodeURIComponent(phones)}`,
    headers: user?.headers ?? {},
  });

const eligibility = async (orderId: string, buyer = alice) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/cod`, headers: buyer.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CodEligibility>();
};

describe('a phone number’s COD history', () => {
  it('counts delivered, returned and refused COD orders; a buyer’s own cancel and online orders are not counted', async () => {
    const { local, stored } = freshNumber();
    await history(local, { delivered: 2, returned: 1, refused: 1 });
    // Cancelled by the buyer before it was confirmed: not a refusal.
    const mine = await codOrder(local);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/myorders/${mine}`, headers: alice.headers })).statusCode,
    ).toBe(200);
    // Cancelled from the queue after the call, never confirmed: not a refusal either.
    await moveTo(await codOrder(local), { to: 'cancelled' });
    await placeFor(local);
    const other = freshNumber();

    const res = await historyOf(admin, `${stored},${other.stored}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CodHistoryList>().items).toEqual([
      { phone: stored, delivered: 2, returned: 1, refused: 1 },
      { phone: other.stored, delivered: 0, returned: 0, refused: 0 },
    ]);
  });

  it('is for admins only, and asks for at least one number', async () => {
    expect((await historyOf(null, '+8801711000000')).statusCode).toBe(401);
    expect((await historyOf(alice, '+8801711000000')).statusCode).toBe(403);
    const empty = await historyOf(admin, ' , ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('phones');
  });
});

describe('the confirmation queue', () => {
  const queue = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/cod-queue', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CodQueue>().items;
  };

  it('lists unpaid COD orders that have not expired, oldest first, with the buyer, total and history', async () => {
    const { local, stored } = freshNumber();
    await history(local, { delivered: 1 });
    const first = await codOrder(local);
    const second = await codOrder(local, bob);
    const online = await placeFor(local);
    const expired = await codOrder(local);
    expect(await expireOrder(t.store.db, expired, new Date(Date.now() + 1000 * 3600 * 24 * 30))).toBe(true);

    const mine = (await queue()).filter((i) => i.phone === stored);
    expect(mine.map((i) => i.id)).toEqual([first, second]);
    expect(mine[0]).toMatchObject({
      buyerName: 'Alice',
      total: 780,
      history: { phone: stored, delivered: 1, returned: 0, refused: 0 },
    });
    expect(mine.some((i) => i.id === online)).toBe(false);
  });

  it('confirms (→ processing) and cancels (stock back) through the order transitions; a buyer may do neither', async () => {
    const { local } = freshNumber();
    const toConfirm = await codOrder(local);
    const toCancel = await codOrder(local);
    const productOfCancel = (await readOrder(t, alice, toCancel)).productId ?? '';
    const stockBefore = await stockOf(t, productOfCancel);

    expect((await transition(t, alice, toConfirm, CONFIRM)).statusCode).toBe(403);
    expect((await transition(t, null, toConfirm, CONFIRM)).statusCode).toBe(401);
    await moveTo(toConfirm, CONFIRM);
    await moveTo(toCancel, { to: 'cancelled' });

    expect((await readOrder(t, alice, toConfirm)).status).toBe('processing');
    expect((await readOrder(t, alice, toCancel)).status).toBe('cancelled');
    expect(await stockOf(t, productOfCancel)).toBe(stockBefore + 2);
    const ids = (await queue()).map((i) => i.id);
    expect(ids).not.toContain(toConfirm);
    expect(ids).not.toContain(toCancel);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/cod-queue' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/cod-queue', headers: alice.headers });
    expect(res.statusCode).toBe(403);
  });
});

describe('the COD rules', () => {
  it('are all off until the owner saves them, and are saved whole', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/cod-rules', headers: admin.headers });
    expect(res.json<CodRules>()).toMatchObject(RULES_OFF);
    const saved = await putRules(admin, { onlyZoneIds: null, newNumberMaxTotal: 1500.5, refuseAfter: 3 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CodRules>()).toMatchObject({ newNumberMaxTotal: 1500.5, refuseAfter: 3 });
    const row = await t.store.db.selectFrom('codRules').selectAll().executeTakeFirstOrThrow();
    expect(row.newNumberMaxTotal).toBe(150050);
    expect(row.updatedBy).toBe(admin.email);
  });

  it('refuse bad input with field messages, and anyone but an admin', async () => {
    const cases: [object, string][] = [
      [{ ...RULES_OFF, onlyZoneIds: [] }, 'onlyZoneIds'],
      [{ ...RULES_OFF, onlyZoneIds: ['no-such-zone'] }, 'onlyZoneIds'],
      [{ ...RULES_OFF, newNumberMaxTotal: -5 }, 'newNumberMaxTotal'],
      [{ ...RULES_OFF, newNumberMaxTotal: 10.005 }, 'newNumberMaxTotal'],
      [{ ...RULES_OFF, refuseAfter: 0 }, 'refuseAfter'],
      [{ ...RULES_OFF, refuseAfter: 1.5 }, 'refuseAfter'],
    ];
    for (const [payload, field] of cases) {
      const res = await putRules(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
    expect((await putRules(null, RULES_OFF)).statusCode).toBe(401);
    expect((await putRules(alice, { ...RULES_OFF, refuseAfter: 1 })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/cod-rules', headers: bob.headers })).statusCode).toBe(
      403,
    );
  });

  describe('(c) a lower limit for new numbers', () => {
    it('off: a new number pays up to COD_MAX_TOTAL in cash', async () => {
      const orderId = await placeFor(freshNumber().local);
      expect((await chooseCod(orderId)).statusCode).toBe(200);
    });

    it('on: a new number above it is refused with the limit and total; a number with a delivered order is not', async () => {
      expect((await putRules(admin, { ...RULES_OFF, newNumberMaxTotal: 500 })).statusCode).toBe(200);
      const fresh = await placeFor(freshNumber().local);
      expect(await eligibility(fresh)).toEqual({
        allowed: false,
        reason: 'ruleNewNumberLimit',
        limit: 500,
        total: 780,
        fee: 60,
        advance: null,
        advanceReason: null,
        advancePaidAt: null,
      });
      const refused = await chooseCod(fresh);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(COD_ELIGIBILITY_TEXT.ruleNewNumberLimit({ limit: 500, total: 780 }));

      const known = freshNumber().local;
      await putRules(admin, RULES_OFF);
      await history(known, { delivered: 1 });
      await putRules(admin, { ...RULES_OFF, newNumberMaxTotal: 500 });
      expect((await chooseCod(await placeFor(known))).statusCode).toBe(200);
      // Within the limit a new number may.
      await putRules(admin, { ...RULES_OFF, newNumberMaxTotal: 780 });
      expect((await chooseCod(await placeFor(freshNumber().local))).statusCode).toBe(200);
    });
  });

  describe('(d) no COD after N refusals', () => {
    it('off: a number with refusals still takes it', async () => {
      const { local } = freshNumber();
      await history(local, { returned: 1, refused: 1 });
      expect((await chooseCod(await placeFor(local))).statusCode).toBe(200);
    });

    it('on: returned and refused orders count together; one fewer than N still takes it', async () => {
      const twice = freshNumber().local;
      const once = freshNumber().local;
      await history(twice, { returned: 1, refused: 1 });
      await history(once, { returned: 1 });
      expect((await putRules(admin, { ...RULES_OFF, refuseAfter: 2 })).statusCode).toBe(200);
      const blocked = await placeFor(twice);
      expect(await eligibility(blocked)).toMatchObject({ allowed: false, reason: 'ruleRefusals' });
      const refused = await chooseCod(blocked);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(COD_ELIGIBILITY_TEXT.ruleRefusals);
      expect((await chooseCod(await placeFor(once))).statusCode).toBe(200);
    });
  });
});

describe('GET /orders/{id}/cod', () => {
  it('answers the order’s owner only', async () => {
    const orderId = await placeFor(freshNumber().local);
    expect(await eligibility(orderId)).toMatchObject({ allowed: true, reason: 'allowed', total: 780, fee: 60 });
    for (const [user, status] of [
      [null, 401],
      [bob, 403],
      [admin, 403],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/cod`,
        headers: user?.headers ?? {},
      });
      expect(res.statusCode).toBe(status);
    }
  });

  it('says when the configured limit or the zone refuses it, and when the order is closed', async () => {
    const big = await placeFor(freshNumber().local);
    await t.store.db.updateTable('orders').set({ total: 300000 }).where('id', '=', big).execute();
    expect(await eligibility(big)).toMatchObject({ allowed: false, reason: 'aboveLimit', limit: 2000 });
    const closed = await placeFor(freshNumber().local);
    await t.app.inject({ method: 'DELETE', url: `/api/myorders/${closed}`, headers: alice.headers });
    expect(await eligibility(closed)).toMatchObject({ allowed: false, reason: 'closed' });
  });
});

// NOTE: last in the file: once zones exist, the free-text address of the other tests' orders is in none.
describe('the COD rules: (a) only in chosen zones', () => {
  async function zonedOrders() {
    zones ??= await defineZones(t, admin);
    const product = await createProduct(t.store.db, { maxQuantity: 50, priceTaka: 300 });
    const place = async (address: object) => {
      const saved = await saveAddress(t, alice, address);
      const res = await postOrder(t, alice, { productId: product.id, orderQuanty: 1, addressId: saved.id });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ insertedId: string }>().insertedId;
    };
    return { city: await place(DHANMONDI), suburb: await place(SAVAR) };
  }

  it('off: both zones that offer COD take it', async () => {
    const { city, suburb } = await zonedOrders();
    expect((await eligibility(suburb)).allowed).toBe(true);
    expect((await chooseCod(city)).statusCode).toBe(200);
    expect((await chooseCod(suburb)).statusCode).toBe(200);
  });

  it('on: a zone not chosen is refused with the reason, a chosen one takes it', async () => {
    const { city, suburb } = await zonedOrders();
    const cityZone = zones[0]?.id ?? '';
    expect((await putRules(admin, { ...RULES_OFF, onlyZoneIds: [cityZone] })).statusCode).toBe(200);
    expect(await eligibility(suburb)).toMatchObject({ allowed: false, reason: 'ruleZone' });
    const refused = await chooseCod(suburb);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(COD_ELIGIBILITY_TEXT.ruleZone);
    expect((await readOrder(t, alice, suburb)).paymentMethod).toBeNull();
    expect(await eligibility(city)).toMatchObject({ allowed: true, reason: 'allowed' });
    expect((await chooseCod(city)).statusCode).toBe(200);
  });
});
