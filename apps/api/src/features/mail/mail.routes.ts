import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { englishTexts } from '@store/shared/i18n/server';
import { OutboxMessageSchema, OutboxPageSchema, OutboxQuerySchema } from '@store/shared/schemas';
import { notFound } from '../../lib/app-error.ts';
import { isId } from '../../lib/ids.ts';
import { guarded, requirePermission } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import { getOutboxMessage, listOutbox } from './mail.service.ts';
import { storePublicUrl } from './public-url.ts';

const asAdmin = guarded(requirePermission('outbox'), 'mail');

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const delivering = Boolean(app.config.SMTP_URL);
  app.get(
    '/admin/outbox',
    asAdmin("The store's outbox, newest first, 20 a page (admin only)", {
      querystring: OutboxQuerySchema,
      response: { 200: OutboxPageSchema, ...errorBodies(401, 403) },
    }),
    async (request) => listOutbox(app.db, request.query.page ?? 1, delivering),
  );

  app.get(
    '/admin/outbox/:id',
    asAdmin('One email of the outbox with its rendered HTML and plain text (admin only)', {
      params: z.object({ id: z.string() }),
      response: { 200: OutboxMessageSchema, ...errorBodies(401, 403, 404) },
    }),
    async (request) => {
      const message = isId(request.params.id)
        ? await getOutboxMessage(app.db, request.params.id, { publicUrl: storePublicUrl(app.config), delivering })
        : undefined;
      if (!message) throw notFound(englishTexts('mail').OUTBOX_TEXT.notFound);
      return message;
    },
  );
};
