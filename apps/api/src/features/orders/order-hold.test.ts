import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import type { StoreDatabase } from '../../db/database.ts';
import type { TestUser } from '../../../test/access/types.ts';
import { createTestDatabase, type TestDatabase, testConfig } from '../../../test/build-test-app.ts';
import { createBuyers, DELIVERY } from '../../../test/cart-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { insertSucceededSandboxIntent } from '../payments/testing/fixtures.ts';
import { ORDER_HOLD_JOB } from './order-hold.service.ts';

const { PAYMENT_TEXT } = englishTexts('payments');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let database: TestDatabase;
const apps: FastifyInstance[] = [];

/** An app on the shared test database whose background clock runs `offset.ms` ahead of the wall clock. */
async function startApp(offset: { ms: number } = { ms: 0 }, store: StoreDatabase = database.store) {
  const app = await buildApp(
    testConfig({ AUTH_RATE_LIMIT: '100000', PAYMENT_PROVIDERS: 'sandbox,cod', MAX_OPEN_UNPAID_ORDERS: '1000' }),
    {
      store,
      logger: false,
      serveWebApp: false,
      background: { clock: () => new Date(Date.now() + offset.ms), pollMs: 50 },
    },
  );
  await app.ready();
  apps.push(app);
  return app;
}

beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  await database.drop();
});

const db = () => database.store.db;
const stockOf = async (id: string) =>
  (await db().selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
const orderRow = (id: string) => db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const holdsReleased = async () =>
  (
    await db()
      .selectFrom('backgroundJobs')
      .select('id')
      .where('kind', '=', ORDER_HOLD_JOB)
      .where('status', '=', 'done')
      .execute()
  ).length;

async function order(app: FastifyInstance, buyer: TestUser, productId: string, quantity: number) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.headers,
    payload: { productId, orderQuanty: quantity, ...DELIVERY },
  });
}

async function placed(app: FastifyInstance, buyer: TestUser, productId: string, quantity: number): Promise<string> {
  const res = await order(app, buyer, productId, quantity);
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json<{ insertedId: string }>().insertedId;
}

async function seeOrder(app: FastifyInstance, buyer: TestUser, id: string) {
  return (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: buyer.headers })).json<{
    price: number;
    status: string;
    holdLapsed: boolean;
    holdUntil: string | null;
  }>();
}

async function createIntent(app: FastifyInstance, buyer: TestUser, id: string) {
  const { price } = await seeOrder(app, buyer, id);
  return app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: buyer.headers,
    payload: { price, order: id },
  });
}

const nextYear = new Date().getUTCFullYear() + 1;
async function payByCard(app: FastifyInstance, buyer: TestUser, clientSecret: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    headers: buyer.headers,
    payload: {
      clientSecret,
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: nextYear, cvc: '123', postalCode: '1207' },
    },
  });
}

/** Runs the due jobs; the app's own poller may have claimed them first, so wait for `done`. */
async function runHoldJobs(app: FastifyInstance, expected: number) {
  await app.background.runDue();
  await vi.waitFor(async () => expect(await holdsReleased()).toBe(expected), { timeout: 5000, interval: 50 });
}

