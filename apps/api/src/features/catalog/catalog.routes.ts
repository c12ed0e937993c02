import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  IdParamsSchema,
  ProductListQuerySchema,
  ProductDetailSchema,
  ProductListSchema,
  ProductPageWithFacetsSchema,
} from '@store/shared/schemas';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { userFromBearer } from '../../plugins/auth-guard.ts';
import { pricingGroupOf } from '../pricing/index.ts';
import { answerKnownUrl, sendAnswer } from './cached-answer.ts';
import { cachedProduct, cachedProductList } from './catalog.service.ts';

/** The caller's price group: null for a visitor, a bad token and a retail buyer (decision 235). */
async function groupOf(request: FastifyRequest) {
  if (request.headers.authorization === undefined) return null;
  const user = await userFromBearer(request);
  return pricingGroupOf(request.server.db, user?.id);
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const byUrl = answerKnownUrl(() => app.state.answers);
  // NOTE: the URL hook holds retail answers, so a signed-in caller (who may be in a group) goes to the handler.
  const onRequest = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (request.headers.authorization === undefined) byUrl(request, reply, done);
    else done();
  };
  app.get(
    '/products',
    {
      onRequest,
      schema: {
        summary:
          'Products, newest first (a search: best match first); paged when `limit` is given (total in ' +
          'X-Total-Count); filtered by category, price and stock; `facets=category` answers ' +
          '`{ items, total, facets }` instead of the array',
        tags: ['catalog'],
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema.or(ProductPageWithFacetsSchema), 400: ErrorBodySchema },
      },
    },
    async (request, reply) =>
      sendAnswer(
        request,
        reply,
        await cachedProductList(app.state.catalog, app.state.answers, request.query, request.url, {
          db: app.db,
          group: await groupOf(request),
          sales: app.state.sales,
        }),
      ),
  );

  app.get(
    '/products/:id',
    {
      onRequest,
      schema: {
        summary: 'One product, with its SKU, gallery and specification',
        tags: ['catalog'],
        params: IdParamsSchema,
        response: { 200: ProductDetailSchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) =>
      sendAnswer(
        request,
        reply,
        await cachedProduct(
          app.db,
          app.state.answers,
          request.params.id,
          request.url,
          await groupOf(request),
          app.state.sales,
        ),
      ),
  );
};
