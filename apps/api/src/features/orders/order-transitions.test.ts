import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { applyTransition, TransitionNotInTableError } from './order-transitions.service.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

const at = () => new Date().toISOString();

describe('applyTransition', () => {
  it('refuses a transition the table does not allow for that actor, before touching the database', async () => {
    await expect(
      applyTransition(t.store.db, {
        orderId: 'any-id',
        from: 'paid',
        to: 'unpaid',
        actor: 'system',
        by: null,
        at: at(),
      }),
    ).rejects.toThrow(TransitionNotInTableError);
    // The store records payments; an admin may not mark an order paid.
    await expect(
      applyTransition(t.store.db, {
        orderId: 'any-id',
        from: 'unpaid',
        to: 'paid',
        actor: 'admin',
        by: null,
        at: at(),
      }),
    ).rejects.toThrow('order transition unpaid → paid by admin');
  });

  it('answers false and writes no event when no order is in the starting state', async () => {
    const changed = await applyTransition(t.store.db, {
      orderId: '6f1b2c3d-0000-4000-8000-000000000000',
      from: 'unpaid',
      to: 'paid',
      actor: 'system',
      by: null,
      at: at(),
      transactionId: 'pi_1',
    });
    expect(changed).toBe(false);
    expect(await t.store.db.selectFrom('orderEvents').selectAll().execute()).toEqual([]);
  });
});
