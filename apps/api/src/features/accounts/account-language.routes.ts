// PUT /api/account/language (ours): the language of the account's emails and invoices.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountLanguageInputSchema, ErrorBodySchema } from '@store/shared/schemas';
import { currentUser, requireUser } from '../../plugins/auth-guard.ts';
import { setAccountLanguage } from './accounts.service.ts';

export const accountLanguageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/account/language',
    {
      onRequest: requireUser,
      schema: {
        summary: "Set the language of one's own account (en or bn): its emails and invoices are written in it",
        tags: ['accounts'],
        security: [{ bearer: [] }],
        body: AccountLanguageInputSchema,
        response: { 204: z.null(), 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await setAccountLanguage(app.db, currentUser(request).id, request.body.language);
      return reply.status(204).send(null);
    },
  );
};
