// Product reviews: one per account and product, replaced on the next save; the summary and the
// newest-first pages; the verified-buyer flag from paid orders; plain text; hiding and showing
// again, logged; the cards' average and count fresh in the catalog's cached answers after each
// kind of write. Both databases (TEST_DB_KIND).
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { ModeratedReview, MyProductReview, Product, ProductReviewPage } from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { makeBuyer } from '../../../test/buyers.ts';
import { createProduct } from '../../../test/factories.ts';
import { orderIn } from '../../../test/order-desk-helpers.ts';
import { createUser } from '../../../test/users.ts';
import { catalogChanged } from '../catalog/catalog-freshness.ts';

const { PRODUCT_REVIEW_TEXT } = englishTexts('product-page');

let t: TestApp;
let buyer: TestUser;
let other: TestUser;
let admin: TestUser;
beforeEach(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
  buyer = await createUser(t, { name: 'Rahim Uddin' });
  other = await createUser(t, { name: 'Sumi Akter' });
  admin = await createUser(t, { name: 'Admin', role: 'admin' });
});
afterEach(async () => {
  await t.close();
});

const good = { rating: 4, title: 'Stiff and light', text: 'Shifts cleanly after 500 km.' };

const put = (productId: string, payload: unknown, headers = buyer.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/products/${productId}/reviews/mine`, headers, payload: payload as object });
const page = async (productId: string, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductReviewPage>();
};
const mine = async (productId: string, headers = buyer.headers) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews/mine`, headers })
  ).json<MyProductReview>();
const moderate = (
  reviewId: string,
  action: 'hide' | 'show',
  payload: unknown = { reason: 'Abusive words' },
  headers = admin.headers,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/product-reviews/${reviewId}/${action}`,
    headers,
    payload: payload as object,
  });
const cardRating = async (productId: string, query = 'limit=24') =>
  (await t.app.inject({ method: 'GET', url: `/api/products?${query}` }))
    .json<Product[]>()
    .find((p) => p._id === productId)?.rating;
const oneRating = async (productId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json<Product>().rating;
const reviewRows = () => t.store.db.selectFrom('productReviews').selectAll().execute();

/** A product that `people` (default: the buyer) have bought: only buyers review by default. */
async function boughtProduct(people: TestUser[] = [buyer]) {
  const product = await createProduct(t.store.db);
  for (const person of people) await makeBuyer(t.store.db, person, product.id);
  return product;
}

/** The product's answers read twice, so that the next reads come from the catalog's cache. */
async function warm(productId: string) {
  for (let i = 0; i < 2; i++) {
    await cardRating(productId);
    await cardRating(productId, '');
    await oneRating(productId);
  }
}
async function expectCard(productId: string, rating: { average: number; count: number }) {
  expect(await cardRating(productId)).toEqual(rating);
  expect(await cardRating(productId, '')).toEqual(rating);
  expect(await oneRating(productId)).toEqual(rating);
}

describe('writing a review', () => {
  it('stores one review per account and product; saving again replaces it', async () => {
    const product = await boughtProduct();
    const first = await put(product.id, good);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<MyProductReview>().review).toMatchObject({
      ...good,
      userName: 'Rahim Uddin',
      verified: true,
      hidden: false,
      counted: true,
    });
    const again = await put(product.id, { rating: 2, title: 'Wore out', text: 'Teeth wore quickly.' });
    expect(again.statusCode).toBe(200);
    expect(again.json<MyProductReview>().review?._id).toBe(first.json<MyProductReview>().review?._id);
    const shown = await page(product.id);
    expect(shown.items.map((r) => [r.rating, r.title, r.text])).toEqual([[2, 'Wore out', 'Teeth wore quickly.']]);
    expect(shown.summary.count).toBe(1);
    expect(await reviewRows()).toHaveLength(1);
    expect((await mine(product.id)).review?.title).toBe('Wore out');
  });

  it.each([
    ['0', { ...good, rating: 0 }, 'rating', PRODUCT_REVIEW_TEXT.ratingInvalid],
    ['6', { ...good, rating: 6 }, 'rating', PRODUCT_REVIEW_TEXT.ratingInvalid],
    ['4.5', { ...good, rating: 4.5 }, 'rating', PRODUCT_REVIEW_TEXT.ratingInvalid],
    ['"5" (a string)', { ...good, rating: '5' }, 'rating', PRODUCT_REVIEW_TEXT.ratingInvalid],
    ['no rating', { title: good.title, text: good.text }, 'rating', PRODUCT_REVIEW_TEXT.ratingRequired],
    ['an empty title', { ...good, title: '   ' }, 'title', PRODUCT_REVIEW_TEXT.titleRequired],
    ['an empty text', { ...good, text: '' }, 'text', PRODUCT_REVIEW_TEXT.textRequired],
    [
      'a text of 5,000 characters',
      { ...good, text: 'x'.repeat(5000) },
      'text',
      PRODUCT_REVIEW_TEXT.tooLong({ max: 4000 }),
    ],
    [
      'a title of 121 characters',
      { ...good, title: 'x'.repeat(121) },
      'title',
      PRODUCT_REVIEW_TEXT.tooLong({ max: 120 }),
    ],
  ])('refuses %s with 400 naming the field and stores nothing', async (_name, body, field, message) => {
    const product = await createProduct(t.store.db);
    const res = await put(product.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(res.json().error.fieldIds[field]).toMatch(/^@i18n:product-page\.PRODUCT_REVIEW_TEXT\./);
    expect(await reviewRows()).toEqual([]);
  });

  it('keeps markup as plain text', async () => {
    const product = await boughtProduct();
    const text = '<script>alert("x")</script><img src=x onerror=alert(1)> & done';
    await put(product.id, { ...good, title: '<b>bold?</b>', text });
    const [shown] = (await page(product.id)).items;
    expect(shown?.title).toBe('<b>bold?</b>');
    expect(shown?.text).toBe(text);
  });

  it('answers 401 without a token, 403 for an admin and 404 for an unknown product, storing nothing', async () => {
    const product = await createProduct(t.store.db);
    expect((await put(product.id, good, {})).statusCode).toBe(401);
    expect((await put(product.id, good, admin.headers)).statusCode).toBe(403);
    expect((await put('6f1b2c3d-0000-4000-8000-0000000000ff', good)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/products/6f1b2c3d-0000-4000-8000-0000000000ff/reviews' }))
        .statusCode,
    ).toBe(404);
    expect(await reviewRows()).toEqual([]);
  });

  it('deletes the caller’s own review only', async () => {
    const product = await boughtProduct();
    await put(product.id, good);
    const del = (headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}/reviews/mine`, headers });
    expect((await del(other.headers)).statusCode).toBe(404);
    expect(await reviewRows()).toHaveLength(1);
    const res = await del(buyer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await page(product.id)).summary.count).toBe(0);
    expect((await mine(product.id)).review).toBeNull();
  });
});

