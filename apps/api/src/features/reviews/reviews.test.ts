import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/users.ts';

const { REVIEW_TEXT } = englishTexts('orders');

let t: TestApp;
let user: TestUser;

beforeEach(async () => {
  t = await buildTestApp();
  user = await createUser(t, { name: 'Karim Rahman' });
});
afterEach(async () => {
  await t.close();
});

const postReview = (payload: unknown, headers: Record<string, string> = user.headers) =>
  t.app.inject({ method: 'POST', url: '/api/review', headers, payload: payload as object });

const reviewRows = () => t.store.db.selectFrom('reviews').selectAll().orderBy('id').execute();

describe('POST /api/review', () => {
  it("stores the review under the account's own name and email, ignoring the body's, and shows it first", async () => {
    const res = await postReview({
      number: 4,
      des: 'Solid rims.',
      userName: 'Mallory',
      userEmail: 'mallory@example.com',
    });
    expect(res.statusCode).toBe(201);
    const { acknowledged, insertedId } = res.json();
    expect(acknowledged).toBe(true);
    const list = (await t.app.inject({ method: 'GET', url: '/api/review' })).json();
    expect(list[0]).toEqual({
      _id: insertedId,
      userName: 'Karim Rahman',
      userEmail: `${user.email.slice(0, 1)}***@example.com`,
      des: 'Solid rims.',
      number: 4,
    });
    const own = await t.app.inject({ method: 'GET', url: '/api/review', headers: user.headers });
    expect(own.json()[0].userEmail).toBe(user.email);
  });

  it('accepts a rating without a message, and a message of exactly 1000 characters', async () => {
    expect((await postReview({ number: 5 })).statusCode).toBe(201);
    expect((await postReview({ number: 1, des: 'x'.repeat(1000) })).statusCode).toBe(201);
    expect((await reviewRows()).map((r) => r.description.length).sort((a, b) => a - b)).toEqual([0, 1000]);
  });

  it('keeps markup as text: a review with a script comes back as the same characters', async () => {
    const des = '<script>alert("x")</script><img src=x onerror=alert(1)> & done';
    await postReview({ number: 3, des });
    const res = await t.app.inject({ method: 'GET', url: '/api/review' });
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()[0].des).toBe(des);
  });

  it.each([
    ['0', { number: 0 }, REVIEW_TEXT.rating({ min: 1, max: 5 })],
    ['6', { number: 6 }, REVIEW_TEXT.rating({ min: 1, max: 5 })],
    ['2.5', { number: 2.5 }, REVIEW_TEXT.rating({ min: 1, max: 5 })],
    ['"5" (a string)', { number: '5' }, REVIEW_TEXT.rating({ min: 1, max: 5 })],
    ['missing', { des: 'Nice' }, REVIEW_TEXT.ratingRequired],
  ])('refuses a rating of %s with 400 and stores nothing', async (_name, body, message) => {
    const res = await postReview(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.number).toBe(message);
    expect(await reviewRows()).toEqual([]);
  });

  it('refuses a message over 1000 characters with 400 and stores nothing', async () => {
    const res = await postReview({ number: 4, des: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.des).toBe(REVIEW_TEXT.messageTooLong({ max: 1000 }));
    expect(await reviewRows()).toEqual([]);
  });

  it('answers 401 without a token and stores nothing', async () => {
    const res = await postReview({ number: 5, des: 'Anonymous praise' }, {});
    expect(res.statusCode).toBe(401);
    expect((await postReview({ number: 'x' }, {})).statusCode).toBe(401);
    expect(await reviewRows()).toEqual([]);
  });
});
