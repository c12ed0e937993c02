// NOTE: guards run onRequest, before validation: a caller who may not write learns nothing from a 400.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteResultSchema,
  IdParamsSchema,
  ModeratedReviewPageSchema,
  ModeratedReviewSchema,
  ModerationQuerySchema,
  MyProductReviewSchema,
  ProductReviewInputSchema,
  ProductReviewPageSchema,
  ProductReviewsQuerySchema,
  ReviewModerationInputSchema,
} from '@store/shared/schemas';
import { currentUser, guarded, requirePermission, requireUser } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import {
  deleteMyReview,
  moderateReview,
  myReview,
  productReviewPage,
  reviewsForModeration,
  saveMyReview,
} from './product-reviews.service.ts';

const asUser = guarded(requireUser, 'product-reviews');
const asAdmin = guarded(requirePermission('reviews'), 'product-reviews');

export const productReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id/reviews',
    {
      schema: {
        summary:
          'The product’s shown reviews by buyers, newest first, with the average, count and stars; `others=true`: the non-buyers’ reviews, not counted',
        tags: ['product-reviews'],
        params: IdParamsSchema,
        querystring: ProductReviewsQuerySchema,
        response: { 200: ProductReviewPageSchema, ...errorBodies(400, 404) },
      },
    },
    async (request) => productReviewPage(app.db, request.params.id, request.query),
  );

  app.get(
    '/products/:id/reviews/mine',
    asUser('The caller’s review of the product (null when none), and whether the store hid it', {
      params: IdParamsSchema,
      response: { 200: MyProductReviewSchema, ...errorBodies(401, 404) },
    }),
    async (request) => myReview(app.db, currentUser(request), request.params.id, app.config.PRODUCT_REVIEWS_FROM),
  );

  app.put(
    '/products/:id/reviews/mine',
    asUser(
      'Write or replace the caller’s review of the product (one per account and product; buyers only unless PRODUCT_REVIEWS_FROM=everyone)',
      {
        params: IdParamsSchema,
        body: ProductReviewInputSchema,
        response: { 200: MyProductReviewSchema, ...errorBodies(400, 401, 403, 404, 409) },
      },
    ),
    async (request) =>
      saveMyReview(app.db, currentUser(request), request.params.id, request.body, app.config.PRODUCT_REVIEWS_FROM),
  );

  app.delete(
    '/products/:id/reviews/mine',
    asUser('Delete the caller’s review of the product (a hidden one stays for the record: 409)', {
      params: IdParamsSchema,
      response: { 200: DeleteResultSchema, ...errorBodies(401, 404, 409) },
    }),
    async (request) => deleteMyReview(app.db, currentUser(request), request.params.id),
  );

  app.get(
    '/product-reviews',
    asAdmin('Every product review for moderation, newest first; `hidden=true` only hidden ones (admin)', {
      querystring: ModerationQuerySchema,
      response: { 200: ModeratedReviewPageSchema, ...errorBodies(400, 401, 403) },
    }),
    async (request) => reviewsForModeration(app.db, request.query),
  );

  for (const [path, action, summary] of [
    ['hide', 'hidden', 'Hide a review everywhere, with a reason; it is kept and the hiding is logged (admin)'],
    ['show', 'shown', 'Show a hidden review again, with a reason; logged (admin)'],
  ] as const) {
    app.post(
      `/product-reviews/:id/${path}`,
      asAdmin(summary, {
        params: IdParamsSchema,
        body: ReviewModerationInputSchema,
        response: { 200: ModeratedReviewSchema, ...errorBodies(400, 401, 403, 404, 409) },
      }),
      async (request) => moderateReview(app.db, currentUser(request), request.params.id, action, request.body),
    );
  }
};
