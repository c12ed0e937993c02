// Access rows for accounts and profiles, including forged and spoiled tokens.
import type { AccessContext, AccessRow } from './types.ts';
import { bearer, claimsOf, expiredToken, signedToken, unsignedToken, withEditedPayload } from '../tokens.ts';
import { createUser } from '../users.ts';

const enc = encodeURIComponent;

const roleOf = async (ctx: AccessContext, email: string) =>
  (await ctx.t.store.db.selectFrom('users').select('role').where('email', '=', email).executeTakeFirst())?.role;

const allRoles = async (ctx: AccessContext) =>
  ctx.t.store.db.selectFrom('users').select(['email', 'role']).orderBy('email').execute();

const profileOf = async (ctx: AccessContext, userId: string) =>
  (await ctx.t.store.db.selectFrom('profiles').selectAll().where('userId', '=', userId).executeTakeFirst()) ?? null;

const everyone = (status: number) => ({ anonymous: status, userA: status, userB: status, admin: status });

/** An admin-only read, asked with a token that claims to be the admin. */
const forgedAdminCall = (name: string, token: (ctx: AccessContext) => Promise<string>): AccessRow => ({
  name: `GET /api/user with ${name}`,
  request: async (ctx) => ({ method: 'GET', url: '/api/user', headers: bearer(await token(ctx)) }),
  expect: everyone(401),
});

export const rows: AccessRow[] = [
  {
    name: "PUT /api/user/{email} (user A's email, with a session)",
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/user/${enc(ctx.userA.email)}`,
      payload: { email: ctx.userA.email },
      useSession: true,
    }),
    expect: { anonymous: 401, userA: 200, userB: 403, admin: 403 },
  },
  {
    name: "PUT /api/user/{email} (user A's email in the path, the caller's own in the body)",
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/user/${enc(ctx.userA.email)}`,
      payload: { email: ctx.userB.email },
      useSession: true,
    }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 403 },
  },
  {
    name: "PUT /api/user/{email} (user A's email, with a bearer token instead of a session)",
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/user/${enc(ctx.userA.email)}`,
      payload: { email: ctx.userA.email },
    }),
    expect: everyone(401),
  },
  {
    name: "GET /api/admin/{email} (user A's email)",
    request: async (ctx) => ({ method: 'GET', url: `/api/admin/${enc(ctx.userA.email)}` }),
    expect: { anonymous: 401, userA: 200, userB: 403, admin: 200 },
    permission: 'roles',
  },
  {
    name: "GET /api/admin/{email} (the admin's email)",
    request: async (ctx) => ({ method: 'GET', url: `/api/admin/${enc(ctx.admin.email)}` }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'roles',
  },
  {
    name: 'PUT /api/user/admin/{email} (Make Admin of a new user)',
    request: async (ctx) => {
      const target = await createUser(ctx.t);
      return { method: 'PUT', url: `/api/user/admin/${enc(target.email)}` };
    },
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'roles',
    snapshot: allRoles,
  },
  {
    name: 'DELETE /api/user/admin/{email} (Remove Admin of another admin)',
    request: async (ctx) => {
      const target = await createUser(ctx.t, { role: 'admin' });
      return { method: 'DELETE', url: `/api/user/admin/${enc(target.email)}` };
    },
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'roles',
    snapshot: allRoles,
  },
  {
    name: "DELETE /api/user/admin/{email} (the admin's own role)",
    request: async (ctx) => ({ method: 'DELETE', url: `/api/user/admin/${enc(ctx.admin.email)}` }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 409 },
    permission: 'roles',
    snapshot: allRoles,
  },
  {
    name: 'PUT /api/admin/users/{id}/role (a new user becomes a packer)',
    request: async (ctx) => {
      const target = await createUser(ctx.t);
      return { method: 'PUT', url: `/api/admin/users/${target.id}/role`, payload: { role: 'packer' } };
    },
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'roles',
    snapshot: allRoles,
  },
  {
    name: 'GET /api/user',
    request: async () => ({ method: 'GET', url: '/api/user' }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'roles',
  },
  {
    name: 'GET /api/auth-config',
    request: async () => ({ method: 'GET', url: '/api/auth-config' }),
    expect: everyone(200),
  },
  {
    name: 'POST /api/auth/sign-up/email with role=admin in the body (the role is ignored)',
    request: async () => ({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'Mallory',
        email: `mallory-${crypto.randomUUID()}@example.com`,
        password: 'secret123',
        role: 'admin',
      },
    }),
    expect: everyone(200),
  },
  {
    name: "GET /api/myprofil/{email} (user A's profile)",
    request: async (ctx) => ({ method: 'GET', url: `/api/myprofil/${enc(ctx.userA.email)}` }),
    expect: { anonymous: 401, userA: 200, userB: 403, admin: 200 },
    permission: 'roles',
  },
  {
    name: "PUT /api/myprofil/{email} (user A's profile, with role=admin in the body)",
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/myprofil/${enc(ctx.userA.email)}`,
      payload: {
        name: 'Someone Else',
        email: ctx.userB.email,
        education: `BSc ${crypto.randomUUID()}`,
        profil: 'https://example.com/me',
        city: 'Dhaka',
        phone: '+880 1700 000000',
        role: 'admin',
        admin: true,
      },
    }),
    expect: { anonymous: 401, userA: 200, userB: 403, admin: 403 },
    snapshot: async (ctx) => ({ profile: await profileOf(ctx, ctx.userA.id), roles: await allRoles(ctx) }),
  },
  {
    name: "PUT /api/user/admin/{email} (user B's email) with a token forged for the admin",
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/user/admin/${enc(ctx.userB.email)}`,
      headers: bearer(unsignedToken(claimsOf(ctx.admin))),
    }),
    expect: everyone(401),
    snapshot: async (ctx) => roleOf(ctx, ctx.userB.email),
  },
  forgedAdminCall('an alg none token', async (ctx) => unsignedToken(claimsOf(ctx.admin))),
  forgedAdminCall('a token signed with another secret', async (ctx) =>
    signedToken('another-secret-that-is-also-32-bytes-long!!', claimsOf(ctx.admin)),
  ),
  forgedAdminCall('an HS512 token signed with the right secret (algorithm pinned to HS256)', async (ctx) =>
    signedToken(ctx.t.app.config.JWT_SECRET ?? '', claimsOf(ctx.admin), 'HS512'),
  ),
  forgedAdminCall("user A's token with the payload edited to the admin's", async (ctx) =>
    withEditedPayload(ctx.userA.token, claimsOf(ctx.admin)),
  ),
  forgedAdminCall("an expired token of the admin's", async (ctx) => expiredToken(ctx.t, ctx.admin)),
  forgedAdminCall('a token without a subject claim', async (ctx) =>
    signedToken(ctx.t.app.config.JWT_SECRET ?? '', { ...claimsOf(ctx.admin), sub: undefined }),
  ),
  forgedAdminCall('a token that is not a JWT', async () => 'not-a-token'),
  forgedAdminCall("a deleted admin's token", async (ctx) => {
    const gone = await createUser(ctx.t, { role: 'admin' });
    await ctx.t.store.db.deleteFrom('users').where('id', '=', gone.id).execute();
    return gone.token;
  }),
  {
    name: "GET /api/myprofil/{email} with a deleted user's token",
    request: async (ctx) => {
      const gone = await createUser(ctx.t);
      await ctx.t.store.db.deleteFrom('users').where('id', '=', gone.id).execute();
      return { method: 'GET', url: `/api/myprofil/${enc(gone.email)}`, headers: bearer(gone.token) };
    },
    expect: everyone(401),
  },
];
