// Reviews: GET /review (public, newest first) and POST /review (signed in).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@store/shared/constants';
import {
  ErrorBodySchema,
  InsertResultSchema,
  queryIntSchema,
  ReviewInputSchema,
  ReviewListSchema,
} from '@store/shared/schemas';
import { answerKnownUrl, sendAnswer } from '../../lib/cached-answer.ts';
import { currentUser, requireUser } from '../../plugins/auth-guard.ts';
import { addReview, latestReviews } from './reviews.service.ts';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/review',
    {
      onRequest: answerKnownUrl(() => app.state.answers),
      schema: {
        summary: 'Customer reviews, newest first',
        tags: ['reviews'],
        querystring: z.object({ limit: queryIntSchema(1, MAX_PAGE_SIZE).optional() }),
        response: { 200: ReviewListSchema, 400: ErrorBodySchema },
      },
    },
    // From the answer cache (features/catalog/answer-cache.ts); a review write drops it.
    async (request, reply) => {
      const { limit } = request.query;
      const key = `reviews\u0000${limit ?? ''}`;
      app.state.answers.rememberUrl(request.url, key);
      const answer = await app.state.answers.get(key, async () => ({
        body: JSON.stringify(await latestReviews(app.db, limit)),
        scope: { kind: 'reviews' },
      }));
      return sendAnswer(request, reply, answer);
    },
  );

  app.post(
    '/review',
    {
      onRequest: requireUser,
      schema: {
        summary: "Add a review under the account's own name and email (body name and email are ignored)",
        tags: ['reviews'],
        security: [{ bearer: [] }],
        body: ReviewInputSchema,
        response: { 201: InsertResultSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await addReview(app.db, currentUser(request), request.body)),
  );
};
