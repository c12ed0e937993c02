// Bearer tokens die with the better-auth session they were exchanged for: sign-out, a password
// change, an admin's "sign out everywhere" and the session's own expiry all make them 401 at once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import type { TestUser } from '../../../test/access/types.ts';
import { bearer, claimsOf, signedToken } from '../../../test/tokens.ts';
import { cookieHeaderFrom, createUser, exchangeToken, signIn, TEST_PASSWORD } from '../../../test/users.ts';

let t: TestApp;
let user: TestUser;
beforeEach(async () => {
  t = await buildTestApp();
  user = await createUser(t);
});
afterEach(async () => {
  await t.close();
});

const enc = encodeURIComponent;
/** A guarded call any signed-in user may make about themselves. */
const ownAdminFlag = (u: Pick<TestUser, 'email'>, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/admin/${enc(u.email)}`, headers });

const sessionCount = async (userId: string) =>
  (await t.store.db.selectFrom('sessions').select('id').where('userId', '=', userId).execute()).length;

describe('the bearer token names its session', () => {
  it('carries the session id as `sid`, and works while the session lives', async () => {
    const payload = JSON.parse(Buffer.from(user.token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const session = await t.store.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(payload.sid).toBe(session.id);
    expect((await ownAdminFlag(user, user.headers)).statusCode).toBe(200);
  });

  it('refuses a correctly signed token without a session id (401)', async () => {
    const secret = t.app.config.JWT_SECRET ?? '';
    const token = await signedToken(secret, claimsOf(user));
    expect((await ownAdminFlag(user, bearer(token))).statusCode).toBe(401);
  });

  it("refuses a token naming another user's session (401)", async () => {
    const other = await createUser(t);
    const otherSession = await t.store.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', other.id)
      .executeTakeFirstOrThrow();
    const token = await signedToken(t.app.config.JWT_SECRET ?? '', { ...claimsOf(user), sid: otherSession.id });
    expect((await ownAdminFlag(user, bearer(token))).statusCode).toBe(401);
  });

  it('stops working once its session has expired (401)', async () => {
    const past = new Date(Date.now() - 60_000);
    await t.store.db
      .updateTable('sessions')
      .set({ expiresAt: t.store.dialect === 'postgres' ? past : past.toISOString() })
      .where('userId', '=', user.id)
      .execute();
    expect((await ownAdminFlag(user, user.headers)).statusCode).toBe(401);
  });
});

describe('sign-out', () => {
  it('makes the token of that session fail at once (401), and leaves other sessions working', async () => {
    const otherCookie = await signIn(t, user.email, TEST_PASSWORD);
    const otherToken = await exchangeToken(t, user.email, otherCookie);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: user.sessionHeaders });
    expect(out.statusCode).toBe(200);
    expect((await ownAdminFlag(user, user.headers)).statusCode).toBe(401);
    expect((await ownAdminFlag(user, bearer(otherToken))).statusCode).toBe(200);
  });
});

describe('password change', () => {
  const changePassword = (cookie: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: { cookie }, payload: body });

  it('ends every session, even when the body asks to keep the others: every old token fails (401)', async () => {
    const otherCookie = await signIn(t, user.email, TEST_PASSWORD);
    const otherToken = await exchangeToken(t, user.email, otherCookie);
    const res = await changePassword(user.sessionHeaders.cookie ?? '', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-brand-new-password',
      revokeOtherSessions: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ownAdminFlag(user, user.headers)).statusCode).toBe(401);
    expect((await ownAdminFlag(user, bearer(otherToken))).statusCode).toBe(401);

    // The browser that changed it has a new session, and a token from it works.
    const newCookie = cookieHeaderFrom(res.headers['set-cookie']);
    const newToken = await exchangeToken(t, user.email, newCookie);
    expect((await ownAdminFlag(user, bearer(newToken))).statusCode).toBe(200);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('with a wrong current password changes nothing: the token keeps working', async () => {
    const res = await changePassword(user.sessionHeaders.cookie ?? '', {
      currentPassword: 'not-the-password',
      newPassword: 'a-brand-new-password',
    });
    expect(res.statusCode).toBe(400);
    expect((await ownAdminFlag(user, user.headers)).statusCode).toBe(200);
  });
});

describe('POST /api/admin/users/{email}/sessions/revoke (sign out everywhere)', () => {
  const revoke = (email: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/admin/users/${enc(email)}/sessions/revoke`, headers });

  it('lets an admin end every session of a user: their tokens and cookies fail at once', async () => {
    const admin = await createUser(t, { role: 'admin' });
    await signIn(t, user.email, TEST_PASSWORD);
    const res = await revoke(user.email.toUpperCase(), admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ revokedCount: 2 });
    expect((await ownAdminFlag(user, user.headers)).statusCode).toBe(401);
    const exchange = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${enc(user.email)}`,
      headers: user.sessionHeaders,
      payload: { email: user.email },
    });
    expect(exchange.statusCode).toBe(401);
    // The admin's own session is untouched.
    expect((await ownAdminFlag(admin, admin.headers)).statusCode).toBe(200);
    // The audit trail says who signed whom out.
    const entries = await t.store.db.selectFrom('auditEntries').selectAll().execute();
    expect(entries.map((e) => [e.kind, e.actorId, e.objectId, e.after])).toEqual([
      ['sessions.revoked', admin.id, user.id, JSON.stringify({ revokedCount: 2 })],
    ]);
  });

  it('refuses a user (403, even about themselves) and an anonymous caller (401); nothing ends', async () => {
    const other = await createUser(t);
    expect((await revoke(other.email, user.headers)).statusCode).toBe(403);
    expect((await revoke(user.email, user.headers)).statusCode).toBe(403);
    expect((await revoke(user.email, {})).statusCode).toBe(401);
    expect(await sessionCount(other.id)).toBe(1);
    expect(await sessionCount(user.id)).toBe(1);
    expect(await t.store.db.selectFrom('auditEntries').selectAll().execute()).toEqual([]);
  });

  it('answers 404 for an unknown email', async () => {
    const admin = await createUser(t, { role: 'admin' });
    expect((await revoke('nobody@example.com', admin.headers)).statusCode).toBe(404);
  });
});
