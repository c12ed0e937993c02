import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { cookieHeaderFrom, createUser, nextTestIp, signIn, TEST_PASSWORD } from '../../../test/users.ts';

let t: TestApp;
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const mailsTo = (email: string, template: string) =>
  t.store.db
    .selectFrom('mailMessages')
    .selectAll()
    .where('recipient', '=', email)
    .where('template', '=', template)
    .orderBy('createdAt')
    .execute();

const requestReset = (email: string, ip = nextTestIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email }, remoteAddress: ip });

const resetPassword = (token: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });

async function resetTokenOf(email: string): Promise<string> {
  const [mail] = (await mailsTo(email, 'reset-password')).slice(-1);
  return (JSON.parse(mail?.data ?? '{}') as { token: string }).token;
}

const signInStatus = async (email: string, password: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
      remoteAddress: nextTestIp(),
    })
  ).statusCode;

describe('forgot password (better-auth /request-password-reset, /reset-password)', () => {
  beforeEach(async () => {
    t = await buildTestApp();
  });

  it('answers a known and an unknown email alike, and writes the reset email only to the account', async () => {
    const user = await createUser(t);
    const known = await requestReset(user.email);
    const unknown = await requestReset('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo(user.email, 'reset-password')).toHaveLength(1);
    expect(await mailsTo('nobody@example.com', 'reset-password')).toHaveLength(0);
  });

  it('sets the new password with the token once, ends every session and bearer token, and tells the owner', async () => {
    const user = await createUser(t);
    await requestReset(user.email);
    const token = await resetTokenOf(user.email);
    expect(token.length).toBeGreaterThanOrEqual(20);
    expect((await resetPassword(token, '12345')).statusCode).toBe(400);
    const done = await resetPassword(token, 'a-new-password');
    expect(done.statusCode, done.body).toBe(200);
    expect(await signInStatus(user.email, TEST_PASSWORD)).toBe(401);
    expect(await signInStatus(user.email, 'a-new-password')).toBe(200);
    // The sessions and tokens from before the reset are over.
    const orders = await t.app.inject({
      method: 'GET',
      url: `/api/myorders?email=${encodeURIComponent(user.email)}`,
      headers: user.headers,
    });
    expect(orders.statusCode).toBe(401);
    const exchange = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${encodeURIComponent(user.email)}`,
      headers: user.sessionHeaders,
      payload: { email: user.email },
    });
    expect(exchange.statusCode).toBe(401);
    expect(await mailsTo(user.email, 'password-changed')).toHaveLength(1);
    // Single use.
    const again = await resetPassword(token, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(await signInStatus(user.email, 'yet-another-password')).toBe(401);
  });

  it('tells the owner when the password is changed from the account too', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: user.sessionHeaders,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'changed-password' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mailsTo(user.email, 'password-changed')).toHaveLength(1);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: user.sessionHeaders,
      payload: { currentPassword: 'not-the-password', newPassword: 'other-password' },
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(await mailsTo(user.email, 'password-changed')).toHaveLength(1);
  });

  it('refuses a token after its hour', async () => {
    const user = await createUser(t);
    await requestReset(user.email);
    const token = await resetTokenOf(user.email);
    const row = await t.store.db
      .selectFrom('verifications')
      .select('expiresAt')
      .where('identifier', '=', `reset-password:${token}`)
      .executeTakeFirstOrThrow();
    const expires = new Date(row.expiresAt).getTime();
    expect(expires - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    await t.store.db
      .updateTable('verifications')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('identifier', '=', `reset-password:${token}`)
      .execute();
    expect((await resetPassword(token, 'a-new-password')).statusCode).toBe(400);
    expect(await signInStatus(user.email, TEST_PASSWORD)).toBe(200);
  });

  it('limits reset emails per address (from any IP) and per IP', async () => {
    await t.close();
    t = await buildTestApp({ writeLimits: { accountEmails: 3 } });
    // The sign-up's verification email is the first email to the address.
    const user = await createUser(t);
    expect((await requestReset(user.email)).statusCode).toBe(200);
    expect((await requestReset(user.email)).statusCode).toBe(200);
    const third = await requestReset(user.email);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect(await mailsTo(user.email, 'reset-password')).toHaveLength(2);
    const ip = '203.0.113.9';
    expect((await requestReset('a@example.com', ip)).statusCode).toBe(200);
    expect((await requestReset('b@example.com', ip)).statusCode).toBe(200);
    expect((await requestReset('c@example.com', ip)).statusCode).toBe(200);
    expect((await requestReset('d@example.com', ip)).statusCode).toBe(429);
  });
});

describe('email verification', () => {
  beforeEach(async () => {
    t = await buildTestApp();
  });

  async function verifyUrlOf(email: string): Promise<string> {
    const [mail] = (await mailsTo(email, 'verify-email')).slice(-1);
    const url = new URL((JSON.parse(mail?.data ?? '{}') as { url: string }).url);
    expect(url.origin).toBe('http://localhost:3000');
    return url.pathname + url.search;
  }

  const isVerified = async (email: string) =>
    Boolean(
      (
        await t.store.db
          .selectFrom('users')
          .select('emailVerified')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).emailVerified,
    );

  it('writes the link at sign-up; the link marks the email verified and signs the user in, once', async () => {
    const user = await createUser(t);
    expect(await isVerified(user.email)).toBe(false);
    const url = await verifyUrlOf(user.email);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(302);
    const cookie = cookieHeaderFrom(res.headers['set-cookie']);
    expect(cookie).toContain('store.session_token=');
    expect(await isVerified(user.email)).toBe(true);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json<{ user: { email: string } }>().user.email).toBe(user.email);
    // Used again: no new session.
    const again = await t.app.inject({ method: 'GET', url });
    expect(cookieHeaderFrom(again.headers['set-cookie'])).not.toContain('store.session_token=');
  });

  it('refuses the link after its hour', async () => {
    const user = await createUser(t);
    const url = await verifyUrlOf(user.email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 3_600_000 });
    const res = await t.app.inject({ method: 'GET', url });
    vi.useRealTimers();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/error=TOKEN_EXPIRED/);
    expect(cookieHeaderFrom(res.headers['set-cookie'])).not.toContain('store.session_token=');
    expect(await isVerified(user.email)).toBe(false);
  });

  it('resends the link to a signed-in user (Resend)', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: user.sessionHeaders,
      payload: { email: user.email, callbackURL: '/dashboard' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mailsTo(user.email, 'verify-email')).toHaveLength(2);
  });
});

describe('sign-up does not tell whether an email is registered', () => {
  beforeEach(async () => {
    t = await buildTestApp();
  });

  const signUp = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Someone', email, password },
      remoteAddress: nextTestIp(),
    });

  it('answers a new and an existing email alike, and tells the existing account owner', async () => {
    const owner = await createUser(t);
    const fresh = await signUp('new-person@example.com', 'password-1');
    const existing = await signUp(owner.email, 'password-2');
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(fresh.statusCode).toBe(200);
    const shape = (body: { token: unknown; user: Record<string, unknown> }) => ({
      token: body.token,
      keys: Object.keys(body.user).sort(),
      email: typeof body.user.email,
    });
    expect(shape(existing.json())).toEqual(shape(fresh.json()));
    expect(existing.headers['set-cookie']).toBeUndefined();
    expect(fresh.headers['set-cookie']).toBeUndefined();
    expect(await mailsTo(owner.email, 'existing-sign-up')).toHaveLength(1);
    expect(await mailsTo('new-person@example.com', 'verify-email')).toHaveLength(1);
    // The account is untouched: its password still works, the other does not.
    expect(await signInStatus(owner.email, TEST_PASSWORD)).toBe(200);
    expect(await signInStatus(owner.email, 'password-2')).toBe(401);
    const users = await t.store.db.selectFrom('users').select('id').where('email', '=', owner.email).execute();
    expect(users).toHaveLength(1);
  });

  it('counts sign-ups in the per-address email limit with resets, a new and an existing address alike', async () => {
    await t.close();
    t = await buildTestApp({ writeLimits: { accountEmails: 3 } });
    // The account's own sign-up is the first email to its address.
    const owner = await createUser(t);
    expect((await signUp(owner.email, 'password-2')).statusCode).toBe(200);
    expect((await requestReset(owner.email)).statusCode).toBe(200);
    const flood = await signUp(owner.email, 'password-3');
    expect(flood.statusCode).toBe(429);
    expect(flood.headers['retry-after']).toBeDefined();
    expect(await mailsTo(owner.email, 'existing-sign-up')).toHaveLength(1);
    // A new address: two resets asked for it, then its sign-up is the third email.
    await requestReset('newcomer@example.com');
    await requestReset('newcomer@example.com');
    expect((await signUp('newcomer@example.com', 'password-1')).statusCode).toBe(200);
    const again = await signUp('newcomer@example.com', 'password-1');
    expect(again.statusCode).toBe(flood.statusCode);
    expect(await mailsTo('newcomer@example.com', 'existing-sign-up')).toHaveLength(0);
  });
});

describe('REQUIRE_VERIFIED_EMAIL', () => {
  const orderPayload = (email: string, productId: string, name: string) => ({
    productId,
    productname: name,
    email,
    orderQuanty: 1,
    price: 100,
    address: 'Dhaka',
    phone: '01711000000',
    orderId: '',
  });

  it('refuses an order from an unverified email with 403 and writes nothing; a verified one orders', async () => {
    t = await buildTestApp({ env: { REQUIRE_VERIFIED_EMAIL: 'true' } });
    // The order forms learn it from the store's configuration, to ask for the verification first.
    const config = await t.app.inject({ method: 'GET', url: '/api/store/config' });
    expect(config.json()).toMatchObject({ requireVerifiedEmail: true });
    const user = await createUser(t);
    const product = await createProduct(t.store.db, { priceTaka: 100, minQuantity: 1, maxQuantity: 5 });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: user.headers,
      payload: orderPayload(user.email, product.id, product.name),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: { code: 'EMAIL_NOT_VERIFIED', message: englishTexts('recovery').RECOVERY_TEXT.verifiedRequired },
    });
    expect(await mailsTo(user.email, 'order-received')).toHaveLength(0);
    expect(await t.store.db.selectFrom('orders').select('id').execute()).toEqual([]);
    await t.store.db
      .updateTable('users')
      .set({ emailVerified: t.store.dialect === 'sqlite' ? 1 : true })
      .where('id', '=', user.id)
      .execute();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: user.headers,
      payload: orderPayload(user.email, product.id, product.name),
    });
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('is off by default: an unverified email orders as the spec describes', async () => {
    t = await buildTestApp();
    const user = await createUser(t);
    const product = await createProduct(t.store.db, { priceTaka: 100, minQuantity: 1, maxQuantity: 5 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: user.headers,
      payload: orderPayload(user.email, product.id, product.name),
    });
    expect(placed.statusCode).toBe(201);
    expect(await signIn(t, user.email, TEST_PASSWORD)).toContain('store.session_token=');
  });
});
