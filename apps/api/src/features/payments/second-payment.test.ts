// A second payment of an order already paid (another tab, another provider) is never lost: it is kept
// as refund_due with a notice to the admins on the order's timeline and in the outbox, once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import type { TestUser } from '../../../test/access/types.ts';
import { createUser } from '../../../test/users.ts';
import { nowIso } from '../../lib/ids.ts';
import { settleSucceededPayment } from './payment-settlement.service.ts';
import { insertOrder, insertSucceededSandboxIntent } from './testing/fixtures.ts';

let t: TestApp;
let buyer: TestUser;
let admin: TestUser;

beforeEach(async () => {
  t = await buildTestApp();
  buyer = await createUser(t, { name: 'Buyer' });
  admin = await createUser(t, { role: 'admin' });
});
afterEach(async () => {
  await t.close();
});

const db = () => t.store.db;

describe('a second payment of a paid order', () => {
  it('becomes refund_due with a notice on the order desk and to every admin, once however often reported', async () => {
    const order = await insertOrder(db(), buyer);
    const first = await insertSucceededSandboxIntent(db(), order);
    const second = await insertSucceededSandboxIntent(db(), order);
    const settle = (ref: string, provider: string) =>
      db()
        .transaction()
        .execute((trx) =>
          settleSucceededPayment(
            trx,
            order.id,
            {
              id: ref,
              status: 'succeeded',
              amount: order.total,
              currency: 'bdt',
              orderId: order.id,
              cardBrand: null,
              cardLast4: null,
            },
            provider,
            nowIso(),
          ),
        );
    expect(await settle(first, 'sandbox')).toBe('paid');
    // The same order paid again through SSLCommerz, reported by its IPN and the browser's return.
    expect(await settle(second, 'sslcommerz')).toBe('refund_due');
    expect(await settle(second, 'sslcommerz')).toBe('refund_due');

    const row = await db().selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'paid', transactionId: first });
    const intent = await db()
      .selectFrom('paymentIntents')
      .select('status')
      .where('providerRef', '=', second)
      .executeTakeFirstOrThrow();
    expect(intent.status).toBe('refund_due');

    const events = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/events`, headers: admin.headers });
    const notices = events.json<{ note: string | null }[]>().filter((e) => e.note?.includes(second));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.note).toContain('Refund due');

    const mail = await db()
      .selectFrom('mailMessages')
      .select(['template', 'recipient', 'data'])
      .where('template', '=', 'admin-refund-due')
      .execute();
    expect(mail.map((m) => m.recipient)).toEqual([admin.email]);
    expect(JSON.parse(mail[0]?.data ?? '{}')).toMatchObject({ transactionId: second, provider: 'sslcommerz' });
  });
});
