import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { recordPaymentOnOrder } from './orders.repository.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('recordPaymentOnOrder', () => {
  it('refuses a transition the order states do not allow, before touching the database', async () => {
    await expect(
      recordPaymentOnOrder(t.store.db, 'any-id', { from: 'paid', to: 'unpaid' }, 'pi_1', new Date().toISOString()),
    ).rejects.toThrow('order transition paid → unpaid is not allowed');
  });

  it('answers false when no order is in the starting state', async () => {
    const changed = await recordPaymentOnOrder(
      t.store.db,
      '6f1b2c3d-0000-4000-8000-000000000000',
      { from: 'unpaid', to: 'paid' },
      'pi_1',
      new Date().toISOString(),
    );
    expect(changed).toBe(false);
  });
});
