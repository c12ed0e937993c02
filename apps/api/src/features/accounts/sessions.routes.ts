import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmailParamsSchema, ErrorBodySchema, SessionsRevokedSchema } from '@store/shared/schemas';
import { requireAdmin } from '../../plugins/auth-guard.ts';
import { revokeSessions } from './accounts.service.ts';

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
    async (request) => ({ revokedCount: await revokeSessions(app.db, request.params.email) }),
  );
};
