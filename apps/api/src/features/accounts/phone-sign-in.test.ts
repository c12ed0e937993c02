// Phone accounts (decision 224): a code by SMS signs up or signs in, adds a phone to an email account, and a
// phone account adds an email, uses the spec's calls and is never mailed at its placeholder. On both databases.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import { phoneAccountEmail } from '@store/shared/schemas/phone';
import { buildTestApp, createTestDatabase, testConfig, type TestApp } from '../../../test/build-test-app.ts';
import { buildApp } from '../../app.ts';
import { createProduct } from '../../../test/factories.ts';
import { cookieHeaderFrom, createUser, exchangeToken, nextTestIp, signIn } from '../../../test/users.ts';
import { PHONE_LIMIT_WINDOW_MS, PHONE_LIMITS } from './phone-sign-in.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

let numbers = 0;
/** A Bangladeshi mobile number of its own for each use: +88017XXXXXXXX. */
function nextPhone(): string {
  numbers += 1;
  return `+88017${String(Date.now() % 1_000_000).padStart(6, '0')}${String(numbers % 100).padStart(2, '0')}`;
}

interface CallOptions {
  ip?: string;
  headers?: Record<string, string>;
}

const sendCode = (phoneNumber: string, options: CallOptions = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/phone-number/send-otp',
    payload: { phoneNumber },
    headers: options.headers ?? {},
    remoteAddress: options.ip ?? nextTestIp(),
  });

const verify = (phoneNumber: string, code: string, options: CallOptions & { body?: object } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/phone-number/verify',
    payload: { phoneNumber, code, ...options.body },
    headers: options.headers ?? {},
    remoteAddress: options.ip ?? nextTestIp(),
  });

const codeMessages = (phone: string) =>
  t.store.db
    .selectFrom('smsOutbox')
    .selectAll()
    .where('recipient', '=', phone)
    .where('template', '=', 'sign-in-code')
    .orderBy('createdAt')
    .execute();

