import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { englishTexts } from '@store/shared/i18n/server';
import { ErrorBodySchema, OutboxMessageSchema, OutboxPageSchema, OutboxQuerySchema } from '@store/shared/schemas';
import { notFound } from '../../lib/app-error.ts';
import { isId } from '../../lib/ids.ts';
import { requireAdmin } from '../../plugins/auth-guard.ts';
import { getOutboxMessage, listOutbox } from './mail.service.ts';
import { storePublicUrl } from './public-url.ts';

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const delivering = Boolean(app.config.SMTP_URL);
  app.get(
    '/admin/outbox',
    {
      onRequest: requireAdmin,
      schema: {
        summary: "The store's outbox, newest first, 20 a page (admin only)",
        tags: ['mail'],
        security: [{ bearer: [] }],
        querystring: OutboxQuerySchema,
        response: { 200: OutboxPageSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => listOutbox(app.db, request.query.page ?? 1, delivering),
  );

  app.get(
    '/admin/outbox/:id',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'One email of the outbox with its rendered HTML and plain text (admin only)',
        tags: ['mail'],
        security: [{ bearer: [] }],
        params: z.object({ id: z.string() }),
        response: { 200: OutboxMessageSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const message = isId(request.params.id)
        ? await getOutboxMessage(app.db, request.params.id, { publicUrl: storePublicUrl(app.config), delivering })
        : undefined;
      if (!message) throw notFound(englishTexts('mail').OUTBOX_TEXT.notFound);
      return message;
    },
  );
};
