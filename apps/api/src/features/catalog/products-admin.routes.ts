// NOTE: the spec's DELETE /products/{id} sent no token; ours requires an admin like the others.
// NOTE: the guard runs onRequest, before validation: a caller who may not write learns nothing from a 400.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteResultSchema,
  ErrorBodySchema,
  IdParamsSchema,
  InsertResultSchema,
  ProductInputSchema,
  ProductPatchSchema,
  ProductSchema,
} from '@store/shared/schemas';
import { requireAdmin } from '../../plugins/auth-guard.ts';
import { createProduct, deleteProduct, type ProductReferences, updateProduct } from './products-admin.service.ts';

const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema };

export const productsAdminRoutes: FastifyPluginAsyncZod<ProductReferences> = async (app, references) => {
  app.post(
    '/products',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Add a product (admin); price in taka',
        tags: ['products-admin'],
        security: [{ bearer: [] }],
        body: ProductInputSchema,
        response: { 201: InsertResultSchema, 400: ErrorBodySchema, ...refused },
      },
    },
    async (request, reply) => reply.status(201).send(await createProduct(app.db, request.body)),
  );

  app.patch(
    '/products/:id',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Change some of a product’s fields (admin)',
        tags: ['products-admin'],
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: ProductPatchSchema,
        response: { 200: ProductSchema, 400: ErrorBodySchema, ...refused, 404: ErrorBodySchema },
      },
    },
    async (request) => updateProduct(app.db, request.params.id, request.body),
  );

  app.delete(
    '/products/:id',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Delete a product (admin); orders keep its name and prices',
        tags: ['products-admin'],
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: { 200: DeleteResultSchema, ...refused, 404: ErrorBodySchema },
      },
    },
    async (request) => deleteProduct(app.db, request.params.id, references),
  );
};
