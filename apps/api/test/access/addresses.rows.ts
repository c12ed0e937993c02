// Access matrix rows for the address book: every call reaches the caller's own addresses only, so
// another account's address answers 404 like a missing one; refused cells change nothing.
import type { AccessContext, AccessRow } from './types.ts';

const ADDRESS = {
  recipientName: 'Rahima Begum',
  phone: '01711-000000',
  districtId: 'dhaka',
  areaId: 'dhaka/dhanmondi',
  street: 'House 12, Road 5',
};

/** A fresh address in user A's book; returns its id. */
async function addressOfUserA(ctx: AccessContext): Promise<string> {
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers: ctx.userA.headers,
    payload: ADDRESS,
  });
  if (res.statusCode !== 201) throw new Error(`adding user A's address failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>().id;
}

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
    request: async () => ({ method: 'POST', url: '/api/addresses', payload: ADDRESS }),
    expect: { anonymous: 401, userA: 201, userB: 201, admin: 201 },
    snapshot: everyAddress,
  },
  {
    name: 'PUT /api/addresses/{id} (an address of user A)',
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/addresses/${await addressOfUserA(ctx)}`,
      payload: { ...ADDRESS, street: 'House 1, Road 1' },
    }),
    expect: ownerOnly,
    snapshot: everyAddress,
  },
  {
    name: 'POST /api/addresses/{id}/default (an address of user A)',
    request: async (ctx) => {
      await addressOfUserA(ctx);
      return { method: 'POST', url: `/api/addresses/${await addressOfUserA(ctx)}/default` };
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
