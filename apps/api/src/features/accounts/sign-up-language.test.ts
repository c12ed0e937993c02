// A new account takes the language of the page it signed up on (the language cookie, else the
// address of the signing-up page), so its first email (the verification) is already in it; a
// sign-up body cannot set it. On SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { nextTestIp } from '../../../test/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
async function signUp(headers: Record<string, string>, extra: Record<string, unknown> = {}) {
  counter += 1;
  const email = `lang${counter}-${Date.now().toString(36)}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ name: 'Rahim', email, password: 'a-long-secret-1', ...extra }),
    remoteAddress: nextTestIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const row = await t.store.db
    .selectFrom('users')
    .select('language')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.language;
}

describe('the language of a new account', () => {
  it('is Bangla when the visitor chose Bangla (the cookie), whatever page sent it', async () => {
    expect(await signUp({ cookie: 'a=1; store_lang=bn', referer: 'http://localhost:3000/singup' })).toBe('bn');
  });

  it('is the signing-up page’s language without a cookie', async () => {
    expect(await signUp({ referer: 'http://localhost:3000/bn/singup' })).toBe('bn');
    expect(await signUp({ referer: 'http://localhost:3000/singup' })).toBe('en');
  });

  it('is English without either, with English chosen, or with a malformed referer', async () => {
    expect(await signUp({})).toBe('en');
    expect(await signUp({ cookie: 'store_lang=en', referer: 'http://localhost:3000/bn/singup' })).toBe('en');
    expect(await signUp({ referer: 'not a url' })).toBe('en');
  });

  it('comes with the session, so a new browser can follow it', async () => {
    counter += 1;
    const email = `session-lang${counter}@example.com`;
    const password = 'a-long-secret-1';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'content-type': 'application/json', cookie: 'store_lang=bn' },
      payload: JSON.stringify({ name: 'Karim', email, password }),
      remoteAddress: nextTestIp(),
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password }),
      remoteAddress: nextTestIp(),
    });
    const cookie = [signIn.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user.language).toBe('bn');
  });

  it('cannot be set by the sign-up body', async () => {
    expect(await signUp({}, { language: 'bn' })).toBe('en');
  });
});
