// The admin's product writes, the product page's gallery and specification included.
// NOTE: the spec's DELETE /products/{id} sent no token; ours requires an admin like the others.
// NOTE: the guard runs onRequest, before validation: a caller who may not write learns nothing from a 400.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  DeleteResultSchema,
  IdParamsSchema,
  InsertResultSchema,
  ProductDetailSchema,
  ProductGalleryInputSchema,
  ProductInputSchema,
  ProductListSchema,
  ProductPatchSchema,
  ProductSchema,
  ProductSpecificationInputSchema,
  ProductVariantsInputSchema,
} from '@store/shared/schemas';
import { currentUser, guarded, requirePermission } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import { API_PATHS } from '@store/shared/api-paths';
import { getProduct, listProductsForStaff } from './catalog.service.ts';
import { setGallery, setSpecification } from './product-page.service.ts';
import { createProduct, deleteProduct, type ProductReferences, updateProduct } from './products-admin.service.ts';
import { setVariants } from './variants.service.ts';
import type { AuditActor } from '../audit/index.ts';

const asAdmin = guarded(requirePermission('catalog'), 'products-admin');

export const productsAdminRoutes: FastifyPluginAsyncZod<ProductReferences> = async (app, references) => {
  app.get(
    API_PATHS.adminProducts,
    asAdmin('Every product, published or hidden, newest first, each with `published` (catalogue staff)', {
      response: { 200: ProductListSchema, ...errorBodies(401, 403) },
    }),
    async () => listProductsForStaff(app.db),
  );

  app.post(
    '/products',
    asAdmin('Add a product (admin); price in taka', {
      body: ProductInputSchema,
      response: { 201: InsertResultSchema, ...errorBodies(400, 401, 403) },
    }),
    async (request, reply) => reply.status(201).send(await createProduct(app.db, request.body, currentUser(request))),
  );

  app.patch(
    '/products/:id',
    asAdmin('Change some of a product’s fields (admin)', {
      params: IdParamsSchema,
      body: ProductPatchSchema,
      response: { 200: ProductSchema, ...errorBodies(400, 401, 403, 404) },
    }),
    async (request) => updateProduct(app.db, request.params.id, request.body, currentUser(request)),
  );

  app.delete(
    '/products/:id',
    asAdmin('Delete a product (admin); orders keep its name and prices', {
      params: IdParamsSchema,
      response: { 200: DeleteResultSchema, ...errorBodies(401, 403, 404) },
    }),
    async (request) => deleteProduct(app.db, request.params.id, references, currentUser(request)),
  );

  const replacePart = <T>(
    path: string,
    summary: string,
    body: z.ZodType<T>,
    save: (db: typeof app.db, id: string, input: T, actor: AuditActor) => Promise<void>,
  ) =>
    app.put(
      `/products/:id/${path}`,
      asAdmin(summary, {
        params: IdParamsSchema,
        body,
        response: { 200: ProductDetailSchema, ...errorBodies(400, 401, 403, 404) },
      }),
      async (request) => {
        await save(app.db, request.params.id, request.body as T, currentUser(request));
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
  replacePart(
    'variants',
    'Replace the product’s options and variants; a variant sent with its _id keeps it, one left out is removed (admin)',
    ProductVariantsInputSchema,
    setVariants,
  );
};
