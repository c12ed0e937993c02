// NOTE: the guard runs onRequest, before validation: a caller who may not write learns nothing from a 400.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoryInputSchema,
  CategoryListSchema,
  CategoryOrderSchema,
  CategorySchema,
  DeleteResultSchema,
  IdParamsSchema,
  InsertResultSchema,
} from '@store/shared/schemas';
import { currentUser, guarded, requirePermission } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import {
  createCategory,
  deleteCategory,
  getCategories,
  renameCategory,
  reorderCategories,
} from './categories.service.ts';

const asAdmin = guarded(requirePermission('catalog'), 'catalog');

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        summary: 'The categories in their order, each with its number of products',
        tags: ['catalog'],
        response: { 200: CategoryListSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(await getCategories(app.db)),
  );

  app.post(
    '/categories',
    asAdmin('Add a category after the last one (admin)', {
      body: CategoryInputSchema,
      response: { 201: InsertResultSchema, ...errorBodies(400, 401, 403, 409, 429) },
    }),
    async (request, reply) => reply.status(201).send(await createCategory(app.db, request.body, currentUser(request))),
  );

  // Registered before /categories/:id so that "order" is never read as an id.
  app.put(
    '/categories/order',
    asAdmin('Put the categories in a new order: every id once (admin)', {
      body: CategoryOrderSchema,
      response: { 200: CategoryListSchema, ...errorBodies(400, 401, 403, 429) },
    }),
    async (request) => reorderCategories(app.db, request.body, currentUser(request)),
  );

  app.patch(
    '/categories/:id',
    asAdmin('Rename a category (admin)', {
      params: IdParamsSchema,
      body: CategoryInputSchema,
      response: { 200: CategorySchema, ...errorBodies(400, 401, 403, 404, 409, 429) },
    }),
    async (request) => renameCategory(app.db, request.params.id, request.body, currentUser(request)),
  );

  app.delete(
    '/categories/:id',
    asAdmin('Delete a category no product belongs to (admin); 409 while one does', {
      params: IdParamsSchema,
      response: { 200: DeleteResultSchema, ...errorBodies(401, 403, 404, 409, 429) },
    }),
    async (request) => deleteCategory(app.db, request.params.id, currentUser(request)),
  );
};
