// Access rows for the account's language: every signed-in caller sets their own (never anyone
// else's); a visitor is refused.
import type { AccessContext, AccessRow } from './types.ts';

const languages = async (ctx: AccessContext) =>
  ctx.t.store.db.selectFrom('users').select(['email', 'language']).orderBy('email').execute();

export const rows: AccessRow[] = [
  {
    name: 'PUT /api/account/language (bn)',
    request: async () => ({
      method: 'PUT',
      url: '/api/account/language',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ language: 'bn' }),
    }),
    expect: { anonymous: 401, userA: 204, userB: 204, admin: 204 },
    snapshot: languages,
  },
];
