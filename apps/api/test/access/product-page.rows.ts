// Access matrix rows for the product page: the admin's gallery, specification and variants writes, a
// buyer's own product review, and the admin's hiding and showing of reviews. Refused cells must
// leave the product, its pictures, rows and reviews, and the moderation log exactly as they were.
import { makeBuyer } from '../buyers.ts';
import { createProduct } from '../factories.ts';
import type { AccessContext, AccessRow, TestUser } from './types.ts';

async function productPage(ctx: AccessContext) {
  const db = ctx.t.store.db;
  return {
    products: await db.selectFrom('products').selectAll().orderBy('id').execute(),
    variants: await db.selectFrom('productVariants').selectAll().orderBy('id').execute(),
    images: await db.selectFrom('productImages').selectAll().orderBy('productId').orderBy('position').execute(),
    specs: await db.selectFrom('productSpecs').selectAll().orderBy('productId').orderBy('position').execute(),
    reviews: await db.selectFrom('productReviews').selectAll().orderBy('id').execute(),
    events: await db.selectFrom('productReviewEvents').selectAll().orderBy('id').execute(),
  };
}

const review = { rating: 4, title: 'Good ring', text: 'Runs quietly.' };

/** A product that users A and B bought (only buyers review by default). */
async function boughtByAAndB(ctx: AccessContext) {
  const product = await createProduct(ctx.t.store.db);
  await makeBuyer(ctx.t.store.db, ctx.userA, product.id);
  await makeBuyer(ctx.t.store.db, ctx.userB, product.id);
  return product;
}

/** A product with a review by `author` (a buyer), written through the API; its id and the review's. */
async function reviewed(ctx: AccessContext, author: TestUser, hidden = false) {
  const product = await createProduct(ctx.t.store.db);
  await makeBuyer(ctx.t.store.db, author, product.id);
  const res = await ctx.t.app.inject({
    method: 'PUT',
    url: `/api/products/${product.id}/reviews/mine`,
    headers: author.headers,
    payload: review,
  });
  if (res.statusCode !== 200) throw new Error(`writing the review failed: ${res.statusCode} ${res.body}`);
  const reviewId = res.json<{ review: { _id: string } }>().review._id;
  if (hidden) {
    await ctx.t.store.db
      .updateTable('productReviews')
      .set({ hiddenAt: new Date().toISOString(), hiddenReason: 'spam' })
      .where('id', '=', reviewId)
      .execute();
  }
  return { productId: product.id, reviewId };
}

export const rows: AccessRow[] = [
  {
    name: 'PUT /api/products/{id}/images',
    request: async (ctx) => {
      const product = await createProduct(ctx.t.store.db);
      return {
        method: 'PUT',
        url: `/api/products/${product.id}/images`,
        payload: { images: ['/images/products/chainring.svg', '/images/products/hub.svg'] },
      };
    },
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'catalog',
    snapshot: productPage,
  },
  {
    name: 'PUT /api/products/{id}/variants',
    request: async (ctx) => {
      const product = await createProduct(ctx.t.store.db);
      return {
        method: 'PUT',
        url: `/api/products/${product.id}/variants`,
        payload: {
          options: [{ name: 'Size', values: ['32T', '34T'] }],
          variants: [
            { options: ['32T'], price: 900, minQuantity: 1, maxQuantity: 5 },
            { options: ['34T'], price: 950, minQuantity: 1, maxQuantity: 5 },
          ],
        },
      };
    },
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'catalog',
    snapshot: productPage,
  },
  {
    name: 'PUT /api/products/{id}/specification',
    request: async (ctx) => {
      const product = await createProduct(ctx.t.store.db);
      return {
        method: 'PUT',
        url: `/api/products/${product.id}/specification`,
        // A SKU of its own: two successful cells (the owner's, the manager's) would otherwise share it.
        payload: { sku: `CR-${product.id.slice(0, 8).toUpperCase()}`, specs: [{ key: 'Teeth', value: '44' }] },
      };
    },
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'catalog',
    snapshot: productPage,
  },
  {
    name: 'PUT /api/products/{id}/reviews/mine (bought by A and B; admins do not review)',
    request: async (ctx) => {
      const product = await boughtByAAndB(ctx);
      return { method: 'PUT', url: `/api/products/${product.id}/reviews/mine`, payload: review };
    },
    expect: { anonymous: 401, userA: 200, userB: 200, admin: 403 },
    snapshot: productPage,
  },
  {
    name: 'PUT /api/products/{id}/reviews/mine (nobody bought it: buyers only)',
    request: async (ctx) => {
      const product = await createProduct(ctx.t.store.db);
      return { method: 'PUT', url: `/api/products/${product.id}/reviews/mine`, payload: review };
    },
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 403 },
    snapshot: productPage,
  },
  {
    name: 'GET /api/products/{id}/reviews/mine',
    request: async (ctx) => {
      const product = await createProduct(ctx.t.store.db);
      return { method: 'GET', url: `/api/products/${product.id}/reviews/mine` };
    },
    expect: { anonymous: 401, userA: 200, userB: 200, admin: 200 },
  },
  {
    name: 'DELETE /api/products/{id}/reviews/mine (user A reviewed it)',
    request: async (ctx) => {
      const { productId } = await reviewed(ctx, ctx.userA);
      return { method: 'DELETE', url: `/api/products/${productId}/reviews/mine` };
    },
    // Only the author's own review goes: user B and the admin have none there.
    expect: { anonymous: 401, userA: 200, userB: 404, admin: 404 },
    snapshot: productPage,
  },
  {
    name: 'GET /api/products/{id}/reviews (public)',
    request: async (ctx) => {
      const { productId } = await reviewed(ctx, ctx.userA);
      return { method: 'GET', url: `/api/products/${productId}/reviews` };
    },
    expect: { anonymous: 200, userA: 200, userB: 200, admin: 200 },
  },
  {
    name: 'GET /api/product-reviews',
    request: async () => ({ method: 'GET', url: '/api/product-reviews?hidden=true' }),
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'reviews',
  },
  {
    name: 'POST /api/product-reviews/{id}/hide (user A’s review)',
    request: async (ctx) => {
      const { reviewId } = await reviewed(ctx, ctx.userA);
      return { method: 'POST', url: `/api/product-reviews/${reviewId}/hide`, payload: { reason: 'Off topic' } };
    },
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'reviews',
    snapshot: productPage,
  },
  {
    name: 'POST /api/product-reviews/{id}/show (a hidden review of user A)',
    request: async (ctx) => {
      const { reviewId } = await reviewed(ctx, ctx.userA, true);
      return { method: 'POST', url: `/api/product-reviews/${reviewId}/show`, payload: { reason: 'Appeal accepted' } };
    },
    expect: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
    permission: 'reviews',
    snapshot: productPage,
  },
];