describe('an unpaid order holds its pieces for UNPAID_HOLD_MINUTES only', () => {
  it('lets other buyers have a whole stock that a new account ordered and left unpaid, after 30 minutes', async () => {
    const offset = { ms: 0 };
    const app = await startApp(offset);
    const [hoarder, buyer] = (await createBuyers({ app, store: database.store }, 2)) as [TestUser, TestUser];
    const p = await createProduct(db(), { maxQuantity: 5 });
    const held = await placed(app, hoarder, p.id, 5);
    expect(await stockOf(p.id)).toBe(0);
    expect((await order(app, buyer, p.id, 1)).statusCode).toBe(409);
    const view = await seeOrder(app, hoarder, held);
    expect(view).toMatchObject({ status: 'unpaid', holdLapsed: false });
    expect(Date.parse(view.holdUntil ?? '') - Date.parse((await orderRow(held)).createdAt)).toBe(30 * MINUTE);

    offset.ms = 29 * MINUTE;
    await app.background.runDue();
    expect(await stockOf(p.id)).toBe(0);

    offset.ms = 30 * MINUTE + 1000;
    await runHoldJobs(app, 1);
    // The background clock back to the placing clock: the next orders' holds are not over yet.
    offset.ms = 0;
    expect(await stockOf(p.id)).toBe(5);
    expect(await seeOrder(app, hoarder, held)).toMatchObject({ status: 'unpaid', holdLapsed: true });
    expect((await order(app, buyer, p.id, 5)).statusCode).toBe(201);

    // The lapsed order can no longer be paid: refused before any money is taken.
    const late = await createIntent(app, hoarder, held);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(PAYMENT_TEXT.holdLapsedSoldOut);
    expect(await stockOf(p.id)).toBe(0);
    // Cancelling it gives nothing back a second time.
    await app.inject({ method: 'DELETE', url: `/api/myorders/${held}`, headers: hoarder.headers });
    expect((await orderRow(held)).status).toBe('cancelled');
    expect(await stockOf(p.id)).toBe(0);
  });

  it('is not noticed by a buyer who pays within minutes: the order stays paid with its pieces', async () => {
    const offset = { ms: 0 };
    const app = await startApp(offset);
    const [buyer] = (await createBuyers({ app, store: database.store }, 1)) as [TestUser];
    const p = await createProduct(db(), { maxQuantity: 10 });
    const id = await placed(app, buyer, p.id, 2);
    const intent = await createIntent(app, buyer, id);
    expect(intent.statusCode, intent.body).toBe(200);
    expect((await payByCard(app, buyer, intent.json().clientSecret)).statusCode).toBe(200);
    offset.ms = 31 * MINUTE;
    await runHoldJobs(app, 1);
    expect(await stockOf(p.id)).toBe(8);
    expect(await seeOrder(app, buyer, id)).toMatchObject({ status: 'paid', holdLapsed: false });
  });

  it('may be paid after its hold lapsed while the stock lasts: the payment takes the pieces again', async () => {
    const offset = { ms: 0 };
    const app = await startApp(offset);
    const [buyer] = (await createBuyers({ app, store: database.store }, 1)) as [TestUser];
    const p = await createProduct(db(), { maxQuantity: 10 });
    const id = await placed(app, buyer, p.id, 2);
    offset.ms = 31 * MINUTE;
    await runHoldJobs(app, 1);
    expect(await stockOf(p.id)).toBe(10);
    const intent = await createIntent(app, buyer, id);
    expect(intent.statusCode, intent.body).toBe(200);
    expect((await payByCard(app, buyer, intent.json().clientSecret)).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(8);
    expect(await seeOrder(app, buyer, id)).toMatchObject({ status: 'paid', holdLapsed: false });
    // The expiry later leaves the paid order and its pieces alone.
    offset.ms = 49 * HOUR;
    await app.background.runDue();
    await vi.waitFor(async () => expect((await orderRow(id)).expiresAt).not.toBeNull(), { timeout: 5000 });
    expect(await stockOf(p.id)).toBe(8);
  });

  it('takes the pieces again at the price the order holds, whatever the catalogue charges now', async () => {
    // The order's price is fixed at placement (a break, a group, a quote, or the price before an edit): the
    // payment takes the pieces back at it, never asking the catalogue's price to still be the same.
    const offset = { ms: 0 };
    const app = await startApp(offset);
    const [buyer] = (await createBuyers({ app, store: database.store }, 1)) as [TestUser];
    const p = await createProduct(db(), { maxQuantity: 10 });
    const id = await placed(app, buyer, p.id, 2);
    await db().updateTable('productVariants').set({ price: 99_900 }).where('productId', '=', p.id).execute();
    offset.ms = 31 * MINUTE;
    await runHoldJobs(app, 1);
    const intent = await createIntent(app, buyer, id);
    expect(intent.statusCode, intent.body).toBe(200);
    expect((await payByCard(app, buyer, intent.json().clientSecret)).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(8);
    expect(await seeOrder(app, buyer, id)).toMatchObject({ status: 'paid', holdLapsed: false });
  });

  it('refuses the card before charging it, or keeps a payment already taken as refund_due, when the pieces were sold', async () => {
    const offset = { ms: 0 };
    const app = await startApp(offset);
    const [slow, quick] = (await createBuyers({ app, store: database.store }, 2)) as [TestUser, TestUser];
    const p = await createProduct(db(), { maxQuantity: 3 });
    const id = await placed(app, slow, p.id, 3);
    const intent = await createIntent(app, slow, id);
    expect(intent.statusCode).toBe(200);
    offset.ms = 31 * MINUTE;
    await runHoldJobs(app, 1);
    offset.ms = 0;
    expect(await placed(app, quick, p.id, 3)).toBeTruthy();

    const refused = await payByCard(app, slow, intent.json().clientSecret);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(PAYMENT_TEXT.holdLapsedSoldOut);
    const intents = await db().selectFrom('paymentIntents').select('status').where('orderId', '=', id).execute();
    expect(intents.map((i) => i.status)).toEqual(['open']);

    // A provider that charged anyway (its own page, a late report): the money is kept for a refund.
    const transactionId = await insertSucceededSandboxIntent(db(), { id, total: (await orderRow(id)).total });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      headers: slow.headers,
      payload: { order: id, transactionId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refund_due', paid: true, transactionId });
    expect(await stockOf(p.id)).toBe(0);
  });

  it('keeps the pieces of a cash-on-delivery order the owner confirmed, and lets the owner confirm a lapsed one while stock lasts', async () => {
    const offset = { ms: 0 };
    const app = await startApp(offset);
    const [buyer, admin] = (await createBuyers({ app, store: database.store }, 2)) as [TestUser, TestUser];
    await db().updateTable('users').set({ role: 'owner' }).where('id', '=', admin.id).execute();
    const p = await createProduct(db(), { maxQuantity: 10 });
    const confirmedEarly = await placed(app, buyer, p.id, 2);
    const confirmedLate = await placed(app, buyer, p.id, 3);
    for (const id of [confirmedEarly, confirmedLate]) {
      const cod = await app.inject({
        method: 'POST',
        url: '/api/payments/cod',
        headers: buyer.headers,
        payload: { order: id },
      });
      expect(cod.statusCode, cod.body).toBe(200);
    }
    const confirm = (id: string) =>
      app.inject({
        method: 'POST',
        url: `/api/orders/${id}/transitions`,
        headers: admin.headers,
        payload: { to: 'processing' },
      });
    expect((await confirm(confirmedEarly)).statusCode).toBe(200);
    offset.ms = 31 * MINUTE;
    await runHoldJobs(app, 2);
    expect(await stockOf(p.id)).toBe(8);
    expect((await confirm(confirmedLate)).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(5);
  });
});

describe('the hold across restarts and instances', () => {
  it('gives the pieces back at the next start when the hold lapsed while the store was down', async () => {
    const first = await startApp();
    const [buyer] = (await createBuyers({ app: first, store: database.store }, 1)) as [TestUser];
    const p = await createProduct(db(), { maxQuantity: 10 });
    const id = await placed(first, buyer, p.id, 4);
    await first.close();
    expect(await stockOf(p.id)).toBe(6);

    await startApp({ ms: 45 * MINUTE });
    await vi.waitFor(async () => expect(await stockOf(p.id)).toBe(10), { timeout: 5000, interval: 50 });
    expect((await orderRow(id)).stockHeld).toBe(0);
  });

  it('gives each order\u2019s pieces back exactly once when two instances share the database', async () => {
    const placing = await startApp();
    const buyers = await createBuyers({ app: placing, store: database.store }, 10);
    const p = await createProduct(db(), { maxQuantity: 100 });
    for (const buyer of buyers) await placed(placing, buyer, p.id, 3);
    await placing.close();
    expect(await stockOf(p.id)).toBe(70);

    const later = { ms: 31 * MINUTE };
    const second = database.store.dialect === 'postgres' ? database.openAnother() : database.store;
    const [one, two] = await Promise.all([startApp(later), startApp(later, second)]);
    await Promise.all([one.background.runDue(), two.background.runDue(), one.background.runDue()]);
    await vi.waitFor(async () => expect(await holdsReleased()).toBe(10), { timeout: 5000, interval: 50 });
    expect(await stockOf(p.id)).toBe(100);
  });
});
