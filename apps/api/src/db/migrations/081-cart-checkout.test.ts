// Orders placed before carts existed survive the migration: one line each, rows kept, no shipping,
// and the unpaid ones get a deadline and an expiry job. Run on SQLite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestDatabase, type TestDatabase, testConfig } from '../../../test/build-test-app.ts';
import { bearer } from '../../../test/tokens.ts';
import { migrateTo } from '../migrate.ts';
import { ORDER_EXPIRE_JOB } from '../../features/orders/order-placement.service.ts';
import { sql } from 'kysely';

/** The last migration before this one. */
const PREVIOUS = '071-request-rate-limits';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase(undefined, { empty: true });
});
afterEach(async () => {
  await database.drop();
});

describe('migration 081 (carts, order lines, shipping, deadlines) on existing data', () => {
  it('turns each existing order into one line, keeps every row, and gives unpaid ones a deadline', async () => {
    const store = database.store;
    await migrateTo(store, PREVIOUS);
    const config = testConfig();
    const at = '2024-05-01T10:00:00.000Z';
    const owner = { id: 'u-old-1', email: 'old.buyer@example.com', name: 'Old Buyer' };
    // NOTE: these rows are written with the previous schema's column names, as that schema had them.
    await sql`insert into users (id, name, email, email_verified, created_at, updated_at, role)
              values (${owner.id}, ${owner.name}, ${owner.email}, ${store.dialect === 'sqlite' ? 0 : false}, ${at}, ${at}, 'user')`.execute(
      store.db,
    );
    // A live session, so the bearer token below (which names it) is accepted.
    const sessionId = 'aaaaaaaa-0000-4000-8000-0000000000e1';
    const sessionExpiry = new Date(Date.now() + 3_600_000);
    await sql`insert into sessions (id, expires_at, token, created_at, updated_at, ip_address, user_agent, user_id)
              values (${sessionId}, ${store.dialect === 'postgres' ? sessionExpiry : sessionExpiry.toISOString()}, 'migration-081-session',
                      ${at}, ${at}, null, null, ${owner.id})`.execute(store.db);
    await sql`insert into products (id, name, img, description, min_quantity, stock, price, created_at, updated_at)
              values ('11111111-1111-4111-8111-111111111111', 'Hub Dynamo', '/images/products/hub.svg', 'A hub.', 1, 7, 250000, ${at}, ${at})`.execute(
      store.db,
    );
    const order = (id: string, status: string, quantity: number, unit: number, productId: string | null) =>
      sql`insert into orders (id, user_id, email, product_id, product_name, unit_price, quantity, total, address, phone,
                              order_ref, status, transaction_id, paid_at, cancelled_at, created_at)
          values (${id}, ${owner.id}, ${owner.email}, ${productId}, 'Hub Dynamo', ${unit}, ${quantity}, ${unit * quantity},
                  'Road 1, Dhaka', '01711000000', 'old', ${status}, ${status === 'paid' ? 'pi_old' : null},
                  ${status === 'paid' ? at : null}, ${status === 'cancelled' ? at : null}, ${at})`.execute(store.db);
    const unpaid = 'aaaaaaaa-0000-4000-8000-000000000001';
    const paid = 'aaaaaaaa-0000-4000-8000-000000000002';
    const cancelled = 'aaaaaaaa-0000-4000-8000-000000000003';
    await order(unpaid, 'unpaid', 2, 250000, '11111111-1111-4111-8111-111111111111');
    await order(paid, 'paid', 1, 250000, '11111111-1111-4111-8111-111111111111');
    await order(cancelled, 'cancelled', 3, 199900, null);

    const before = Date.now();
    const app = await buildApp(config, { store, logger: false, serveWebApp: false });
    try {
      await app.ready();
      const token = await app.accessTokens.sign({ userId: owner.id, email: owner.email, sessionId });
      const res = await app.inject({ method: 'GET', url: `/api/orders/${unpaid}`, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        _id: unpaid,
        productname: 'Hub Dynamo',
        orderQuanty: 2,
        unitPrice: 2500,
        price: 5000,
        subtotal: 5000,
        shipping: 0,
        total: 5000,
        status: 'unpaid',
        lines: [
          {
            productId: '11111111-1111-4111-8111-111111111111',
            productname: 'Hub Dynamo',
            unitPrice: 2500,
            quantity: 2,
            lineTotal: 5000,
          },
        ],
      });
      const deadline = Date.parse(res.json().expiresAt);
      expect(deadline).toBeGreaterThanOrEqual(before + 48 * 3_600_000 - 1000);

      const mine = await app.inject({
        method: 'GET',
        url: `/api/myorders?email=${encodeURIComponent(owner.email)}`,
        headers: bearer(token),
      });
      expect(
        mine
          .json()
          .map((o: { _id: string; status: string; expiresAt: string | null }) => [o._id, o.status, o.expiresAt]),
      ).toEqual(
        expect.arrayContaining([
          [unpaid, 'unpaid', res.json().expiresAt],
          [paid, 'paid', null],
        ]),
      );
      expect(await store.db.selectFrom('orders').select('id').execute()).toHaveLength(3);
      const lines = await store.db.selectFrom('orderLines').selectAll().orderBy('orderId').execute();
      expect(lines.map((l) => [l.orderId, l.lineNo, l.quantity, l.lineTotal])).toEqual([
        [unpaid, 1, 2, 500000],
        [paid, 1, 1, 250000],
        [cancelled, 1, 3, 599700],
      ]);
      const jobs = await store.db
        .selectFrom('backgroundJobs')
        .selectAll()
        .where('kind', '=', ORDER_EXPIRE_JOB)
        .execute();
      expect(jobs).toEqual([
        expect.objectContaining({
          id: `order-expire-${unpaid}`,
          kind: 'order.expire',
          status: 'pending',
          runAt: res.json().expiresAt,
        }),
      ]);
      expect(JSON.parse(jobs[0]?.payload ?? '')).toEqual({ orderId: unpaid });
    } finally {
      await app.close();
    }
  });
});
