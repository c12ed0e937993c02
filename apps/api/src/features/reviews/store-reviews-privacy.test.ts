// A reviewer's email is theirs: GET /api/review masks it (k***@example.com) for everyone but the
// author and the admins, in the cached public answer and for other signed-in accounts. Both databases.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Review } from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/users.ts';
import { maskEmail } from './reviews.service.ts';

let t: TestApp;
let karim: TestUser;
let sumi: TestUser;
let admin: TestUser;
beforeEach(async () => {
  t = await buildTestApp();
  karim = await createUser(t, { name: 'Karim Rahman' });
  sumi = await createUser(t, { name: 'Sumi Akter' });
  admin = await createUser(t, { name: 'Admin', role: 'admin' });
  for (const [user, des] of [
    [karim, 'Fast delivery'],
    [sumi, 'Good packing'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/review',
      headers: user.headers,
      payload: { number: 5, des },
    });
    expect(res.statusCode).toBe(201);
  }
});
afterEach(async () => {
  await t.close();
});

const emails = async (headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/review', headers });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(res.json<Review[]>().map((r) => [r.userName, r.userEmail]));
};

describe('reviewer emails in GET /api/review', () => {
  it('masks every email for an anonymous caller, also from the cache, and never shows the whole address', async () => {
    for (let i = 0; i < 3; i++) {
      const shown = await emails();
      expect(shown).toEqual({ 'Karim Rahman': maskEmail(karim.email), 'Sumi Akter': maskEmail(sumi.email) });
      expect(JSON.stringify(shown)).not.toContain(karim.email);
      expect(JSON.stringify(shown)).not.toContain(sumi.email);
    }
    expect(maskEmail('karim@example.com')).toBe('k***@example.com');
  });

  it('shows an author their own email only, and an admin every email', async () => {
    await emails(); // the public answer is now cached: a signed-in caller must not get it
    expect(await emails(karim.headers)).toEqual({ 'Karim Rahman': karim.email, 'Sumi Akter': maskEmail(sumi.email) });
    expect(await emails(sumi.headers)).toEqual({ 'Karim Rahman': maskEmail(karim.email), 'Sumi Akter': sumi.email });
    expect(await emails(admin.headers)).toEqual({ 'Karim Rahman': karim.email, 'Sumi Akter': sumi.email });
  });

  it('treats a bad token as anonymous: masked', async () => {
    expect(await emails({ authorization: 'Bearer a.b.c' })).toEqual({
      'Karim Rahman': maskEmail(karim.email),
      'Sumi Akter': maskEmail(sumi.email),
    });
  });
});
