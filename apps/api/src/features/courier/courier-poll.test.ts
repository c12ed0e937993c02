// The background poll: two instances on one database ask Steadfast about each open parcel once per time
// slot and apply what it says like a webhook; the sandbox courier delivers by itself some minutes after booking.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { StoreDatabase } from '../../db/database.ts';
import { createTestDatabase, type TestApp, type TestDatabase, testConfig } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/users.ts';
import { bookOne, codOrder, COURIER_ENV, orderOf, paidOrder } from './testing/courier-fixtures.ts';
import { SteadfastDouble } from './testing/steadfast-double.ts';

let database: TestDatabase;
let double: SteadfastDouble;
const apps: FastifyInstance[] = [];
const clock = { ms: 0 };

async function startApp(env: Record<string, string>, store: StoreDatabase = database.store): Promise<TestApp> {
  const app = await buildApp(testConfig({ ...COURIER_ENV, COURIER_POLL_MINUTES: '10', ...env }), {
    store,
    logger: false,
    serveWebApp: false,
    // A long poll: the tests run the due jobs themselves, at the time they set.
    background: { clock: () => new Date(Date.now() + clock.ms), pollMs: 3_600_000 },
  });
  await app.ready();
  apps.push(app);
  return { app, store, database, close: async () => app.close() };
}

beforeEach(async () => {
  clock.ms = 0;
  double = await SteadfastDouble.start();
  database = await createTestDatabase(undefined, { shared: true });
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await double.close();
  await database.drop();
});

describe('polling Steadfast', () => {
  it('two instances ask once per parcel in a slot, and apply the answers (delivered, returned)', async () => {
    const t = await startApp(double.env());
    const other = await startApp(double.env(), database.openAnother());
    const buyer = await createUser(t, { name: 'Rahim Uddin' });
    const admin = await createUser(t, { name: 'Admin', role: 'admin' });
    const people = { buyer, admin };
    const delivered = await codOrder(t, people);
    const returned = await paidOrder(t, people);
    const waiting = await paidOrder(t, people);
    for (const o of [delivered, returned, waiting]) await bookOne(t, admin, o.orderId);
    const at = (invoice: string) => double.byInvoice(invoice);
    const [d, r, w] = [at(delivered.orderId), at(returned.orderId), at(waiting.orderId)];
    if (!d || !r || !w) throw new Error('not booked');
    d.status = 'delivered';
    r.status = 'cancelled';
    w.status = 'hold';

    // Both instances enqueued the slot's run: one job, run by whichever instance claims it first.
    const runs = () =>
      t.store.db.selectFrom('backgroundJobs').select(['id', 'status']).where('kind', '=', 'courier-poll').execute();
    expect(await runs()).toHaveLength(1);
    clock.ms = 11 * 60_000;
    // NOTE: one after the other: two SQLite writers in one process would wait on each other ("database is locked").
    await other.app.background.runDue();
    await t.app.background.runDue();
    expect((await runs()).map((r) => r.status).sort()).toEqual(['done', 'pending']);

    const asked = double.callsTo('/status_by_cid').map((c) => c.path.split('/').at(-1));
    expect(asked.sort()).toEqual([d, r, w].map((c) => String(c.consignment_id)).sort());
    const total = (await orderOf(t, buyer, delivered.orderId)).total;
    expect(await orderOf(t, buyer, delivered.orderId)).toMatchObject({
      status: 'delivered',
      paid: true,
      parcel: { status: 'delivered', collectedAmount: total, amountMismatch: false },
    });
    expect((await orderOf(t, buyer, returned.orderId)).status).toBe('returned');
    expect(await orderOf(t, buyer, waiting.orderId)).toMatchObject({
      status: 'shipped',
      parcel: { status: 'on_hold' },
    });

    // The next slot asks only about the parcel still on its way.
    clock.ms = 21 * 60_000;
    await t.app.background.runDue();
    expect(double.callsTo('/status_by_cid').map((c) => c.path.split('/').at(-1))).toHaveLength(4);
  });

  it('an outage skips the run; the parcels are asked again at the next', async () => {
    const t = await startApp(double.env());
    const buyer = await createUser(t, { name: 'Rahim Uddin' });
    const admin = await createUser(t, { name: 'Admin', role: 'admin' });
    const { orderId } = await paidOrder(t, { buyer, admin });
    await bookOne(t, admin, orderId);
    const c = double.byInvoice(orderId);
    if (!c) throw new Error('not booked');
    c.status = 'delivered';
    double.down = true;
    clock.ms = 11 * 60_000;
    await t.app.background.runDue();
    expect((await orderOf(t, buyer, orderId)).status).toBe('shipped');
    double.down = false;
    clock.ms = 21 * 60_000;
    await t.app.background.runDue();
    expect((await orderOf(t, buyer, orderId)).status).toBe('delivered');
  });
});

describe('the sandbox courier', () => {
  it('books without keys (SBX- consignment) and delivers some minutes later, cash collected', async () => {
    const t = await startApp({ COURIER_SANDBOX_DELIVERY_MINUTES: '15' });
    const buyer = await createUser(t, { name: 'Rahim Uddin' });
    const admin = await createUser(t, { name: 'Admin', role: 'admin' });
    const { orderId } = await codOrder(t, { buyer, admin });
    const parcel = await bookOne(t, admin, orderId);
    expect(parcel).toMatchObject({
      courier: 'sandbox',
      courierName: 'Sandbox courier',
      consignmentId: expect.stringMatching(/^SBX-\d+$/),
      trackingUrl: null,
    });
    expect(await orderOf(t, buyer, orderId)).toMatchObject({ status: 'shipped', carrier: 'Sandbox courier' });
    clock.ms = 11 * 60_000;
    await t.app.background.runDue();
    expect((await orderOf(t, buyer, orderId)).status).toBe('shipped');
    clock.ms = 21 * 60_000;
    await t.app.background.runDue();
    expect(await orderOf(t, buyer, orderId)).toMatchObject({
      status: 'delivered',
      paid: true,
      parcel: { status: 'delivered', amountMismatch: false },
    });
  });
});