/** The code of the last text message to `phone`. */
async function lastCode(phone: string): Promise<string> {
  const body = (await codeMessages(phone)).at(-1)?.body ?? '';
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** A code that is not `code`. */
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function signInByPhone(phone: string, options: CallOptions & { body?: object } = {}) {
  const sent = await sendCode(phone, options);
  if (sent.statusCode !== 200) throw new Error(`send-otp failed: ${sent.statusCode} ${sent.body}`);
  const res = await verify(phone, await lastCode(phone), options);
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
  const { user } = res.json<{ user: { id: string; email: string; name: string; phoneNumber: string } }>();
  return { user, cookie: cookieHeaderFrom(res.headers['set-cookie']), response: res };
}

const userRow = (id: string) =>
  t.store.db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'phoneNumber', 'phoneNumberVerified', 'emailVerified'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /api/auth/phone-number/send-otp', () => {
  it.each(['01711-000000', '+880 1711 000000', '8801711000000', '০১৭১১০০০০০০'])(
    'reads %s as +8801711000000 and texts it a 6-digit code that works for 5 minutes',
    async (typed) => {
      const res = await sendCode(typed);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'code sent' });
      const [sms] = await codeMessages('+8801711000000');
      expect(sms).toMatchObject({ status: 'queued', locale: 'en', orderId: null });
      expect(sms?.body).toMatch(/^Your Bicycle Manufacturer code is \d{6}\. It expires in 5 minutes\.$/);
    },
  );

  it('writes the code in Bangla for a visitor whose store_lang cookie is bn', async () => {
    const phone = nextPhone();
    await sendCode(phone, { headers: { cookie: 'store_lang=bn' } });
    const [sms] = await codeMessages(phone);
    expect(sms?.locale).toBe('bn');
    expect(sms?.body).toContain('৫ মিনিট');
  });

  it.each(['029665544', '+14155550100', 'call me', ''])(
    'refuses %j with 400 and a message on phoneNumber, and texts nothing',
    async (typed) => {
      const res = await sendCode(typed);
      expect(res.statusCode).toBe(400);
      const error = res.json<{ error: { code: string; fields: Record<string, string>; fieldIds: object } }>().error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields.phoneNumber).toBe(englishTexts('phone-sign-in').PHONE_SIGN_IN_ERROR.invalidNumber);
      expect(error.fieldIds).toHaveProperty('phoneNumber');
      expect(await t.store.db.selectFrom('smsOutbox').selectAll().execute()).toEqual([]);
    },
  );

  it('answers a known and an unknown number alike', async () => {
    const known = nextPhone();
    await signInByPhone(known);
    const a = await sendCode(known);
    const b = await sendCode(nextPhone());
    expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
  });

  it('answers 200 when the text message cannot be written, and no code is lost to a 500', async () => {
    await sql`drop table sms_outbox`.execute(t.store.db);
    const res = await sendCode(nextPhone());
    expect(res.statusCode).toBe(200);
  });

  it('without an SMS gateway holds the code in the outbox and shows it in the server log on a laptop', async () => {
    await t.close();
    const database = await createTestDatabase();
    const lines: string[] = [];
    const app = await buildApp(testConfig({ LOG_LEVEL: 'info', LOG_REQUESTS: 'false' }), {
      store: database.store,
      serveWebApp: false,
      logStream: { write: (line: string) => lines.push(line) },
      background: { pollMs: 60_000 },
    });
    await app.ready();
    t = {
      app,
      store: database.store,
      database,
      close: async () => {
        await app.close();
        await database.drop();
      },
    };
    const phone = nextPhone();
    await sendCode(phone);
    await app.background.runDue();
    const [sms] = await codeMessages(phone);
    expect(sms?.status).toBe('held');
    const code = await lastCode(phone);
    const logged = lines.find((l) => l.includes('SMS kept, not sent'));
    expect(logged).toContain(phone);
    expect(logged).toContain(code);
  });

  it('does not offer the plugin’s password and reset calls by phone', async () => {
    for (const url of [
      '/api/auth/sign-in/phone-number',
      '/api/auth/phone-number/request-password-reset',
      '/api/auth/phone-number/reset-password',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { phoneNumber: '+8801711000000', password: 'x', otp: '1', newPassword: 'y' },
      });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('POST /api/auth/phone-number/verify', () => {
  it('signs up an unknown number: a session, the number as the name, the placeholder email', async () => {
    const phone = '+8801711000000';
    await sendCode('01711-000000');
    const res = await verify('01711 000000', await lastCode(phone));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: boolean; user: Record<string, unknown> }>();
    expect(body.status).toBe(true);
    expect(body.user).toMatchObject({
      email: phoneAccountEmail(phone),
      name: '01711-000000',
      phoneNumber: phone,
      phoneNumberVerified: true,
    });
    expect(body).not.toHaveProperty('token');
    const cookie = cookieHeaderFrom(res.headers['set-cookie']);
    expect(cookie).toContain('store.session_token=');

    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json()).toMatchObject({ user: { id: body.user.id, phoneNumber: phone } });

    // The web app then sets the name the buyer typed.
    const named = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie },
      payload: { name: 'Rahim Uddin' },
    });
    expect(named.statusCode).toBe(200);
    expect(await userRow(String(body.user.id))).toMatchObject({ name: 'Rahim Uddin', phoneNumber: phone });
  });

  it('never takes the role, the email or the language from the verify body; the language comes from store_lang', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const res = await verify(phone, await lastCode(phone), {
      headers: { cookie: 'store_lang=bn' },
      body: { role: 'admin', email: 'boss@example.com', language: 'en' },
    });
    const row = await t.store.db
      .selectFrom('users')
      .select(['role', 'email', 'language'])
      .where('phoneNumber', '=', phone)
      .executeTakeFirst();
    expect(res.statusCode).toBe(200);
    expect(row).toEqual({ role: 'user', email: phoneAccountEmail(phone), language: 'bn' });
  });

  it('signs in an existing phone account: the same user', async () => {
    const phone = nextPhone();
    const first = await signInByPhone(phone);
    const again = await signInByPhone(phone);
    expect(again.user.id).toBe(first.user.id);
    expect(await t.store.db.selectFrom('users').select('id').where('phoneNumber', '=', phone).execute()).toHaveLength(
      1,
    );
  });

  it('refuses a code once used', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const code = await lastCode(phone);
    expect((await verify(phone, code)).statusCode).toBe(200);
    const reused = await verify(phone, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'INVALID_OTP' });
  });

  it('refuses a code after its 5 minutes', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const code = await lastCode(phone);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const late = await verify(phone, code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'INVALID_OTP' });
  });

  it('ends a code at its third wrong try: 403 TOO_MANY_ATTEMPTS, then even the right code is refused', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const code = await lastCode(phone);
    const wrong = wrongCodeFor(code);
    expect((await verify(phone, wrong)).statusCode).toBe(400);
    expect((await verify(phone, wrong)).statusCode).toBe(400);
    const third = await verify(phone, wrong);
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect((await verify(phone, code)).statusCode).toBe(400);
    // A new code works.
    await sendCode(phone);
    expect((await verify(phone, await lastCode(phone))).statusCode).toBe(200);
  });

  it('keeps a wrong try from reviving an older code: only the latest code works', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const older = await lastCode(phone);
    await sendCode(phone);
    const newer = await lastCode(phone);
    if (older === newer) return;
    expect((await verify(phone, older)).statusCode).toBe(400);
    expect((await verify(phone, newer)).statusCode).toBe(200);
  });

  it('answers a wrong code for a known and an unknown number alike', async () => {
    const known = nextPhone();
    await signInByPhone(known);
    const unknown = nextPhone();
    await sendCode(known);
    await sendCode(unknown);
    const a = await verify(known, wrongCodeFor(await lastCode(known)));
    const b = await verify(unknown, wrongCodeFor(await lastCode(unknown)));
    expect(a.statusCode).toBe(400);
    expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    // And a number that was never sent a code.
    const c = await verify(nextPhone(), '123456');
    expect([c.statusCode, c.body]).toEqual([a.statusCode, a.body]);
  });

  it('refuses a number that is not a Bangladeshi mobile with 400 on phoneNumber', async () => {
    const res = await verify('+14155550100', '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { phoneNumber: expect.any(String) } },
    });
  });
});

