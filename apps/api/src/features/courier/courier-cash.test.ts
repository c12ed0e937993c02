// The cash couriers collected: listed per courier until paid out; a payout takes delivered cash-on-delivery
// orders of its courier, all or none (409), and is listed afterwards. Delivered through Steadfast's webhook.
import type { CourierCash, CourierPayout } from '@store/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/users.ts';
import { bookOne, codOrder, COURIER_ENV, orderOf, paidOrder, type People } from './testing/courier-fixtures.ts';
import { SteadfastDouble } from './testing/steadfast-double.ts';

let double: SteadfastDouble;
let t: TestApp;
let admin: TestUser;
let people: People;

beforeAll(async () => {
  double = await SteadfastDouble.start();
  t = await buildTestApp({ env: { ...COURIER_ENV, ...double.env() } });
  admin = await createUser(t, { name: 'Admin', role: 'admin' });
  people = { buyer: await createUser(t, { name: 'Rahim Uddin' }), admin };
});
afterAll(async () => {
  await t?.close();
  await double?.close();
});

/** Steadfast reports the order's parcel delivered with `cash` taka collected. */
async function deliver(orderId: string, status: string, cash?: number) {
  const body = double.deliveryStatus(orderId, status, cash === undefined ? {} : { cod_amount: cash });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/courier/steadfast/webhook',
    headers: { authorization: 'Bearer test-webhook-token-0001' },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function deliveredCod(cash?: (total: number) => number) {
  const { orderId } = await codOrder(t, people);
  await bookOne(t, admin, orderId);
  const { total } = await orderOf(t, admin, orderId);
  await deliver(orderId, 'delivered', cash ? cash(total) : total);
  return { orderId, total };
}

const cash = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/courier/cash', headers: admin.headers })).json<CourierCash>();

const payout = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/courier/payouts', headers: admin.headers, payload: body });

describe('cash collected by couriers', () => {
  it('lists delivered cash-on-delivery orders not paid out, with a mismatch flagged; a payout clears them', async () => {
    const a = await deliveredCod();
    const b = await deliveredCod((total) => total - 100);
    const online = await paidOrder(t, people);
    await bookOne(t, admin, online.orderId);
    await deliver(online.orderId, 'delivered', 0);
    const onTheWay = await codOrder(t, people);
    await bookOne(t, admin, onTheWay.orderId);

    const listed = await cash();
    expect(listed.couriers).toHaveLength(1);
    const steadfast = listed.couriers[0];
    expect(steadfast).toMatchObject({ courier: 'steadfast', courierName: 'Steadfast' });
    expect(steadfast?.orders.map((o) => o.orderId).sort()).toEqual([a.orderId, b.orderId].sort());
    expect(steadfast?.orders.find((o) => o.orderId === b.orderId)).toMatchObject({
      ref: b.orderId.slice(0, 8).toUpperCase(),
      total: b.total,
      collectedAmount: b.total - 100,
      amountMismatch: true,
      deliveredAt: expect.any(String),
    });
    expect(steadfast?.orders.find((o) => o.orderId === a.orderId)).toMatchObject({ amountMismatch: false });
    expect(steadfast?.unpaidTotal).toBe(a.total + b.total - 100);

    const res = await payout({
      courier: 'steadfast',
      paidOn: '2026-11-29',
      reference: 'BANK-778',
      orderIds: [a.orderId, b.orderId],
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<{ payout: CourierPayout }>().payout;
    expect(made).toEqual({
      id: expect.any(String),
      courier: 'steadfast',
      paidOn: '2026-11-29',
      reference: 'BANK-778',
      amount: a.total + b.total - 100,
      orderIds: [a.orderId, b.orderId].sort(),
    });
    expect((await cash()).couriers).toEqual([]);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/courier/payouts', headers: admin.headers });
    expect(list.json<{ payouts: CourierPayout[] }>().payouts).toEqual([made]);
  });

  it('refuses (409) an order paid out already, one not delivered, and one of another courier; nothing is recorded', async () => {
    const due = await deliveredCod();
    const paidOut = await deliveredCod();
    expect(
      (await payout({ courier: 'steadfast', paidOn: '2026-11-28', reference: 'R1', orderIds: [paidOut.orderId] }))
        .statusCode,
    ).toBe(201);
    const notDelivered = await codOrder(t, people);
    await bookOne(t, admin, notDelivered.orderId);
    const before = await t.store.db.selectFrom('courierPayouts').selectAll().execute();
    for (const orderIds of [
      [due.orderId, paidOut.orderId],
      [due.orderId, notDelivered.orderId],
    ]) {
      const res = await payout({ courier: 'steadfast', paidOn: '2026-11-29', reference: 'R2', orderIds });
      expect(res.statusCode, res.body).toBe(409);
    }
    const otherCourier = await payout({
      courier: 'sandbox',
      paidOn: '2026-11-29',
      reference: 'R3',
      orderIds: [due.orderId],
    });
    expect(otherCourier.statusCode).toBe(409);
    expect(await t.store.db.selectFrom('courierPayouts').selectAll().execute()).toEqual(before);
    expect((await cash()).couriers[0]?.orders.map((o) => o.orderId)).toContain(due.orderId);
  });

  it('refuses a bad payout body with field messages (400)', async () => {
    const res = await payout({ courier: 'pathao', paidOn: '29/11/2026', reference: '', orderIds: [] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ error: { fields: Record<string, string> } }>().error.fields).sort()).toEqual(
      ['courier', 'orderIds', 'paidOn', 'reference'].sort(),
    );
  });
});