describe('reading the reviews', () => {
  it('gives the average, count and stars, and the reviews newest first in pages', async () => {
    const people = [buyer, other, ...(await Promise.all([1, 2, 3].map((i) => createUser(t, { name: `Rider ${i}` }))))];
    const product = await boughtProduct(people);
    const ratings = [5, 4, 4, 2, 5];
    for (const [i, person] of people.entries()) {
      await put(product.id, { ...good, rating: ratings[i], title: `Review ${i}` }, person.headers);
      // Written a minute apart: two reviews of one millisecond would order by their random ids.
      await t.store.db
        .updateTable('productReviews')
        .set({ updatedAt: new Date(Date.UTC(2026, 2, 1, 10, i)).toISOString() })
        .where('productId', '=', product.id)
        .where('title', '=', `Review ${i}`)
        .execute();
    }
    const first = await page(product.id, '?page=1&limit=2');
    expect(first.summary).toEqual({
      average: 4,
      count: 5,
      distribution: [
        { stars: 5, count: 2 },
        { stars: 4, count: 2 },
        { stars: 3, count: 0 },
        { stars: 2, count: 1 },
        { stars: 1, count: 0 },
      ],
    });
    expect(first.total).toBe(5);
    expect(first.items.map((r) => r.title)).toEqual(['Review 4', 'Review 3']);
    expect((await page(product.id, '?page=3&limit=2')).items.map((r) => r.title)).toEqual(['Review 0']);
    // The author's email never shows.
    expect(JSON.stringify(first)).not.toContain('@');
  });

  it.each(['?page=0', '?limit=51', '?limit=abc'])('refuses the query %s with 400', async (query) => {
    const product = await createProduct(t.store.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews${query}` })).statusCode).toBe(
      400,
    );
  });
});

describe('verified buyer', () => {
  it('marks the review of an account with a paid order of the product, and only that one', async () => {
    const { productId } = await orderIn(t, { buyer, admin }, 'paid');
    await put(productId, good);
    const notBought = await put(productId, { ...good, title: 'Never bought it' }, other.headers);
    expect(notBought.statusCode).toBe(403);
    expect(notBought.json().error.message).toBe(PRODUCT_REVIEW_TEXT.buyersOnly);
    const shown = await page(productId);
    expect(shown.items.map((r) => [r.userName, r.verified])).toEqual([['Rahim Uddin', true]]);
    expect((await mine(productId)).review?.verified).toBe(true);
  });

  it.each(['delivered', 'shipped'] as const)('counts a %s order as bought', async (status) => {
    const { productId } = await orderIn(t, { buyer, admin }, status);
    await put(productId, good);
    expect((await page(productId)).items[0]?.verified).toBe(true);
  });

  it.each(['unpaid', 'cancelled', 'refunded'] as const)(
    'does not count a %s order: no review (403)',
    async (status) => {
      const { productId } = await orderIn(t, { buyer, admin }, status);
      expect((await put(productId, good)).statusCode).toBe(403);
      expect(await reviewRows()).toEqual([]);
    },
  );

  it('does not count a cash-on-delivery order whose cash was not collected', async () => {
    const { productId, orderId } = await orderIn(t, { buyer, admin }, 'paid');
    await t.store.db
      .updateTable('orders')
      .set({ paymentMethod: 'cod', paidAt: null, status: 'processing' })
      .where('id', '=', orderId)
      .execute();
    expect((await put(productId, good)).statusCode).toBe(403);
    expect(await reviewRows()).toEqual([]);
  });
});

describe('hiding and showing again', () => {
  it('hides a review everywhere, keeps it and logs it; shows it again, logged too', async () => {
    const product = await boughtProduct([buyer, other]);
    const written = (await put(product.id, { ...good, rating: 1 })).json<MyProductReview>();
    await put(product.id, { ...good, rating: 5 }, other.headers);
    const reviewId = written.review?._id ?? '';

    const hidden = await moderate(reviewId, 'hide', { reason: 'Abusive words' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json<ModeratedReview>()).toMatchObject({ _id: reviewId, hiddenReason: 'Abusive words' });
    const shown = await page(product.id);
    expect(shown.items.map((r) => r._id)).not.toContain(reviewId);
    expect(shown.summary).toMatchObject({ average: 5, count: 1 });
    expect(await reviewRows()).toHaveLength(2);
    expect((await mine(product.id)).review?.hidden).toBe(true);
    // The author can neither replace nor delete what the store hid.
    expect((await put(product.id, good)).statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/products/${product.id}/reviews/mine`,
          headers: buyer.headers,
        })
      ).statusCode,
    ).toBe(409);
    expect((await moderate(reviewId, 'hide')).statusCode).toBe(409);

    const list = await t.app.inject({ method: 'GET', url: '/api/product-reviews?hidden=true', headers: admin.headers });
    expect(list.json<{ items: ModeratedReview[] }>().items.map((r) => [r._id, r.userEmail])).toEqual([
      [reviewId, buyer.email],
    ]);

    const again = await moderate(reviewId, 'show', { reason: 'Edited on appeal' });
    expect(again.statusCode).toBe(200);
    expect((await page(product.id)).summary).toMatchObject({ average: 3, count: 2 });
    expect((await moderate(reviewId, 'show', { reason: 'twice' })).statusCode).toBe(409);

    const events = await t.store.db
      .selectFrom('productReviewEvents')
      .select(['reviewId', 'action', 'reason', 'actorEmail'])
      .orderBy('at')
      .orderBy('action', 'desc')
      .execute();
    expect(events).toEqual([
      { reviewId, action: 'hidden', reason: 'Abusive words', actorEmail: admin.email },
      { reviewId, action: 'shown', reason: 'Edited on appeal', actorEmail: admin.email },
    ]);
  });

  it('refuses a buyer (403), no token (401), no reason (400) and an unknown review (404), changing nothing', async () => {
    const product = await boughtProduct();
    const reviewId = (await put(product.id, good)).json<MyProductReview>().review?._id ?? '';
    expect((await moderate(reviewId, 'hide', { reason: 'x' }, other.headers)).statusCode).toBe(403);
    expect((await moderate(reviewId, 'hide', { reason: 'x' }, {})).statusCode).toBe(401);
    const noReason = await moderate(reviewId, 'hide', { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe(PRODUCT_REVIEW_TEXT.reasonRequired);
    expect((await moderate('6f1b2c3d-0000-4000-8000-0000000000ff', 'hide')).statusCode).toBe(404);
    expect((await reviewRows())[0]?.hiddenAt).toBeNull();
    expect(await t.store.db.selectFrom('productReviewEvents').selectAll().execute()).toEqual([]);
  });
});

