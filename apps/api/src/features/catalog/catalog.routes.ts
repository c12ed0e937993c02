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
import { hasPermission } from '@store/shared/staff-roles';
import type { AuthUser } from '../../lib/auth-user.ts';
import { userFromBearer } from '../../plugins/auth-guard.ts';
import { pricingGroupOf } from '../pricing/index.ts';
import { answerKnownUrl, sendAnswer } from './cached-answer.ts';
import { cachedProduct, cachedProductList, getProduct } from './catalog.service.ts';

/** The caller's price group: null for a visitor, a bad token and a retail buyer (decision 235). */
async function groupOf(request: FastifyRequest, user?: AuthUser | null) {
  if (request.headers.authorization === undefined) return null;
  return pricingGroupOf(request.server.db, (user === undefined ? await userFromBearer(request) : user)?.id);
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
    async (request, reply) => {
      const user = request.headers.authorization === undefined ? null : await userFromBearer(request);
      const group = await groupOf(request, user);
      // Staff who edit the catalogue read any product, published or hidden, fresh and never from the cache.
      if (user && hasPermission(user.role, 'catalog')) {
        const sales = await app.state.sales.running(group);
        return reply.send(await getProduct(app.db, request.params.id, group, sales, 'staff'));
      }
      return sendAnswer(
        request,
        reply,
        await cachedProduct(app.db, app.state.answers, request.params.id, request.url, group, app.state.sales),
      );
    },
  );
};
