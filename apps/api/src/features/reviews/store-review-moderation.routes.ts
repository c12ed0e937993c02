// NOTE: guards run onRequest, before validation: a caller who may not moderate learns nothing from a 400.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteResultSchema,
  IdParamsSchema,
  ModeratedStoreReviewPageSchema,
  ModeratedStoreReviewSchema,
  ModerationQuerySchema,
  ReviewModerationInputSchema,
} from '@store/shared/schemas';
import { currentUser, guarded, requireAdmin } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import {
  deleteStoreReviewFor,
  moderateStoreReview,
  storeReviewsForModeration,
} from './store-review-moderation.service.ts';

const asAdmin = guarded(requireAdmin, 'reviews');

export const storeReviewModerationRoutes: FastifyPluginAsyncZod = async (app) => {
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
