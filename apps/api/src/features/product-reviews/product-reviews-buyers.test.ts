// Who may review a product (PRODUCT_REVIEWS_FROM): only buyers by default; with `everyone`, a
// non-buyer's review is kept apart (`others`) and never moves the average, on the reviews page,
// the card and the one-product answer (cached). Both databases (TEST_DB_KIND).
import { afterEach, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { MyProductReview, Product, ProductReviewPage } from '@store/shared/schemas';
import type { TestUser } from '../../../test/access/types.ts';
import { makeBuyer } from '../../../test/buyers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { createUser } from '../../../test/users.ts';

const { PRODUCT_REVIEW_TEXT } = englishTexts('product-page');

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const spam = { rating: 5, title: 'Have not bought it yet', text: 'Looks great in the pictures!' };
const honest = { rating: 2, title: 'Wore out', text: 'Teeth wore quickly.' };

const put = (productId: string, payload: object, user: TestUser) =>
  t.app.inject({ method: 'PUT', url: `/api/products/${productId}/reviews/mine`, headers: user.headers, payload });
const page = async (productId: string, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews${query}` })).json<ProductReviewPage>();
const mine = async (productId: string, user: TestUser) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews/mine`, headers: user.headers })
  ).json<MyProductReview>();
const ratings = async (productId: string) => {
  const card = (await t.app.inject({ method: 'GET', url: '/api/products?limit=24' }))
    .json<Product[]>()
    .find((p) => p._id === productId)?.rating;
  const one = (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json<Product>().rating;
  return { card, one };
};

describe('by default only buyers review a product', () => {
  it('refuses a non-buyer with 403 and stores nothing; tells each account whether it may review', async () => {
    t = await buildTestApp();
    const buyer = await createUser(t, { name: 'Rahim Uddin' });
    const stranger = await createUser(t, { name: 'Spammer' });
    const product = await createProduct(t.store.db);
    await makeBuyer(t.store.db, buyer, product.id);

    const refused = await put(product.id, spam, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(PRODUCT_REVIEW_TEXT.buyersOnly);
    expect(await t.store.db.selectFrom('productReviews').selectAll().execute()).toEqual([]);
    expect(await mine(product.id, stranger)).toEqual({ review: null, mayReview: false });
    expect(await mine(product.id, buyer)).toEqual({ review: null, mayReview: true });

    expect((await put(product.id, honest, buyer)).statusCode).toBe(200);
    expect((await page(product.id)).summary).toMatchObject({ average: 2, count: 1 });
  });
});

describe('when PRODUCT_REVIEWS_FROM=everyone', () => {
  it('shows a non-buyer’s review apart and leaves it out of the average, the card and the product', async () => {
    t = await buildTestApp({ env: { PRODUCT_REVIEWS_FROM: 'everyone' } });
    const buyer = await createUser(t, { name: 'Rahim Uddin' });
    const stranger = await createUser(t, { name: 'Spammer' });
    const product = await createProduct(t.store.db);
    await makeBuyer(t.store.db, buyer, product.id);
    // Read twice so that the next reads would come from the catalog's answer cache.
    await ratings(product.id);
    await ratings(product.id);

    const written = await put(product.id, spam, stranger);
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json<MyProductReview>().review).toMatchObject({ counted: false, verified: false });
    expect((await mine(product.id, stranger)).mayReview).toBe(true);
    await put(product.id, honest, buyer);

    const buyers = await page(product.id);
    expect(buyers.summary).toMatchObject({ average: 2, count: 1 });
    expect(buyers.items.map((r) => r.title)).toEqual(['Wore out']);
    expect(buyers.total).toBe(1);
    expect(buyers.others).toBe(1);
    const others = await page(product.id, '?others=true');
    expect(others.items.map((r) => [r.title, r.verified])).toEqual([['Have not bought it yet', false]]);
    expect(others.total).toBe(1);
    expect(others.summary).toMatchObject({ average: 2, count: 1 });
    expect(await ratings(product.id)).toEqual({ card: { average: 2, count: 1 }, one: { average: 2, count: 1 } });

    // Once they buy it and save again, the review counts.
    await makeBuyer(t.store.db, stranger, product.id);
    expect((await put(product.id, spam, stranger)).json<MyProductReview>().review?.counted).toBe(true);
    expect(await ratings(product.id)).toEqual({ card: { average: 3.5, count: 2 }, one: { average: 3.5, count: 2 } });
    expect((await page(product.id)).others).toBe(0);
  });

  it('still keeps admins out of reviewing (403)', async () => {
    t = await buildTestApp({ env: { PRODUCT_REVIEWS_FROM: 'everyone' } });
    const admin = await createUser(t, { name: 'Admin', role: 'admin' });
    const product = await createProduct(t.store.db);
    expect((await put(product.id, honest, admin)).statusCode).toBe(403);
    expect(await mine(product.id, admin)).toEqual({ review: null, mayReview: false });
  });
});
