// Access matrix rows for the address book: every call reaches the caller's own addresses only, so
// another account's address answers 404 like a missing one; refused cells change nothing.
import { DHANMONDI, saveAddress } from '../delivery-helpers.ts';
import type { AccessContext, AccessRow } from './types.ts';

/**
 * A fresh address in user A's book; returns its id. The book is emptied first: with every staff column the
 * rows add more addresses than a book holds (20).
 */
const addressOfUserA = async ({ t, userA }: AccessContext): Promise<string> => {
  await t.store.db.deleteFrom('addresses').where('userId', '=', userA.id).execute();
  return (await saveAddress(t, userA, DHANMONDI)).id;
};

const everyAddress = (ctx: AccessContext) => ctx.t.store.db.selectFrom('addresses').selectAll().orderBy('id').execute();

const ownerOnly = { anonymous: 401, userA: 200, userB: 404, admin: 404 };

export const rows: AccessRow[] = [
  {
    name: "GET /api/addresses (the caller's own)",
    request: async (ctx) => {
      await addressOfUserA(ctx);
      return { method: 'GET', url: '/api/addresses' };
    },
    expect: { anonymous: 401, userA: 200, userB: 200, admin: 200 },
  },
  {
    name: 'POST /api/addresses',
    request: async () => ({ method: 'POST', url: '/api/addresses', payload: DHANMONDI }),
    expect: { anonymous: 401, userA: 201, userB: 201, admin: 201 },
    snapshot: everyAddress,
  },
  {
    name: 'PUT /api/addresses/{id} (an address of user A)',
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/addresses/${await addressOfUserA(ctx)}`,
      payload: { ...DHANMONDI, street: 'House 1, Road 1' },
    }),
    expect: ownerOnly,
    snapshot: everyAddress,
  },
  {
    name: 'POST /api/addresses/{id}/default (an address of user A)',
    request: async (ctx) => {
      // A second address of user A's, not the default (the first one is).
      await addressOfUserA(ctx);
      const second = (await saveAddress(ctx.t, ctx.userA, DHANMONDI)).id;
      return { method: 'POST', url: `/api/addresses/${second}/default` };
    },
    expect: ownerOnly,
    snapshot: everyAddress,
  },
  {
    name: 'DELETE /api/addresses/{id} (an address of user A)',
    request: async (ctx) => ({ method: 'DELETE', url: `/api/addresses/${await addressOfUserA(ctx)}` }),
    expect: ownerOnly,
    snapshot: everyAddress,
  },
];
