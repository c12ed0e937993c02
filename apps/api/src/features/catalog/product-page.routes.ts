// NOTE: the guard runs onRequest, before validation: a caller who may not write learns nothing from a 400.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  IdParamsSchema,
  ProductDetailSchema,
  ProductGalleryInputSchema,
  ProductSpecificationInputSchema,
} from '@store/shared/schemas';
import { requireAdmin } from '../../plugins/auth-guard.ts';
import { getProduct } from './catalog.service.ts';
import { setGallery, setSpecification } from './product-page.service.ts';

const answers = {
  200: ProductDetailSchema,
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

export const productPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/products/:id/images',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Replace the product’s gallery, in order; the first picture becomes the card picture (admin)',
        tags: ['products-admin'],
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: ProductGalleryInputSchema,
        response: answers,
      },
    },
    async (request) => {
      await setGallery(app.db, request.params.id, request.body);
      return getProduct(app.db, request.params.id);
    },
  );

  app.put(
    '/products/:id/specification',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Replace the product’s SKU and specification rows, in order (admin)',
        tags: ['products-admin'],
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: ProductSpecificationInputSchema,
        response: answers,
      },
    },
    async (request) => {
      await setSpecification(app.db, request.params.id, request.body);
      return getProduct(app.db, request.params.id);
    },
  );
};
