// The owner moderates store reviews: hides one with a reason (it leaves GET /api/review and the
// home page, is kept, and the hiding is logged), shows it again, deletes one for good (logged with
// what it said). Cached answers follow at once. Guards: admins only. Both databases.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { ModeratedStoreReview, ModeratedStoreReviewPage, Review } from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/users.ts';

const { PRODUCT_REVIEW_TEXT } = englishTexts('product-page');
const { STORE_REVIEW_TEXT } = englishTexts('orders');

let t: TestApp;
let author: TestUser;
let admin: TestUser;
beforeEach(async () => {
  t = await buildTestApp();
  author = await createUser(t, { name: 'Spam Bot' });
  admin = await createUser(t, { name: 'Owner', role: 'admin' });
});
afterEach(async () => {
  await t.close();
});

async function post(number: number, des: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/review',
    headers: author.headers,
    payload: { number, des },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}
const shown = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/review?limit=6' })).json<Review[]>().map((r) => r.des);
const moderate = (id: string, action: 'hide' | 'show', payload: object = { reason: 'Spam' }, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/store-reviews/${id}/${action}`, headers, payload });
const remove = (id: string, headers = admin.headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/store-reviews/${id}`, headers });
const events = () =>
  t.store.db
    .selectFrom('reviewEvents')
    .select(['reviewId', 'action', 'reason', 'authorEmail', 'rating', 'description', 'actorEmail'])
    .orderBy('at')
    .orderBy('id')
    .execute();

describe('moderating store reviews', () => {
  it('hides a review from the API at once (cached answer too), keeps and logs it; shows it again', async () => {
    await post(5, 'Great parts');
    const spamId = await post(1, 'spam test');
    expect(await shown()).toEqual(['spam test', 'Great parts']);
    expect(await shown()).toEqual(['spam test', 'Great parts']); // now from the cache

    const hidden = await moderate(spamId, 'hide', { reason: 'Spam test, not a customer' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json<ModeratedStoreReview>()).toMatchObject({
      _id: spamId,
      userEmail: author.email,
      hiddenReason: 'Spam test, not a customer',
    });
    expect(await shown()).toEqual(['Great parts']);
    expect(await t.store.db.selectFrom('reviews').select('id').execute()).toHaveLength(2);
    expect((await moderate(spamId, 'hide')).json().error.message).toBe(STORE_REVIEW_TEXT.alreadyHidden);

    const list = await t.app.inject({ method: 'GET', url: '/api/store-reviews?hidden=true', headers: admin.headers });
    expect(list.json<ModeratedStoreReviewPage>().items.map((r) => [r._id, r.userEmail, r.hiddenReason])).toEqual([
      [spamId, author.email, 'Spam test, not a customer'],
    ]);
    const all = await t.app.inject({ method: 'GET', url: '/api/store-reviews', headers: admin.headers });
    expect(all.json<ModeratedStoreReviewPage>().total).toBe(2);

    const again = await moderate(spamId, 'show', { reason: 'Mistake' });
    expect(again.statusCode).toBe(200);
    expect(await shown()).toEqual(['spam test', 'Great parts']);
    expect((await moderate(spamId, 'show')).statusCode).toBe(409);
    expect(await events()).toEqual([
      expect.objectContaining({
        reviewId: spamId,
        action: 'hidden',
        reason: 'Spam test, not a customer',
        actorEmail: admin.email,
      }),
      expect.objectContaining({ reviewId: spamId, action: 'shown', reason: 'Mistake', actorEmail: admin.email }),
    ]);
  });

  it('deletes a review for good, logging what it said; a second delete is 404', async () => {
    const spamId = await post(1, 'spam test');
    await shown();
    await shown();
    const res = await remove(spamId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(await shown()).toEqual([]);
    expect(await t.store.db.selectFrom('reviews').selectAll().execute()).toEqual([]);
    expect(await events()).toEqual([
      {
        reviewId: spamId,
        action: 'deleted',
        reason: null,
        authorEmail: author.email,
        rating: 1,
        description: 'spam test',
        actorEmail: admin.email,
      },
    ]);
    expect((await remove(spamId)).statusCode).toBe(404);
  });

  it('refuses the author (403), no token (401), no reason (400) and an unknown review (404), changing nothing', async () => {
    const id = await post(1, 'spam test');
    expect((await moderate(id, 'hide', { reason: 'x' }, author.headers)).statusCode).toBe(403);
    expect((await moderate(id, 'hide', { reason: 'x' }, {})).statusCode).toBe(401);
    expect((await remove(id, author.headers)).statusCode).toBe(403);
    expect((await remove(id, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/store-reviews', headers: author.headers })).statusCode).toBe(
      403,
    );
    const noReason = await moderate(id, 'hide', { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe(PRODUCT_REVIEW_TEXT.reasonRequired);
    expect((await moderate('6f1b2c3d-0000-4000-8000-0000000000ff', 'hide')).statusCode).toBe(404);
    expect((await remove('not-an-id')).statusCode).toBe(404);
    expect(await shown()).toEqual(['spam test']);
    expect(await events()).toEqual([]);
  });
});
