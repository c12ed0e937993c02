import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@store/shared/constants';
import { ErrorBodySchema, queryIntSchema, ReviewListSchema } from '@store/shared/schemas';
import { latestReviews } from './reviews.service.ts';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/review',
    {
      schema: {
        summary: 'Customer reviews, newest first',
        tags: ['reviews'],
        querystring: z.object({ limit: queryIntSchema(1, MAX_PAGE_SIZE).optional() }),
        response: { 200: ReviewListSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => latestReviews(app.db, request.query.limit),
  );
};
