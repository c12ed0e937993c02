// Access rows for the outbox: only an admin reads the store's emails (they hold buyers' addresses
// and orders).
import type { AccessContext, AccessRow } from './types.ts';

/** The id of the newest message (sign-up wrote verification emails for the matrix's callers). */
async function newestMessageId(ctx: AccessContext): Promise<string> {
  const row = await ctx.t.store.db
    .selectFrom('mailMessages')
    .select('id')
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const rows: AccessRow[] = [
  {
    name: 'GET /api/admin/outbox',
    request: async () => ({ method: 'GET', url: '/api/admin/outbox' }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'outbox',
  },
  {
    name: 'GET /api/admin/outbox/{id}',
    request: async (ctx) => ({ method: 'GET', url: `/api/admin/outbox/${await newestMessageId(ctx)}` }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'outbox',
  },
];
