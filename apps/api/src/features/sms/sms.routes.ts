import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SmsOutboxPageSchema, SmsOutboxQuerySchema } from '@store/shared/sms';
import { guarded, requirePermission } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import { listSmsOutbox } from './sms.service.ts';

const asAdmin = guarded(requirePermission('outbox'), 'sms');

export const smsRoutes: FastifyPluginAsyncZod<{ delivering: boolean }> = async (app, options) => {
  app.get(
    '/admin/sms-outbox',
    asAdmin("The store's text messages to buyers, newest first, 20 a page (admin only)", {
      querystring: SmsOutboxQuerySchema,
      response: { 200: SmsOutboxPageSchema, ...errorBodies(401, 403) },
    }),
    async (request) => listSmsOutbox(app.db, request.query.page ?? 1, options.delivering),
  );
};
