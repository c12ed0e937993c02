import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@store/shared/constants';
import {
  ErrorBodySchema,
  InsertResultSchema,
  queryIntSchema,
  ReviewInputSchema,
  ReviewListSchema,
} from '@store/shared/schemas';
import { REVIEWS_TAG, answerKnownUrl, sendAnswer } from '../catalog/index.ts';
import { currentUser, guarded, requireUser, userFromBearer } from '../../plugins/auth-guard.ts';
import { addReview, latestReviews } from './reviews.service.ts';
import { storeReviewModerationRoutes } from './store-review-moderation.routes.ts';

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
        response: { 200: ReviewListSchema, 400: ErrorBodySchema },
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
      { body: ReviewInputSchema, response: { 201: InsertResultSchema, 400: ErrorBodySchema, 401: ErrorBodySchema } },
    ),
    async (request, reply) => reply.status(201).send(await addReview(app.db, currentUser(request), request.body)),
  );

  await app.register(storeReviewModerationRoutes);
};
