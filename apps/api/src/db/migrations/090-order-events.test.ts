// Orders placed before timelines existed get one rebuilt from their rows: placed by the buyer; closed
// (expired when at or after its deadline, else cancelled by its owner); paid or refund_due by the
// store. Nothing else changes. Run on SQLite and PostgreSQL.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/build-test-app.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase(undefined, { empty: true });
});
afterEach(async () => {
  await database.drop();
});

const OWNER = { id: 'u-old-1', email: 'old.buyer@example.com' };
const placed = '2026-05-01T10:00:00.000Z';
const deadline = '2026-05-03T10:00:00.000Z';
const early = '2026-05-02T09:00:00.000Z';
const late = '2026-05-03T10:00:05.000Z';
const paidAt = '2026-05-02T11:00:00.000Z';

describe('migration 090 (order events) on existing orders', () => {
  it('rebuilds each order’s timeline from its row and adds the new columns empty', async () => {
    const store = database.store;
    await migrateTo(store, '081-cart-checkout');
    const order = (id: string, status: string, paid: string | null, cancelled: string | null) =>
      sql`insert into orders (id, user_id, email, product_id, product_name, unit_price, quantity, total, address, phone,
                              order_ref, status, transaction_id, paid_at, cancelled_at, created_at, subtotal, shipping, expires_at)
          values (${id}, ${OWNER.id}, ${OWNER.email}, null, 'Hub', 100, 1, 100, 'Road 1', '01711000000', '', ${status},
                  ${paid ? 'pi_old' : null}, ${paid}, ${cancelled}, ${placed}, 100, 0, ${deadline})`.execute(store.db);
    await order('o-unpaid', 'unpaid', null, null);
    await order('o-paid', 'paid', paidAt, null);
    await order('o-cancelled', 'cancelled', null, early);
    await order('o-expired', 'expired', null, late);
    await order('o-due', 'refund_due', paidAt, early);
    const before = await store.db.selectFrom('orders').select(['id', 'status', 'total']).orderBy('id').execute();

    await migrateToLatest(store);

    const events = await store.db
      .selectFrom('orderEvents')
      .select(['orderId', 'fromStatus', 'toStatus', 'actorEmail', 'at'])
      .orderBy('orderId')
      .orderBy('at')
      .execute();
    const of = (id: string) =>
      events.filter((e) => e.orderId === id).map((e) => [e.fromStatus, e.toStatus, e.actorEmail, e.at]);
    const placedEvent = [null, 'unpaid', OWNER.email, placed];
    expect(of('o-unpaid')).toEqual([placedEvent]);
    expect(of('o-paid')).toEqual([placedEvent, ['unpaid', 'paid', null, paidAt]]);
    expect(of('o-cancelled')).toEqual([placedEvent, ['unpaid', 'cancelled', OWNER.email, early]]);
    expect(of('o-expired')).toEqual([placedEvent, ['unpaid', 'expired', null, late]]);
    expect(of('o-due')).toEqual([
      placedEvent,
      ['unpaid', 'cancelled', OWNER.email, early],
      ['cancelled', 'refund_due', null, paidAt],
    ]);
    expect(await store.db.selectFrom('orders').select(['id', 'status', 'total']).orderBy('id').execute()).toEqual(
      before,
    );
    const row = await store.db.selectFrom('orders').selectAll().where('id', '=', 'o-paid').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      carrier: null,
      trackingNumber: null,
      trackingUrl: null,
      refundId: null,
      refundedAt: null,
    });
  });
});
