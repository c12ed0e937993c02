// NOTE: the guard runs onRequest, before validation: a caller who may not write learns nothing from a 400.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoryInputSchema,
  CategoryListSchema,
  CategoryOrderSchema,
  CategorySchema,
  DeleteResultSchema,
  ErrorBodySchema,
  IdParamsSchema,
  InsertResultSchema,
} from '@store/shared/schemas';
import { requireAdmin } from '../../plugins/auth-guard.ts';
import {
  createCategory,
  deleteCategory,
  getCategories,
  renameCategory,
  reorderCategories,
} from './categories.service.ts';

const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema };

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
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Add a category after the last one (admin)',
        tags: ['catalog'],
        security: [{ bearer: [] }],
        body: CategoryInputSchema,
        response: { 201: InsertResultSchema, 400: ErrorBodySchema, ...refused, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createCategory(app.db, request.body)),
  );

  // Registered before /categories/:id so that "order" is never read as an id.
  app.put(
    '/categories/order',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Put the categories in a new order: every id once (admin)',
        tags: ['catalog'],
        security: [{ bearer: [] }],
        body: CategoryOrderSchema,
        response: { 200: CategoryListSchema, 400: ErrorBodySchema, ...refused },
      },
    },
    async (request) => reorderCategories(app.db, request.body),
  );

  app.patch(
    '/categories/:id',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Rename a category (admin)',
        tags: ['catalog'],
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: CategoryInputSchema,
        response: { 200: CategorySchema, 400: ErrorBodySchema, ...refused, 404: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) => renameCategory(app.db, request.params.id, request.body),
  );

  app.delete(
    '/categories/:id',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Delete a category no product belongs to (admin); 409 while one does',
        tags: ['catalog'],
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: { 200: DeleteResultSchema, ...refused, 404: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) => deleteCategory(app.db, request.params.id),
  );
};
