// PUT /api/account/language: who may set an account's language (its owner, with a bearer token),
// what it takes (en or bn), and its rate limit. On SQLite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messageRef } from '@store/shared/i18n/catalogue';
import { englishTexts } from '@store/shared/i18n/server';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/users.ts';

let t: TestApp;
let user: TestUser;
let other: TestUser;

async function setUp(writeLimits: { profileSaves?: number } = {}) {
  t = await buildTestApp({ writeLimits });
  [user, other] = await Promise.all([createUser(t), createUser(t)]);
}
afterEach(async () => {
  await t.close();
});

const setLanguage = (body: unknown, headers: Record<string, string> = user.headers) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/account/language',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const languageOf = async (u: TestUser) =>
  (await t.store.db.selectFrom('users').select('language').where('id', '=', u.id).executeTakeFirstOrThrow()).language;

describe('PUT /api/account/language', () => {
  beforeEach(async () => {
    await setUp();
  });

  it('a new account is English; its owner sets Bangla and back (204, no body), and no one else’s changes', async () => {
    expect(await languageOf(user)).toBe('en');
    const res = await setLanguage({ language: 'bn' });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await languageOf(user)).toBe('bn');
    expect(await languageOf(other)).toBe('en');
    expect((await setLanguage({ language: 'en' })).statusCode).toBe(204);
    expect(await languageOf(user)).toBe('en');
  });

  it('refuses a caller without a bearer token (401), a session cookie alone included, and changes nothing', async () => {
    const anonymous = await setLanguage({ language: 'bn' }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
    expect((await setLanguage({ language: 'bn' }, user.sessionHeaders)).statusCode).toBe(401);
    expect((await setLanguage({ language: 'bn' }, { authorization: 'Bearer not.a.token' })).statusCode).toBe(401);
    expect(await languageOf(user)).toBe('en');
  });

  it.each([
    ['another language', { language: 'fr' }],
    ['a language in capitals', { language: 'BN' }],
    ['no language', {}],
    ['a number', { language: 1 }],
    ['null', { language: null }],
  ])('400 for %s, naming the field with its message, and changes nothing', async (_name, body) => {
    const res = await setLanguage(body);
    expect(res.statusCode).toBe(400);
    const error = res.json<{
      error: { code: string; fields: Record<string, string>; fieldIds: Record<string, string> };
    }>().error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ language: englishTexts('mail').ACCOUNT_LANGUAGE_TEXT.unknownLanguage });
    expect(error.fieldIds).toEqual({ language: messageRef('mail', 'ACCOUNT_LANGUAGE_TEXT', 'unknownLanguage') });
    expect(await languageOf(user)).toBe('en');
  });

  it('400 for a body that is not an object or not JSON', async () => {
    expect((await setLanguage('bn')).statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"language":',
    });
    expect(broken.statusCode).toBe(400);
    expect(await languageOf(user)).toBe('en');
  });
});

describe('PUT /api/account/language rate limit', () => {
  it('counts per account: over the profile-save limit an hour 429 with Retry-After; another account goes on', async () => {
    await setUp({ profileSaves: 2 });
    expect((await setLanguage({ language: 'bn' })).statusCode).toBe(204);
    expect((await setLanguage({ language: 'en' })).statusCode).toBe(204);
    const refused = await setLanguage({ language: 'bn' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await languageOf(user)).toBe('en');
    expect((await setLanguage({ language: 'bn' }, other.headers)).statusCode).toBe(204);
  });
});
