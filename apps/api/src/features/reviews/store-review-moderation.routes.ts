// NOTE: guards run onRequest, before validation: a caller who may not moderate learns nothing from a 400.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteResultSchema,
  ErrorBodySchema,
  IdParamsSchema,
  ModeratedStoreReviewPageSchema,
  ModeratedStoreReviewSchema,
  ModeratedStoreReviewsQuerySchema,
  ReviewModerationInputSchema,
} from '@store/shared/schemas';
import { currentUser, requireAdmin } from '../../plugins/auth-guard.ts';
import {
  deleteStoreReviewFor,
  moderateStoreReview,
  storeReviewsForModeration,
} from './store-review-moderation.service.ts';

const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema };

export const storeReviewModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/store-reviews',
    {
      onRequest: requireAdmin,
      schema: {
        summary:
          'Every store review for moderation, newest first, with the whole email; `hidden=true` only hidden ones (admin)',
        tags: ['reviews'],
        security: [{ bearer: [] }],
        querystring: ModeratedStoreReviewsQuerySchema,
        response: { 200: ModeratedStoreReviewPageSchema, 400: ErrorBodySchema, ...refused },
      },
    },
    async (request) => storeReviewsForModeration(app.db, request.query),
  );

  for (const [path, action, summary] of [
    ['hide', 'hidden', 'Hide a store review from the home page and the API, with a reason; kept and logged (admin)'],
    ['show', 'shown', 'Show a hidden store review again, with a reason; logged (admin)'],
  ] as const) {
    app.post(
      `/store-reviews/:id/${path}`,
      {
        onRequest: requireAdmin,
        schema: {
          summary,
          tags: ['reviews'],
          security: [{ bearer: [] }],
          params: IdParamsSchema,
          body: ReviewModerationInputSchema,
          response: {
            200: ModeratedStoreReviewSchema,
            400: ErrorBodySchema,
            ...refused,
            404: ErrorBodySchema,
            409: ErrorBodySchema,
          },
        },
      },
      async (request) => moderateStoreReview(app.db, currentUser(request), request.params.id, action, request.body),
    );
  }

  app.delete(
    '/store-reviews/:id',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Delete a store review for good; the log keeps what it said (admin)',
        tags: ['reviews'],
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: { 200: DeleteResultSchema, ...refused, 404: ErrorBodySchema },
      },
    },
    async (request) => deleteStoreReviewFor(app.db, currentUser(request), request.params.id),
  );
};
