// Orders paid before the payment method was kept take the provider of the intent their transaction
// id names; unpaid orders stay without one. A payment recorded now keeps its provider. SQLite and PostgreSQL.
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

const at = '2026-05-01T10:00:00.000Z';

describe('migration 093 (payment method) on existing orders', () => {
  it('fills the method of paid orders from their payment intent and leaves the others empty', async () => {
    const store = database.store;
    await migrateTo(store, '092-mail-outbox');
    const order = (id: string, status: string, transactionId: string | null) =>
      sql`insert into orders (id, user_id, email, product_id, product_name, unit_price, quantity, total, address, phone,
                              order_ref, status, transaction_id, paid_at, cancelled_at, created_at, subtotal, shipping, expires_at)
          values (${id}, 'u-1', 'buyer@example.com', null, 'Hub', 100, 1, 100, 'Road 1', '01711000000', '', ${status},
                  ${transactionId}, ${transactionId ? at : null}, null, ${at}, 100, 0, null)`.execute(store.db);
    const intent = (id: string, orderId: string, provider: string, ref: string) =>
      sql`insert into payment_intents (id, order_id, provider, provider_ref, client_secret, amount, currency, status,
                                       card_brand, card_last4, created_at, updated_at)
          values (${id}, ${orderId}, ${provider}, ${ref}, '', 100, 'bdt', 'succeeded', null, null, ${at}, ${at})`.execute(
        store.db,
      );
    await order('o-stripe', 'paid', 'pi_stripe_1');
    await intent('i-1', 'o-stripe', 'stripe', 'pi_stripe_1');
    await order('o-sandbox', 'delivered', 'sbx_1');
    await intent('i-2', 'o-sandbox', 'sandbox', 'sbx_1');
    await order('o-unpaid', 'unpaid', null);
    await intent('i-3', 'o-unpaid', 'sandbox', 'sbx_never_paid');

    await migrateToLatest(store);

    const rows = await store.db.selectFrom('orders').select(['id', 'paymentMethod']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'o-sandbox', paymentMethod: 'sandbox' },
      { id: 'o-stripe', paymentMethod: 'stripe' },
      { id: 'o-unpaid', paymentMethod: null },
    ]);
  });
});
