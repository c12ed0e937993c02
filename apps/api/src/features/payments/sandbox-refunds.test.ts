// The sandbox provider's refunds: one per idempotency key, never more than was paid, only of a
// succeeded sandbox payment, and refused for Stripe's refund-failing test card.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/users.ts';
import { RefundRefusedError } from '../../lib/payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { insertOrder, insertSucceededSandboxIntent } from './testing/fixtures.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

async function succeededPayment() {
  const owner = await createUser(t);
  const order = await insertOrder(t.store.db, owner, { status: 'paid' });
  return { order, ref: await insertSucceededSandboxIntent(t.store.db, order) };
}

const refunds = () => t.store.db.selectFrom('sandboxRefunds').selectAll().execute();

describe('sandbox refund', () => {
  it('answers the same refund for the same key, also for five calls at once', async () => {
    const provider = createSandboxProvider(t.store.db);
    const { order, ref } = await succeededPayment();
    const results = await Promise.all(Array.from({ length: 5 }, () => provider.refund(ref, order.total, 'refund-a')));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results[0]).toMatchObject({ id: expect.stringMatching(/^re_sandbox_/), status: 'succeeded' });
    expect(await refunds()).toEqual([
      expect.objectContaining({ paymentRef: ref, amount: order.total, idempotencyKey: 'refund-a' }),
    ]);
  });

  it('refuses more than was paid, a key reused for another amount, and a payment it does not have', async () => {
    const provider = createSandboxProvider(t.store.db);
    const { order, ref } = await succeededPayment();
    await expect(provider.refund(ref, order.total + 1, 'refund-b')).rejects.toThrow(RefundRefusedError);
    await provider.refund(ref, 100, 'refund-c');
    await expect(provider.refund(ref, 200, 'refund-c')).rejects.toThrow(RefundRefusedError);
    await expect(provider.refund(ref, order.total, 'refund-d')).rejects.toThrow(RefundRefusedError);
    await expect(provider.refund('pi_sandbox_unknown', 100, 'refund-e')).rejects.toThrow(RefundRefusedError);
    expect(await refunds()).toHaveLength(1);
  });

  it('refuses a payment made with 4000 0000 0000 5126, as Stripe does', async () => {
    const provider = createSandboxProvider(t.store.db);
    const { order, ref } = await succeededPayment();
    await t.store.db.updateTable('paymentIntents').set({ cardLast4: '5126' }).where('providerRef', '=', ref).execute();
    await expect(provider.refund(ref, order.total, 'refund-f')).rejects.toThrow(RefundRefusedError);
    expect(await refunds()).toEqual([]);
  });
});
