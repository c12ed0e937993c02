// NOTE: the guard runs onRequest, before validation: a caller who may not write learns nothing from a 400.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  IdParamsSchema,
  ProductDetailSchema,
  ProductGalleryInputSchema,
  ProductSpecificationInputSchema,
} from '@store/shared/schemas';
import { guarded, requireAdmin } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import { getProduct } from './catalog.service.ts';
import { setGallery, setSpecification } from './product-page.service.ts';

const asAdmin = guarded(requireAdmin, 'products-admin');

export const productPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const replacePart = <T>(
    path: string,
    summary: string,
    body: z.ZodType<T>,
    save: (db: typeof app.db, id: string, input: T) => Promise<void>,
  ) =>
    app.put(
      `/products/:id/${path}`,
      asAdmin(summary, {
        params: IdParamsSchema,
        body,
        response: { 200: ProductDetailSchema, ...errorBodies(400, 401, 403, 404) },
      }),
      async (request) => {
        await save(app.db, request.params.id, request.body as T);
        return getProduct(app.db, request.params.id);
      },
    );
  replacePart(
    'images',
    'Replace the product’s gallery, in order; the first picture becomes the card picture (admin)',
    ProductGalleryInputSchema,
    setGallery,
  );
  replacePart(
    'specification',
    'Replace the product’s SKU and specification rows, in order (admin)',
    ProductSpecificationInputSchema,
    setSpecification,
  );
};
