// Access rows for ended sessions: a bearer token whose session was ended (sign-out, password
// change) is refused for every caller, and only an admin may sign a user out everywhere.
import type { AccessContext, AccessRow } from './types.ts';
import { bearer } from '../tokens.ts';
import { createUser, TEST_PASSWORD } from '../users.ts';

const enc = encodeURIComponent;
const everyone = (status: number) => ({ anonymous: status, userA: status, userB: status, admin: status });

/** A fresh user's token, after `end` ended the session it came from. */
async function revokedToken(
  ctx: AccessContext,
  end: (cookie: string) => Promise<void>,
): Promise<{ email: string; token: string }> {
  const user = await createUser(ctx.t);
  await end(user.sessionHeaders.cookie ?? '');
  return { email: user.email, token: user.token };
}

const signOut = (ctx: AccessContext) => async (cookie: string) => {
  const res = await ctx.t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`sign-out failed: ${res.statusCode} ${res.body}`);
};

const changePassword = (ctx: AccessContext) => async (cookie: string) => {
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: { cookie },
    payload: { currentPassword: TEST_PASSWORD, newPassword: 'another-good-password' },
  });
  if (res.statusCode !== 200) throw new Error(`password change failed: ${res.statusCode} ${res.body}`);
};

export const rows: AccessRow[] = [
  {
    name: 'GET /api/admin/{email} with the token of a signed-out session',
    request: async (ctx) => {
      const { email, token } = await revokedToken(ctx, signOut(ctx));
      return { method: 'GET', url: `/api/admin/${enc(email)}`, headers: bearer(token) };
    },
    expect: everyone(401),
  },
  {
    name: 'POST /api/review with the token of a signed-out session',
    request: async (ctx) => {
      const { token } = await revokedToken(ctx, signOut(ctx));
      return { method: 'POST', url: '/api/review', headers: bearer(token), payload: { des: 'Still here?', number: 5 } };
    },
    expect: everyone(401),
    snapshot: async (ctx) => ctx.t.store.db.selectFrom('reviews').select('id').orderBy('id').execute(),
  },
  {
    name: 'GET /api/admin/{email} with a token from before a password change',
    request: async (ctx) => {
      const { email, token } = await revokedToken(ctx, changePassword(ctx));
      return { method: 'GET', url: `/api/admin/${enc(email)}`, headers: bearer(token) };
    },
    expect: everyone(401),
  },
  {
    name: 'GET /api/myorders with a token from before a password change',
    request: async (ctx) => {
      const { email, token } = await revokedToken(ctx, changePassword(ctx));
      return { method: 'GET', url: `/api/myorders?email=${enc(email)}`, headers: bearer(token) };
    },
    expect: everyone(401),
  },
  {
    name: 'POST /api/admin/users/{email}/sessions/revoke (sign a new user out everywhere)',
    request: async (ctx) => {
      // A user of its own, so that no cell signs out the matrix's callers.
      const target = await createUser(ctx.t);
      return { method: 'POST', url: `/api/admin/users/${enc(target.email)}/sessions/revoke` };
    },
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'roles',
    snapshot: async (ctx) => ctx.t.store.db.selectFrom('sessions').select('id').orderBy('id').execute(),
  },
];
