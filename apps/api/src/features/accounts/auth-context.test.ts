// better-auth's calls run in its AsyncLocalStorage; between calls the storages are off, so the rest of the
// store's requests do not pay Node 20's async hooks (decision 246).
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/users.ts';
import { authStorages } from './auth-context.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

/** Node 20's AsyncLocalStorage says whether its hooks are on; a storage of a later Node has no hooks to turn off. */
const isOn = (storage: object) => (storage as { enabled?: boolean }).enabled === true;

it('signs up, signs in and exchanges tokens for ten buyers at once, and leaves better-auth’s storages off after', async () => {
  const buyers = await Promise.all(Array.from({ length: 10 }, () => createUser(t)));
  for (const buyer of buyers) {
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/admin/${encodeURIComponent(buyer.email)}`,
      headers: buyer.headers,
    });
    expect(own.statusCode).toBe(200);
  }
  expect(new Set(buyers.map((b) => b.token)).size).toBe(10);
  const storages = await authStorages();
  expect(storages).toHaveLength(3);
  expect(storages.filter(isOn)).toHaveLength(0);
});
