import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import type { StoreDatabase } from '../../db/database.ts';
import type { TestUser } from '../../../test/access/types.ts';
import { createTestDatabase, type TestDatabase, testConfig } from '../../../test/build-test-app.ts';
import { addLine, createBuyers, DELIVERY, postCheckout } from '../../../test/cart-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { insertSucceededSandboxIntent } from '../payments/testing/fixtures.ts';
import { ORDER_EXPIRE_JOB } from './order-placement.service.ts';
import type { ProductRow } from '../catalog/catalog.repository.ts';

const { ORDER_PAGE_TEXT } = englishTexts('cart');

const HOUR = 3_600_000;

let database: TestDatabase;
const apps: FastifyInstance[] = [];

/** An app on the shared test database whose background clock runs `offsetMs` ahead of the wall clock. */
async function startApp(offset: { ms: number } = { ms: 0 }, store: StoreDatabase = database.store) {
  const app = await buildApp(testConfig({ AUTH_RATE_LIMIT: '100000' }), {
    store,
    logger: false,
    serveWebApp: false,
    background: { clock: () => new Date(Date.now() + offset.ms), pollMs: 50 },
  });
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
/** Expiry jobs done so far (the runner also runs other kinds, e.g. the hourly idempotency key sweep). */
const expiriesDone = async () =>
  (
    await db()
      .selectFrom('backgroundJobs')
      .select('id')
      .where('kind', '=', ORDER_EXPIRE_JOB)
      .where('status', '=', 'done')
      .execute()
  ).length;
const stockOf = async (id: string) =>
  (await db().selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
const orderRow = (id: string) => db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const jobOf = (orderId: string) =>
  db().selectFrom('backgroundJobs').selectAll().where('id', '=', `order-expire-${orderId}`).executeTakeFirstOrThrow();

async function placeCartOrder(app: FastifyInstance, buyer: TestUser, products: ProductRow[]): Promise<string> {
  for (const p of products) await addLine(app, buyer, p.id, 2);
  const res = await postCheckout(app, buyer);
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json().insertedId;
}

describe('an unpaid order at its deadline', () => {
  it('expires: its stock goes back, its open payment closes, and its owner sees it as expired', async () => {
    const offset = { ms: 0 };
    const app = await startApp(offset);
    const [buyer] = (await createBuyers({ app, store: database.store }, 1)) as [TestUser];
    const a = await createProduct(db(), { maxQuantity: 10 });
    const b = await createProduct(db(), { maxQuantity: 10 });
    const id = await placeCartOrder(app, buyer, [a, b]);
    const order = await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: buyer.headers });
    const intent = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: buyer.headers,
      payload: { price: order.json().price, order: id },
    });
    expect(intent.statusCode).toBe(200);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([8, 8]);

    offset.ms = 47 * HOUR;
    await app.background.runDue();
    expect(await expiriesDone()).toBe(0);
    expect((await orderRow(id)).status).toBe('unpaid');

    offset.ms = 48 * HOUR + 1000;
    await app.background.runDue();
    // The app's own poller may have claimed the job first: wait for it to be done.
    await vi.waitFor(async () => expect(await expiriesDone()).toBe(1), { timeout: 5000, interval: 50 });
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([10, 10]);
    const mine = await app.inject({
      method: 'GET',
      url: `/api/myorders?email=${encodeURIComponent(buyer.email)}`,
      headers: buyer.headers,
    });
    expect(mine.json()).toHaveLength(1);
    expect(mine.json()[0]).toMatchObject({
      _id: id,
      status: 'expired',
      paid: false,
      expiresAt: order.json().expiresAt,
    });
    const intents = await db().selectFrom('paymentIntents').select('status').where('orderId', '=', id).execute();
    expect(intents.map((i) => i.status)).toEqual(['canceled']);
    expect(await jobOf(id)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    // It cannot be paid any more.
    const late = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: buyer.headers,
      payload: { price: order.json().price, order: id },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(ORDER_PAGE_TEXT.orderExpired);
  });

  it('leaves a paid order and a cancelled one alone (the cancelled one gave its stock back once)', async () => {
    const offset = { ms: 0 };
    const app = await startApp(offset);
    const [buyer] = (await createBuyers({ app, store: database.store }, 1)) as [TestUser];
    const p = await createProduct(db(), { maxQuantity: 10 });
    const paid = await placeCartOrder(app, buyer, [p]);
    const cancelled = await placeCartOrder(app, buyer, [p]);
    await db().updateTable('orders').set({ status: 'paid', transactionId: 'pi_1' }).where('id', '=', paid).execute();
    await app.inject({ method: 'DELETE', url: `/api/myorders/${cancelled}`, headers: buyer.headers });
    expect(await stockOf(p.id)).toBe(8);
    offset.ms = 49 * HOUR;
    await app.background.runDue();
    // The app's own poller may have claimed the job first: wait for it to be done.
    await vi.waitFor(async () => expect(await expiriesDone()).toBe(2), { timeout: 5000, interval: 50 });
    expect(await stockOf(p.id)).toBe(8);
    expect((await orderRow(paid)).status).toBe('paid');
    expect((await orderRow(cancelled)).status).toBe('cancelled');
  });

  it('records a payment that succeeds after the expiry, as refund_due, never losing it', async () => {
    const offset = { ms: 0 };
    const app = await startApp(offset);
    const [buyer] = (await createBuyers({ app, store: database.store }, 1)) as [TestUser];
    const p = await createProduct(db(), { maxQuantity: 10 });
    const id = await placeCartOrder(app, buyer, [p]);
    const row = await orderRow(id);
    // The card was charged at the provider just as the deadline passed.
    const transactionId = await insertSucceededSandboxIntent(db(), { id, total: row.total });
    offset.ms = 49 * HOUR;
    await app.background.runDue();
    expect((await orderRow(id)).status).toBe('expired');
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      headers: buyer.headers,
      payload: { order: id, transactionId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refund_due', paid: true, transactionId });
    expect(await stockOf(p.id)).toBe(10);
  });
});