describe('limits on codes (429 with Retry-After)', () => {
  const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

  it(`sends at most ${PHONE_LIMITS.send.number} codes to one number in 15 minutes, from any number of IPs`, async () => {
    const phone = nextPhone();
    for (let i = 0; i < PHONE_LIMITS.send.number; i++) expect((await sendCode(phone)).statusCode).toBe(200);
    const refused = await sendCode(phone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(PHONE_LIMIT_WINDOW_MS / 1000);
    expect(await codeMessages(phone)).toHaveLength(PHONE_LIMITS.send.number);
    // Another number goes on.
    expect((await sendCode(nextPhone())).statusCode).toBe(200);
  });

  it(`sends at most ${PHONE_LIMITS.send.ip} codes for one IP in 15 minutes`, async () => {
    const ip = nextTestIp();
    for (let i = 0; i < PHONE_LIMITS.send.ip; i++) expect((await sendCode(nextPhone(), { ip })).statusCode).toBe(200);
    const refused = await sendCode(nextPhone(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect((await sendCode(nextPhone())).statusCode).toBe(200);
  });

  it('sends again once the window has passed', async () => {
    const phone = nextPhone();
    for (let i = 0; i < PHONE_LIMITS.send.number; i++) await sendCode(phone);
    expect((await sendCode(phone)).statusCode).toBe(429);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + PHONE_LIMIT_WINDOW_MS + 1000);
    expect((await sendCode(phone)).statusCode).toBe(200);
  });

  it(`tries at most ${PHONE_LIMITS.verify.number} codes for one number in 15 minutes, even the right one`, async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const code = await lastCode(phone);
    for (let i = 0; i < PHONE_LIMITS.verify.number; i++)
      expect((await verify(phone, wrongCodeFor(code))).statusCode).toBeLessThan(429);
    const refused = await verify(phone, code);
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
  });

  it(`tries at most ${PHONE_LIMITS.verify.ip} codes for one IP in 15 minutes`, async () => {
    const ip = nextTestIp();
    for (let i = 0; i < PHONE_LIMITS.verify.ip; i++)
      expect((await verify(nextPhone(), '123456', { ip })).statusCode).toBe(400);
    const refused = await verify(nextPhone(), '123456', { ip });
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
  });
});

describe('one account per person: email, phone, or both', () => {
  it('adds a phone to a signed-in email account; that number then signs in to the same account', async () => {
    const user = await createUser(t);
    const phone = nextPhone();
    await sendCode(phone);
    const res = await verify(phone, await lastCode(phone), {
      headers: user.sessionHeaders,
      body: { updatePhoneNumber: true },
    });
    expect(res.statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ email: user.email, phoneNumber: phone });
    const { user: byPhone } = await signInByPhone(phone);
    expect(byPhone.id).toBe(user.id);
    expect(byPhone.email).toBe(user.email);
  });

  it('refuses a number another account has, without saying whose, and changes nothing', async () => {
    const owner = await createUser(t, { name: 'Karim Owner' });
    const phone = nextPhone();
    await sendCode(phone);
    await verify(phone, await lastCode(phone), { headers: owner.sessionHeaders, body: { updatePhoneNumber: true } });
    const other = await createUser(t);
    await sendCode(phone);
    const res = await verify(phone, await lastCode(phone), {
      headers: other.sessionHeaders,
      body: { updatePhoneNumber: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PHONE_NUMBER_EXIST' });
    expect(res.body).not.toContain(owner.email);
    expect(res.body).not.toContain('Karim');
    expect((await userRow(other.id)).phoneNumber).toBeNull();
    expect((await userRow(owner.id)).phoneNumber).toBe(phone);
  });

  it('never changes or removes a number through update-user', async () => {
    const phone = nextPhone();
    const { user, cookie } = await signInByPhone(phone);
    for (const phoneNumber of [nextPhone(), null]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { cookie },
        payload: { phoneNumber },
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await userRow(user.id)).toMatchObject({ phoneNumber: phone });
    expect(Boolean((await userRow(user.id)).phoneNumberVerified)).toBe(true);
  });

  it('refuses updatePhoneNumber without a session', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const res = await verify(phone, await lastCode(phone), { body: { updatePhoneNumber: true } });
    expect(res.statusCode).toBe(401);
    expect(await t.store.db.selectFrom('users').select('id').where('phoneNumber', '=', phone).execute()).toEqual([]);
  });

  it('gives a new phone account a placeholder of its own when an old account keeps that number’s', async () => {
    const phone = nextPhone();
    const first = await signInByPhone(phone);
    // The first account moves to another number; its placeholder email stays.
    const moved = nextPhone();
    await sendCode(moved);
    await verify(moved, await lastCode(moved), {
      headers: { cookie: first.cookie },
      body: { updatePhoneNumber: true },
    });
    const second = await signInByPhone(phone);
    expect(second.user.id).not.toBe(first.user.id);
    expect(second.user.email).toMatch(/@phone\.invalid$/);
    expect(second.user.email).not.toBe(first.user.email);
  });

  describe('a phone account adds an email (POST /api/auth/change-email)', () => {
    const mailsTo = (email: string) =>
      t.store.db.selectFrom('mailMessages').selectAll().where('recipient', '=', email).orderBy('createdAt').execute();

    const changeEmail = (cookie: string, newEmail: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-email',
        headers: { cookie },
        payload: { newEmail, callbackURL: '/myprofil' },
      });

    it('replaces the placeholder only once the link is opened; then a forgotten password can be set', async () => {
      const phone = nextPhone();
      const { user, cookie } = await signInByPhone(phone);
      const email = `phone-buyer-${Date.now()}@example.com`;
      const res = await changeEmail(cookie, email);
      expect(res.statusCode).toBe(200);
      expect((await userRow(user.id)).email).toBe(user.email);

      const [mail] = await mailsTo(email);
      expect(mail?.template).toBe('verify-email');
      const link = new URL((JSON.parse(mail?.data ?? '{}') as { url: string }).url);
      const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { cookie } });
      expect(opened.statusCode).toBeLessThan(400);
      const after = await userRow(user.id);
      expect(after).toMatchObject({ email, phoneNumber: phone });
      expect(Boolean(after.emailVerified)).toBe(true);

      // Forgot password on the new address: the reset creates the account's password.
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email },
        remoteAddress: nextTestIp(),
      });
      expect(asked.statusCode).toBe(200);
      const reset = (await mailsTo(email)).find((m) => m.template === 'reset-password');
      const { token } = JSON.parse(reset?.data ?? '{}') as { token: string };
      const set = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'a-new-good-password' },
      });
      expect(set.statusCode).toBe(200);
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: 'a-new-good-password' },
        remoteAddress: nextTestIp(),
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toMatchObject({ user: { id: user.id } });
    });

    it('counts each link in the account-email limit, per IP and per address (429 with Retry-After)', async () => {
      await t.close();
      t = await buildTestApp({ writeLimits: { accountEmails: 2 } });
      const { cookie } = await signInByPhone(nextPhone());
      const email = `flooded-${Date.now()}@example.com`;
      expect((await changeEmail(cookie, email)).statusCode).toBe(200);
      expect((await changeEmail(cookie, email)).statusCode).toBe(200);
      const refused = await changeEmail(cookie, email);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await mailsTo(email)).toHaveLength(2);
    });

    it('answers an address another account uses alike, sends it nothing, and changes nothing', async () => {
      const other = await createUser(t);
      const { user, cookie } = await signInByPhone(nextPhone());
      const free = await changeEmail(cookie, `free-${Date.now()}@example.com`);
      const mailsBefore = (await mailsTo(other.email)).length;
      const taken = await changeEmail(cookie, other.email);
      expect([taken.statusCode, taken.body]).toEqual([free.statusCode, free.body]);
      expect(await mailsTo(other.email)).toHaveLength(mailsBefore);
      expect((await userRow(user.id)).email).toBe(user.email);
    });
  });
});