describe('the cards’ average and count in cached answers', () => {
  it('follow every kind of write: a new review, a replaced one, hiding, showing, deleting and direct SQL', async () => {
    const product = await boughtProduct([buyer, other]);
    await warm(product.id);
    await expectCard(product.id, { average: 0, count: 0 });

    await put(product.id, { ...good, rating: 5 });
    await expectCard(product.id, { average: 5, count: 1 });

    await warm(product.id);
    const otherReview = (await put(product.id, { ...good, rating: 2 }, other.headers)).json<MyProductReview>();
    await expectCard(product.id, { average: 3.5, count: 2 });

    await warm(product.id);
    await put(product.id, { ...good, rating: 4 });
    await expectCard(product.id, { average: 3, count: 2 });

    await warm(product.id);
    await moderate(otherReview.review?._id ?? '', 'hide');
    await expectCard(product.id, { average: 4, count: 1 });

    await warm(product.id);
    await moderate(otherReview.review?._id ?? '', 'show', { reason: 'Appeal' });
    await expectCard(product.id, { average: 3, count: 2 });

    await warm(product.id);
    await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}/reviews/mine`, headers: buyer.headers });
    await expectCard(product.id, { average: 2, count: 1 });

    await warm(product.id);
    await sql`update product_reviews set rating = 1 where product_id = ${product.id}`.execute(t.store.db);
    await catalogChanged(t.store.db, { products: [product.id] });
    await expectCard(product.id, { average: 1, count: 1 });
  });
});