describe('expiry that survives a restart and runs once', () => {
  it('expires at the next start an order whose deadline passed while the store was down', async () => {
    const first = await startApp();
    const [buyer] = (await createBuyers({ app: first, store: database.store }, 1)) as [TestUser];
    const p = await createProduct(db(), { maxQuantity: 10 });
    const id = await placeCartOrder(first, buyer, [p]);
    await first.close();

    // Two days later, a new process on the same database: nobody calls runDue, the start does.
    await startApp({ ms: 49 * HOUR });
    // The job is marked done after the transaction that expired the order: waited for, not the order.
    await vi.waitFor(async () => expect(await jobOf(id)).toMatchObject({ status: 'done', attempts: 1 }), {
      timeout: 5000,
      interval: 50,
    });
    expect((await orderRow(id)).status).toBe('expired');
    expect(await stockOf(p.id)).toBe(10);
  });

  it('expires each order exactly once when two instances share the database', async () => {
    const placing = await startApp();
    const buyers = await createBuyers({ app: placing, store: database.store }, 20);
    const p = await createProduct(db(), { maxQuantity: 100 });
    const ids: string[] = [];
    for (const buyer of buyers) {
      const res = await placing.inject({
        method: 'POST',
        url: '/api/orders',
        headers: buyer.headers,
        payload: { productId: p.id, orderQuanty: 3, ...DELIVERY },
      });
      ids.push(res.json().insertedId);
    }
    await placing.close();
    expect(await stockOf(p.id)).toBe(40);

    const later = { ms: 49 * HOUR };
    const second = database.store.dialect === 'postgres' ? database.openAnother() : database.store;
    const [one, two] = await Promise.all([startApp(later), startApp(later, second)]);
    await Promise.all([
      one.background.runDue(),
      two.background.runDue(),
      one.background.runDue(),
      two.background.runDue(),
    ]);
    await vi.waitFor(
      async () => {
        expect(await expiriesDone()).toBe(20);
      },
      { timeout: 5000, interval: 50 },
    );
    expect(await stockOf(p.id)).toBe(100);
    const jobs = await db()
      .selectFrom('backgroundJobs')
      .select(['attempts', 'status'])
      .where('kind', '=', ORDER_EXPIRE_JOB)
      .execute();
    expect(jobs.every((j) => j.attempts === 1)).toBe(true);
    for (const id of ids) expect((await orderRow(id)).status).toBe('expired');
  });
});