describe('a phone account and the spec’s calls', () => {
  it('exchanges its session for a bearer token at PUT /api/user/{placeholder}, and uses its profile and orders', async () => {
    const phone = nextPhone();
    const { user, cookie } = await signInByPhone(phone);
    const email = phoneAccountEmail(phone);
    expect(user.email).toBe(email);
    const token = await exchangeToken(t, email, cookie);
    const headers = { authorization: `Bearer ${token}` };
    const profileUrl = `/api/myprofil/${encodeURIComponent(email)}`;

    expect((await t.app.inject({ method: 'GET', url: profileUrl, headers })).statusCode).toBe(200);
    const saved = await t.app.inject({
      method: 'PUT',
      url: profileUrl,
      headers,
      payload: { address: 'House 3, Road 7, Mirpur, Dhaka', phone: '01711-000000' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const product = await createProduct(t.store.db, { maxQuantity: 10 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: { productId: product.id, orderQuanty: 1, address: 'House 3, Road 7, Mirpur, Dhaka', phone },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/myorders?email=${encodeURIComponent(email)}`,
      headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(JSON.stringify(mine.json())).toContain(placed.json<{ insertedId: string }>().insertedId);

    // No message is ever written to the placeholder: the order's mails are skipped.
    expect(
      await t.store.db.selectFrom('mailMessages').select('id').where('recipient', 'like', '%@phone.invalid').execute(),
    ).toEqual([]);
    // Its SMS about the order goes to the phone instead.
    expect(
      await t.store.db.selectFrom('smsOutbox').select('template').where('recipient', '=', phone).execute(),
    ).toEqual(expect.arrayContaining([{ template: 'order-placed' }]));
  });

  it('orders with REQUIRE_VERIFIED_EMAIL: a number proved by a code is a verified contact', async () => {
    await t.close();
    t = await buildTestApp({ env: { REQUIRE_VERIFIED_EMAIL: 'true' } });
    const phone = nextPhone();
    const { cookie } = await signInByPhone(phone);
    const token = await exchangeToken(t, phoneAccountEmail(phone), cookie);
    const product = await createProduct(t.store.db, { maxQuantity: 10 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${token}` },
      payload: { productId: product.id, orderQuanty: 1, address: 'House 3, Road 7, Mirpur, Dhaka', phone },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    // An email account that proved nothing is still refused.
    const unproved = await createUser(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: unproved.headers,
      payload: { productId: product.id, orderQuanty: 1, address: 'House 3, Road 7, Mirpur, Dhaka', phone },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a token for the placeholder of another phone account', async () => {
    const a = await signInByPhone(nextPhone());
    const b = await signInByPhone(nextPhone());
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${encodeURIComponent(b.user.email)}`,
      headers: { cookie: a.cookie },
      payload: { email: b.user.email },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lists every account’s phone number to an admin (GET /api/user)', async () => {
    const phone = nextPhone();
    const { user } = await signInByPhone(phone);
    const emailOnly = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ _id: string; email: string; role: string; phoneNumber: string | null }[]>();
    expect(rows).toEqual(
      expect.arrayContaining([
        { _id: user.id, email: user.email, role: 'user', phoneNumber: phone },
        { _id: emailOnly.id, email: emailOnly.email, role: 'user', phoneNumber: null },
      ]),
    );
  });

  it('signs in by email and password as before for an email account that has a phone', async () => {
    const user = await createUser(t);
    const phone = nextPhone();
    await sendCode(phone);
    await verify(phone, await lastCode(phone), { headers: user.sessionHeaders, body: { updatePhoneNumber: true } });
    const cookie = await signIn(t, user.email, 'correct-horse-battery');
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json()).toMatchObject({ user: { id: user.id, phoneNumber: phone, phoneNumberVerified: true } });
  });
});
