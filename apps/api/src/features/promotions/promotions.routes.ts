// The owner's promotions (admin only); the buyer's side is the cart's coupon (features/cart) and checkout.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteResultSchema,
  IdParamsSchema,
  PromotionInputSchema,
  PromotionListQuerySchema,
  PromotionListSchema,
  PromotionSchema,
  PromotionStatusInputSchema,
} from '@store/shared/schemas';
import { currentUser, guarded, requirePermission } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import {
  changePromotion,
  createPromotion,
  getPromotion,
  getPromotions,
  removePromotion,
  setPromotionStatus,
} from './promotions-admin.service.ts';

const asAdmin = guarded(requirePermission('promotions'), 'promotions');

export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each write may start, change or end a sale the catalogue shows: every cached answer drops what it kept.
  const written = <T>(result: T): T => {
    app.state.sales.salesWritten();
    return result;
  };
  app.get(
    '/admin/promotions',
    asAdmin('The promotions with their state now, uses and discount given (admin); ?state= filters', {
      querystring: PromotionListQuerySchema,
      response: { 200: PromotionListSchema, ...errorBodies(400, 401, 403) },
    }),
    async (request) => getPromotions(app.db, request.query.state),
  );
  app.get(
    '/admin/promotions/:id',
    asAdmin('One promotion (admin)', {
      params: IdParamsSchema,
      response: { 200: PromotionSchema, ...errorBodies(401, 403, 404) },
    }),
    async (request) => getPromotion(app.db, request.params.id),
  );
  app.post(
    '/admin/promotions',
    asAdmin('Add a promotion (admin); amounts in taka; 409 on `code` when another promotion has it', {
      body: PromotionInputSchema,
      response: { 201: PromotionSchema, ...errorBodies(400, 401, 403, 409) },
    }),
    async (request, reply) =>
      reply.status(201).send(written(await createPromotion(app.db, request.body, currentUser(request)))),
  );
  app.put(
    '/admin/promotions/:id',
    asAdmin('Replace a promotion (admin); orders placed keep the discounts they got', {
      params: IdParamsSchema,
      body: PromotionInputSchema,
      response: { 200: PromotionSchema, ...errorBodies(400, 401, 403, 404, 409) },
    }),
    async (request) => written(await changePromotion(app.db, request.params.id, request.body, currentUser(request))),
  );
  app.patch(
    '/admin/promotions/:id/status',
    asAdmin('Pause or resume a promotion (admin)', {
      params: IdParamsSchema,
      body: PromotionStatusInputSchema,
      response: { 200: PromotionSchema, ...errorBodies(400, 401, 403, 404) },
    }),
    async (request) =>
      written(await setPromotionStatus(app.db, request.params.id, request.body.status, currentUser(request))),
  );
  app.delete(
    '/admin/promotions/:id',
    asAdmin('Delete a promotion no order used (admin); a used one is 409: pause it instead', {
      params: IdParamsSchema,
      response: { 200: DeleteResultSchema, ...errorBodies(401, 403, 404, 409) },
    }),
    async (request) => written(await removePromotion(app.db, request.params.id, currentUser(request))),
  );
};
