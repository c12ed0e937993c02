import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/users.ts';
import { englishTexts } from '@store/shared/i18n/server';

const { PROFILE_TEXT } = englishTexts('accounts');
const { PHONE_TEXT } = englishTexts('delivery');

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

const url = (email: string) => `/api/myprofil/${encodeURIComponent(email)}`;
const body = {
  education: 'BSc in Mechanical Engineering',
  profil: 'https://example.com/rahim',
  city: 'Chattogram',
  phone: '+880 1711-000000',
};
/** The profile as saved and read back: the phone in its stored form. */
const saved = { ...body, phone: '+8801711000000' };

describe('GET /api/myprofil/{email}', () => {
  it('answers [] before anything was saved', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({ method: 'GET', url: url(user.email), headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("refuses another user's profile (403) and lets an admin read any", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    await t.app.inject({ method: 'PUT', url: url(owner.email), headers: owner.headers, payload: body });
    expect((await t.app.inject({ method: 'GET', url: url(owner.email), headers: other.headers })).statusCode).toBe(403);
    const asAdmin = await t.app.inject({ method: 'GET', url: url(owner.email), headers: admin.headers });
    expect(asAdmin.json()).toEqual([{ name: owner.name, email: owner.email, ...saved }]);
    expect((await t.app.inject({ method: 'GET', url: url(owner.email) })).statusCode).toBe(401);
  });
});

describe('PUT /api/myprofil/{email}', () => {
  it('saves education, profil, city and phone; name and email come from the account', async () => {
    const user = await createUser(t, { name: 'Rahim Uddin' });
    const res = await t.app.inject({
      method: 'PUT',
      url: url(user.email.toUpperCase()),
      headers: user.headers,
      payload: { ...body, name: 'Not My Name', email: 'someone@else.com' },
    });
    expect(res.statusCode).toBe(200);
    const expected = { name: 'Rahim Uddin', email: user.email, ...saved };
    expect(res.json()).toEqual(expected);
    const read = await t.app.inject({ method: 'GET', url: url(user.email), headers: user.headers });
    expect(read.json()).toEqual([expected]);
  });

  it('saves again over the first profile (one row per user)', async () => {
    const user = await createUser(t);
    await t.app.inject({ method: 'PUT', url: url(user.email), headers: user.headers, payload: body });
    await t.app.inject({
      method: 'PUT',
      url: url(user.email),
      headers: user.headers,
      payload: { ...body, city: 'Sylhet' },
    });
    const rows = await t.store.db.selectFrom('profiles').select('city').where('userId', '=', user.id).execute();
    expect(rows).toEqual([{ city: 'Sylhet' }]);
  });

  it('ignores role and admin in the body', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: url(user.email),
      headers: user.headers,
      payload: { ...body, role: 'admin', admin: true },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.store.db.selectFrom('users').select('role').where('id', '=', user.id).executeTakeFirst();
    expect(row?.role).toBe('user');
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: user.headers })).statusCode).toBe(403);
  });

  it("refuses to write another user's profile, even for an admin, and stores nothing", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    for (const caller of [other, admin]) {
      const res = await t.app.inject({ method: 'PUT', url: url(owner.email), headers: caller.headers, payload: body });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'PUT', url: url(owner.email), payload: body })).statusCode).toBe(401);
    expect(await t.store.db.selectFrom('profiles').selectAll().execute()).toEqual([]);
  });

  it.each([
    ['profil', 'javascript:alert(1)', PROFILE_TEXT.linkInvalid],
    ['profil', 'ftp://example.com/me', PROFILE_TEXT.linkInvalid],
    ['profil', `https://example.com/${'a'.repeat(600)}`, PROFILE_TEXT.tooLong({ max: 500 })],
    ['education', 'x'.repeat(201), PROFILE_TEXT.tooLong({ max: 200 })],
    ['city', 'x'.repeat(201), PROFILE_TEXT.tooLong({ max: 200 })],
    ['phone', '1'.repeat(31), PHONE_TEXT.invalid],
    ['phone', '02-9660000', PHONE_TEXT.invalid],
    ['phone', '<script>', PHONE_TEXT.invalid],
  ])('refuses %s = %s with a field message', async (field, value, message) => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: url(user.email),
      headers: user.headers,
      payload: { ...body, [field]: value },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    // Its catalogue reference beside it, for the web app to show it in the page's language.
    expect(res.json().error.fieldIds[field]).toMatch(/^@i18n:(accounts\.PROFILE_TEXT|delivery\.PHONE_TEXT)\./);
    expect(await t.store.db.selectFrom('profiles').selectAll().execute()).toEqual([]);
  });

  it('accepts an empty profile link and missing fields as empty', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: url(user.email),
      headers: user.headers,
      payload: { city: 'Dhaka' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ education: '', profil: '', city: 'Dhaka', phone: '' });
  });
});
