import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  IdParamsSchema,
  ProductListQuerySchema,
  ProductDetailSchema,
  ProductListSchema,
  ProductPageWithFacetsSchema,
} from '@store/shared/schemas';
import { answerKnownUrl, sendAnswer } from './cached-answer.ts';
import { cachedProduct, cachedProductList } from './catalog.service.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = answerKnownUrl(() => app.state.answers);
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
        await cachedProductList(app.state.catalog, app.state.answers, request.query, request.url),
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
      sendAnswer(request, reply, await cachedProduct(app.db, app.state.answers, request.params.id, request.url)),
  );
};
