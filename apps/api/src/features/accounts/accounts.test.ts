import { sql } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getMigrations } from 'better-auth/db/migration';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testConfig } from '../../../test/build-test-app.ts';
import { createUser, exchangeToken, signIn, TEST_PASSWORD } from '../../../test/users.ts';
import { loadAuthSecrets } from './secrets.ts';
import { englishTexts } from '@store/shared/i18n/server';

const { ACCOUNT_ERROR } = englishTexts('accounts');

let t: TestApp;
let isOpen = false;
/** The app of the current test; closed (and its database dropped) once, after the test. */
function track(app: TestApp): TestApp {
  isOpen = true;
  return app;
}
afterEach(async () => {
  if (isOpen) await t.close();
  isOpen = false;
});

const enc = encodeURIComponent;

describe('identity tables', () => {
  beforeEach(async () => {
    t = track(await buildTestApp());
  });

  it('match what better-auth expects: its migrator finds nothing to create or add', async () => {
    const migrations = await getMigrations(t.app.auth.options);
    expect(migrations.toBeCreated).toEqual([]);
    expect(migrations.toBeAdded).toEqual([]);
    expect(migrations.schemaProblems).toEqual([]);
  });
});

describe('sign-up and sign-in (better-auth at /api/auth)', () => {
  beforeEach(async () => {
    t = track(await buildTestApp());
  });

  it('signs up with name, email and password; the sign-in after it sets an httpOnly, SameSite=Lax session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Rahim', email: 'Rahim@Example.com', password: 'secret1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Rahim', email: 'rahim@example.com', role: 'user' });
    // Sign-up opens no session, so that it answers a new and an existing email alike.
    expect(res.headers['set-cookie']).toBeUndefined();
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'rahim@example.com', password: 'secret1' },
    });
    expect(signedIn.statusCode).toBe(200);
    const cookie = [signedIn.headers['set-cookie']].flat().find((c) => c?.startsWith('store.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const user = await t.store.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'rahim@example.com')
      .executeTakeFirst();
    expect(user?.role).toBe('user');
  });

  it('refuses a password shorter than 6 characters', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Short', email: 'short@example.com', password: '12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(await t.store.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('ignores role=admin in the sign-up body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Mallory', email: 'mallory@example.com', password: 'secret1', role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.store.db
      .selectFrom('users')
      .select('role')
      .where('email', '=', 'mallory@example.com')
      .executeTakeFirst();
    expect(row?.role).toBe('user');
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const user = await createUser(t);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'nobody@example.com', password: 'whatever1' },
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: 'whatever1' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.body).toBe(unknown.body);
  });

  it('marks the session cookie Secure when the store is served over HTTPS', async () => {
    await t.close();
    isOpen = false;
    t = track(await buildTestApp({ env: { PUBLIC_URL: 'https://shop.example.com', ALLOW_SANDBOX_PAYMENTS: 'true' } }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://shop.example.com' },
      payload: { name: 'Secure', email: 'secure@example.com', password: 'secret1' },
    });
    expect(res.statusCode).toBe(200);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://shop.example.com' },
      payload: { email: 'secure@example.com', password: 'secret1' },
    });
    const cookie = [signedIn.headers['set-cookie']].flat().find((c) => c?.includes('session_token='));
    expect(cookie).toMatch(/; Secure/i);
  });

  it('signs out: the session no longer gets a token', async () => {
    const user = await createUser(t);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: user.sessionHeaders });
    expect(out.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${enc(user.email)}`,
      headers: user.sessionHeaders,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('rate limits on sign-in and sign-up', () => {
  beforeEach(async () => {
    t = track(await buildTestApp({ env: { AUTH_RATE_LIMIT: '3' } }));
  });

  const signInFrom = (ip: string, email: string, password = 'wrong-password') =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, remoteAddress: ip });

  it('answers 429 with a clear message after too many attempts from one IP', async () => {
    for (let i = 0; i < 3; i++) expect((await signInFrom('192.0.2.1', `x${i}@example.com`)).statusCode).toBe(401);
    const res = await signInFrom('192.0.2.1', 'x9@example.com');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(ACCOUNT_ERROR.tooManyAuthAttempts);
    // Another address is not affected.
    expect((await signInFrom('192.0.2.2', 'x9@example.com')).statusCode).toBe(401);
  });

  it('answers 429 after too many attempts on one account, from any number of IPs, even with the right password', async () => {
    // The sign-up and the sign-in after it count as the account's first two attempts.
    const user = await createUser(t);
    for (let i = 0; i < 1; i++) expect((await signInFrom(`198.51.100.${i + 1}`, user.email)).statusCode).toBe(401);
    const res = await signInFrom('198.51.100.50', user.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('limits sign-ups per IP', async () => {
    const signUp = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'Bot', email: `bot${i}@example.com`, password: 'secret1' },
        remoteAddress: '203.0.113.7',
      });
    for (let i = 0; i < 3; i++) expect((await signUp(i)).statusCode).toBe(200);
    expect((await signUp(3)).statusCode).toBe(429);
    const users = await t.store.db.selectFrom('users').select('email').where('email', 'like', 'bot%').execute();
    expect(users).toHaveLength(3);
  });

  it('opens again when the minute is over', async () => {
    const limiter = t.app.state.authAttempts;
    const start = Date.now();
    for (let i = 0; i < 3; i++) await limiter.count({ ip: '192.0.2.9', email: undefined, limit: 3, now: start });
    await expect(
      limiter.count({ ip: '192.0.2.9', email: undefined, limit: 3, now: start + 1000 }),
    ).rejects.toMatchObject({
      statusCode: 429,
    });
    await expect(
      limiter.count({ ip: '192.0.2.9', email: undefined, limit: 3, now: start + 61_000 }),
    ).resolves.toBeUndefined();
  });
});

describe('PUT /api/user/{email}: the token exchange', () => {
  beforeEach(async () => {
    t = track(await buildTestApp());
  });

  it("returns an HS256 token for the session's own email, which the guards accept", async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${enc(user.email)}`,
      headers: user.sessionHeaders,
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    const token: string = res.json().token;
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ email: user.email, sub: user.id });
    expect(payload.exp - payload.iat).toBe(t.app.config.JWT_TTL_SECONDS);
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/${enc(user.email)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(admin.json()).toEqual({ admin: false });
  });

  it("refuses someone else's email with 403 and no token", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${enc(b.email)}`,
      headers: a.sessionHeaders,
      payload: { email: b.email },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().token).toBeUndefined();
    expect(res.json().error.message).toBe(ACCOUNT_ERROR.tokenOnlyForOwnSession);
  });

  it('refuses without a session (401)', async () => {
    const a = await createUser(t);
    const res = await t.app.inject({ method: 'PUT', url: `/api/user/${enc(a.email)}`, payload: { email: a.email } });
    expect(res.statusCode).toBe(401);
  });

  it('accepts the email in any letter case', async () => {
    const a = await createUser(t);
    const cookie = await signIn(t, a.email.toUpperCase(), TEST_PASSWORD);
    expect(await exchangeToken(t, a.email.toUpperCase(), cookie)).toEqual(expect.any(String));
  });
});

describe('roles: admin check, Make Admin, Remove Admin, all users', () => {
  beforeEach(async () => {
    t = track(await buildTestApp());
  });

  it('reads the role from the database on every call: a promoted user is owner with the same token', async () => {
    const user = await createUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: user.headers })).statusCode).toBe(403);
    await t.store.db.updateTable('users').set({ role: 'owner' }).where('id', '=', user.id).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: user.headers })).statusCode).toBe(200);
  });

  it('lets an admin ask about anyone, and answers admin=false for an unknown email', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const other = await createUser(t, { role: 'admin' });
    const ask = (email: string) =>
      t.app.inject({ method: 'GET', url: `/api/admin/${enc(email)}`, headers: admin.headers });
    expect((await ask(other.email)).json()).toEqual({ admin: true });
    expect((await ask(admin.email.toUpperCase())).json()).toEqual({ admin: true });
    expect((await ask('nobody@example.com')).json()).toEqual({ admin: false });
  });

  it('Make Admin: the owner makes a user a manager (modifiedCount 1), again gives 0, an unknown email 404', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const user = await createUser(t);
    const make = (email: string) =>
      t.app.inject({ method: 'PUT', url: `/api/user/admin/${enc(email)}`, headers: admin.headers });
    expect((await make(user.email)).json()).toEqual({ modifiedCount: 1 });
    expect((await make(user.email)).json()).toEqual({ modifiedCount: 0 });
    expect((await make('nobody@example.com')).statusCode).toBe(404);
    const asUser = await t.app.inject({ method: 'GET', url: `/api/admin/${enc(user.email)}`, headers: user.headers });
    expect(asUser.json()).toEqual({ admin: true });
    const row = await t.store.db.selectFrom('users').select('role').where('id', '=', user.id).executeTakeFirst();
    expect(row?.role).toBe('manager');
  });

  it('Make Admin: a user cannot make themselves admin', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({ method: 'PUT', url: `/api/user/admin/${enc(user.email)}`, headers: user.headers });
    expect(res.statusCode).toBe(403);
    const row = await t.store.db.selectFrom('users').select('role').where('id', '=', user.id).executeTakeFirst();
    expect(row?.role).toBe('user');
  });

  it('Remove Admin: demotes another owner, whose sessions and token end at once', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const other = await createUser(t, { role: 'admin' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/admin/${enc(other.email)}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: other.headers })).statusCode).toBe(401);
  });

  it('Remove Admin: refuses one’s own role with a clear message, and a caller who lost the owner role meanwhile', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/admin/${enc(admin.email)}`,
      headers: admin.headers,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe(ACCOUNT_ERROR.cannotRemoveOwnAdmin);

    // Another owner whose own role went away meanwhile (their guard passed before) cannot remove them.
    const other = await createUser(t, { role: 'owner' });
    await t.store.db.updateTable('users').set({ role: 'user' }).where('id', '=', other.id).execute();
    const { removeAdmin } = await import('./accounts.service.ts');
    const caller = { id: other.id, email: other.email, name: other.name, role: 'owner' as const, sessionId: null };
    await expect(removeAdmin(t.store, caller, admin.email)).rejects.toMatchObject({ statusCode: 403 });
    const roles = await t.store.db.selectFrom('users').select('role').where('id', '=', admin.id).executeTakeFirst();
    expect(roles?.role).toBe('owner');
  });

  it('Remove Admin of a non-admin changes nothing (modifiedCount 0)', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/admin/${enc(user.email)}`,
      headers: admin.headers,
    });
    expect(res.json()).toEqual({ modifiedCount: 0 });
  });

  it('GET /api/user lists _id, email, role and phone number only: no hash, token or provider secret', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const user = await createUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { _id: admin.id, email: admin.email, role: 'owner', phoneNumber: null },
      { _id: user.id, email: user.email, role: 'user', phoneNumber: null },
    ]);
    const account = await t.store.db
      .selectFrom('accounts')
      .select('password')
      .where('userId', '=', user.id)
      .executeTakeFirst();
    expect(account?.password).toEqual(expect.any(String));
    expect(res.body).not.toContain(account?.password ?? '-');
    expect(res.body).not.toContain('password');
  });
});

describe('GET /api/auth-config', () => {
  it('says whether Continue With Google is configured', async () => {
    t = track(await buildTestApp());
    expect((await t.app.inject({ method: 'GET', url: '/api/auth-config' })).json()).toEqual({ google: false });
  });
});

describe('the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('creates the account as an owner (the first admin) at start, and signing in with it works', async () => {
    t = track(await buildTestApp({ env: { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'boss-secret' } }));
    const row = await t.store.db.selectFrom('users').select(['role', 'email']).executeTakeFirst();
    expect(row).toEqual({ role: 'owner', email: 'boss@example.com' });
    const cookie = await signIn(t, 'boss@example.com', 'boss-secret');
    expect(await exchangeToken(t, 'boss@example.com', cookie)).toEqual(expect.any(String));
  });

  it('marks that address verified and sends it no verification link (the operator chose it)', async () => {
    t = track(await buildTestApp({ env: { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'boss-secret' } }));
    const row = await t.store.db.selectFrom('users').select('emailVerified').executeTakeFirstOrThrow();
    expect(Boolean(row.emailVerified)).toBe(true);
    const mails = await t.store.db.selectFrom('mailMessages').select('template').execute();
    expect(mails).toEqual([]);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: await signIn(t, 'boss@example.com', 'boss-secret') },
    });
    expect(session.json<{ user: { emailVerified: boolean } }>().user.emailVerified).toBe(true);
  });

  it('promotes an existing account of that email once its address is verified, and a second start changes nothing', async () => {
    const first = await buildTestApp();
    const user = await createUser(first, { email: 'owner@example.com' });
    await first.store.db
      .updateTable('users')
      .set({ emailVerified: sql<boolean>`true` })
      .where('id', '=', user.id)
      .execute();
    const second = await buildTestApp({ database: first.database, env: { ADMIN_EMAIL: 'owner@example.com' } });
    await second.close();
    const again = await buildTestApp({
      database: first.database,
      env: { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'other-pass' },
    });
    await again.close();
    const rows = await first.store.db.selectFrom('users').select(['id', 'role', 'emailVerified']).execute();
    expect(rows.map((r) => ({ ...r, emailVerified: Boolean(r.emailVerified) }))).toEqual([
      { id: user.id, role: 'owner', emailVerified: true },
    ]);
    // The password was not changed by ADMIN_PASSWORD.
    expect(await signIn(first, 'owner@example.com', TEST_PASSWORD)).not.toBe('');
    t = track(first);
  });

  it('does not promote an account someone made with that address before the operator and never verified', async () => {
    const first = await buildTestApp();
    const squatter = await createUser(first, { email: 'owner@example.com' });
    for (const env of [
      { ADMIN_EMAIL: 'owner@example.com' },
      { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'boss-secret' },
    ]) {
      const restarted = await buildTestApp({ database: first.database, env });
      await restarted.close();
    }
    const rows = await first.store.db.selectFrom('users').select(['id', 'role', 'emailVerified']).execute();
    expect(rows.map((r) => ({ ...r, emailVerified: Boolean(r.emailVerified) }))).toEqual([
      { id: squatter.id, role: 'user', emailVerified: false },
    ]);
    t = track(first);
  });
});

describe('secrets', () => {
  it('generates 32 random bytes once into DATA_DIR and reuses them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-secrets-'));
    try {
      const config = { ...testConfig({ DATA_DIR: dir }), JWT_SECRET: undefined, BETTER_AUTH_SECRET: undefined };
      const first = loadAuthSecrets(config);
      const second = loadAuthSecrets(config);
      expect(second).toEqual(first);
      expect(Buffer.from(first.jwtSecret, 'base64url')).toHaveLength(32);
      expect(first.jwtSecret).not.toBe(first.betterAuthSecret);
      expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('uses the configured secrets when set', () => {
    const config = testConfig();
    expect(loadAuthSecrets(config)).toEqual({
      jwtSecret: config.JWT_SECRET,
      betterAuthSecret: config.BETTER_AUTH_SECRET,
    });
  });
});

describe('request ip header', () => {
  it('ignores a client-sent copy of the internal client-ip header', async () => {
    t = track(await buildTestApp({ env: { AUTH_RATE_LIMIT: '1' } }));
    const attempt = (spoof: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '192.0.2.77',
        headers: { 'x-store-client-ip': spoof, 'x-forwarded-for': spoof },
        payload: { email: `${spoof}@example.com`, password: 'whatever1' },
      });
    expect((await attempt('a')).statusCode).toBe(401);
    expect((await attempt('b')).statusCode).toBe(429);
  });
});
