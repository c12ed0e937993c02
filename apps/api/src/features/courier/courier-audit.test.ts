// The courier's steps in the audit trail: a booking's processing and shipped steps under the staff member who
// booked, and a payout with its amount and orders; a refused payout writes none. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/users.ts';
import { bookOne, codOrder, COURIER_ENV, orderOf, paidOrder, type People } from './testing/courier-fixtures.ts';
import { SteadfastDouble } from './testing/steadfast-double.ts';

let double: SteadfastDouble;
let t: TestApp;
let packer: TestUser;
let accountant: TestUser;
let people: People;

beforeAll(async () => {
  double = await SteadfastDouble.start();
  t = await buildTestApp({ env: { ...COURIER_ENV, ...double.env() } });
  packer = await createUser(t, { name: 'Packer', role: 'packer' });
  accountant = await createUser(t, { name: 'Accountant', role: 'accountant' });
  people = { buyer: await createUser(t, { name: 'Rahim Uddin' }), admin: await createUser(t, { role: 'owner' }) };
});
afterAll(async () => {
  await t?.close();
  await double?.close();
});

const entries = async (objectId: string) =>
  (
    await t.store.db.selectFrom('auditEntries').selectAll().where('objectId', '=', objectId).orderBy('id').execute()
  ).map((r) => ({
    kind: r.kind,
    actorId: r.actorId,
    before: r.before === null ? null : (JSON.parse(r.before) as unknown),
    after: r.after === null ? null : (JSON.parse(r.after) as unknown),
  }));

describe('courier steps in the audit trail', () => {
  it('records a packer’s booking as the order’s steps, with the consignment', async () => {
    const { orderId } = await paidOrder(t, people);
    const parcel = await bookOne(t, packer, orderId);
    const steps = await entries(orderId);
    expect(steps.map((e) => [e.kind, e.actorId])).toEqual([
      ['order.transition', packer.id],
      ['order.transition', packer.id],
    ]);
    expect(steps[0]).toMatchObject({ before: { status: 'paid' }, after: { status: 'processing' } });
    expect(steps[1]).toMatchObject({
      before: { status: 'processing' },
      after: { status: 'shipped', trackingNumber: parcel.trackingCode },
    });
  });

  it('records an accountant’s payout with its amount and orders; a refused one writes none', async () => {
    const { orderId } = await codOrder(t, people);
    await bookOne(t, packer, orderId);
    const { total } = await orderOf(t, people.admin, orderId);
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/courier/steadfast/webhook',
      headers: { authorization: 'Bearer test-webhook-token-0001' },
      payload: double.deliveryStatus(orderId, 'delivered', { cod_amount: total }),
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const payout = (user: TestUser, reference: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/courier/payouts',
        headers: user.headers,
        payload: { courier: 'steadfast', paidOn: '2026-11-29', reference, orderIds: [orderId] },
      });
    expect((await payout(packer, 'BANK-1')).statusCode).toBe(403);
    const made = await payout(accountant, 'BANK-2');
    expect(made.statusCode, made.body).toBe(201);
    // Paid out already: 409.
    expect((await payout(accountant, 'BANK-3')).statusCode).toBe(409);

    const rows = await t.store.db.selectFrom('auditEntries').selectAll().where('kind', '=', 'courier.payout').execute();
    expect(rows).toHaveLength(1);
    const id = made.json<{ payout: { id: string } }>().payout.id;
    expect(await entries(id)).toEqual([
      {
        kind: 'courier.payout',
        actorId: accountant.id,
        before: null,
        after: {
          courier: 'steadfast',
          paidOn: '2026-11-29',
          reference: 'BANK-2',
          amount: expect.any(Number),
          orderIds: [orderId],
        },
      },
    ]);
  });
});
