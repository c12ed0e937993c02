// POST /admin/users/{email}/sessions/revoke: an admin signs a user out everywhere. Every session of
// theirs ends, and with it every bearer token exchanged for one (the guard checks the session).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmailParamsSchema, ErrorBodySchema, SessionsRevokedSchema } from '@store/shared/schemas';
import { englishTexts } from '@store/shared/i18n/server';
import { notFound } from '../../lib/app-error.ts';
import { requireAdmin } from '../../plugins/auth-guard.ts';
import { deleteSessionsOfUser, findUserByEmail } from './accounts.repository.ts';
import { normalizeEmail } from './email.ts';

export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/users/:email/sessions/revoke',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Sign {email} out everywhere: their sessions and bearer tokens stop working at once (admin only)',
        tags: ['accounts'],
        security: [{ bearer: [] }],
        params: EmailParamsSchema,
        response: { 200: SessionsRevokedSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, normalizeEmail(request.params.email));
      if (!user) throw notFound(englishTexts('accounts').ACCOUNT_ERROR.userNotFound);
      return { revokedCount: await deleteSessionsOfUser(app.db, user.id) };
    },
  );
};
