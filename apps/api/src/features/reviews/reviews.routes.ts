import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@store/shared/constants';
import {
  DeleteResultSchema,
  IdParamsSchema,
  InsertResultSchema,
  ModeratedStoreReviewPageSchema,
  ModeratedStoreReviewSchema,
  ModerationQuerySchema,
  queryIntSchema,
  ReviewInputSchema,
  ReviewListSchema,
  ReviewModerationInputSchema,
} from '@store/shared/schemas';
import { REVIEWS_TAG, answerKnownUrl, sendAnswer } from '../catalog/index.ts';
import { currentUser, guarded, requirePermission, requireUser, userFromBearer } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import { addReview, latestReviews } from './reviews.service.ts';
import {
  deleteStoreReviewFor,
  moderateStoreReview,
  storeReviewsForModeration,
} from './store-review-moderation.service.ts';

// NOTE: guards run onRequest, before validation: a caller who may not moderate learns nothing from a 400.
const asAdmin = guarded(requirePermission('reviews'), 'reviews');

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cachedAnswer = answerKnownUrl(() => app.state.answers);
  // The cached answer is the public one (emails masked); a caller with a token may read more.
  const publicCacheOnly = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (request.headers.authorization === undefined) cachedAnswer(request, reply, done);
    else done();
  };

  app.get(
    '/review',
    {
      onRequest: publicCacheOnly,
      schema: {
        summary:
          'Customer reviews, newest first; `userEmail` is masked (k***@example.com) except for its author and admins',
        tags: ['reviews'],
        querystring: z.object({ limit: queryIntSchema(1, MAX_PAGE_SIZE).optional() }),
        response: { 200: ReviewListSchema, ...errorBodies(400) },
      },
    },
    // From the answer cache (features/catalog/answer-cache.ts); a review write drops it.
    async (request, reply) => {
      const { limit } = request.query;
      const viewer = request.headers.authorization === undefined ? null : await userFromBearer(request);
      if (viewer) return latestReviews(app.db, limit, viewer);
      const key = `reviews\u0000${limit ?? ''}`;
      app.state.answers.rememberUrl(request.url, key);
      const answer = await app.state.answers.get(key, async () => ({
        body: JSON.stringify(await latestReviews(app.db, limit)),
        tags: [REVIEWS_TAG],
      }));
      return sendAnswer(request, reply, answer);
    },
  );

  app.post(
    '/review',
    guarded(requireUser, 'reviews')(
      "Add a review under the account's own name and email (body name and email are ignored)",
      { body: ReviewInputSchema, response: { 201: InsertResultSchema, ...errorBodies(400, 401) } },
    ),
    async (request, reply) => reply.status(201).send(await addReview(app.db, currentUser(request), request.body)),
  );

  // The admin's moderation of store reviews.
  app.get(
    '/store-reviews',
    asAdmin(
      'Every store review for moderation, newest first, with the whole email; `hidden=true` only hidden ones (admin)',
      {
        querystring: ModerationQuerySchema,
        response: { 200: ModeratedStoreReviewPageSchema, ...errorBodies(400, 401, 403) },
      },
    ),
    async (request) => storeReviewsForModeration(app.db, request.query),
  );

  for (const [path, action, summary] of [
    ['hide', 'hidden', 'Hide a store review from the home page and the API, with a reason; kept and logged (admin)'],
    ['show', 'shown', 'Show a hidden store review again, with a reason; logged (admin)'],
  ] as const) {
    app.post(
      `/store-reviews/:id/${path}`,
      asAdmin(summary, {
        params: IdParamsSchema,
        body: ReviewModerationInputSchema,
        response: { 200: ModeratedStoreReviewSchema, ...errorBodies(400, 401, 403, 404, 409) },
      }),
      async (request) => moderateStoreReview(app.db, currentUser(request), request.params.id, action, request.body),
    );
  }

  app.delete(
    '/store-reviews/:id',
    asAdmin('Delete a store review for good; the log keeps what it said (admin)', {
      params: IdParamsSchema,
      response: { 200: DeleteResultSchema, ...errorBodies(401, 403, 404) },
    }),
    async (request) => deleteStoreReviewFor(app.db, currentUser(request), request.params.id),
  );
};
