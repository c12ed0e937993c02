import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  IdParamsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
} from '@store/shared/schemas';
import { browseProducts, getProduct } from './catalog.service.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        summary: 'Products, newest first; paged when `limit` is given (total in X-Total-Count)',
        tags: ['catalog'],
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await browseProducts(app.db, app.state.catalog, request.query);
      if (page.total !== undefined) reply.header('x-total-count', String(page.total));
      // NOTE: the items are built from typed rows by toProductDto; skip re-validating them on the hot path.
      return reply.serializer(JSON.stringify).send(page.items);
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        summary: 'One product',
        tags: ['catalog'],
        params: IdParamsSchema,
        response: { 200: ProductSchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => reply.serializer(JSON.stringify).send(await getProduct(app.db, request.params.id)),
  );
};
