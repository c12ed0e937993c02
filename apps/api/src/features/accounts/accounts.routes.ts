import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminFlagSchema,
  AuthConfigSchema,
  EmailParamsSchema,
  ErrorBodySchema,
  ModifiedCountSchema,
  TokenRequestSchema,
  TokenResponseSchema,
  UserListSchema,
} from '@store/shared/schemas';
import { forbidden, unauthenticated } from '../../lib/app-error.ts';
import { currentUser, requireAdmin, requireUser } from '../../plugins/auth-guard.ts';
import { isGoogleEnabled, toFetchHeaders } from './auth.ts';
import { allUsers, makeAdmin, readAdminFlag, removeAdmin } from './accounts.service.ts';
import { normalizeEmail } from './email.ts';
import { englishTexts } from '@store/shared/i18n/server';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/user/:email',
    {
      schema: {
        summary: 'Exchange the better-auth session of {email} for a short-lived bearer token',
        tags: ['accounts'],
        params: EmailParamsSchema,
        body: TokenRequestSchema.nullish(),
        response: { 200: TokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = await app.auth.api.getSession({ headers: toFetchHeaders(request) });
      if (!session) throw unauthenticated();
      const email = normalizeEmail(session.user.email);
      const asked = [request.params.email, request.body?.email].filter((e) => e !== undefined);
      if (asked.some((e) => normalizeEmail(e) !== email))
        throw forbidden(englishTexts('accounts').ACCOUNT_ERROR.tokenOnlyForOwnSession);
      return { token: await app.accessTokens.sign({ userId: session.user.id, email, sessionId: session.session.id }) };
    },
  );

  app.get(
    '/admin/:email',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Whether {email} is an admin (one’s own email; an admin may ask about anyone)',
        tags: ['accounts'],
        security: [{ bearer: [] }],
        params: EmailParamsSchema,
        response: { 200: AdminFlagSchema, ...errors },
      },
    },
    async (request) => ({ admin: await readAdminFlag(app.db, currentUser(request), request.params.email) }),
  );

  app.put(
    '/user/admin/:email',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Make Admin (admin only)',
        tags: ['accounts'],
        security: [{ bearer: [] }],
        params: EmailParamsSchema,
        response: { 200: ModifiedCountSchema, ...errors },
      },
    },
    async (request) => makeAdmin(app.db, request.params.email),
  );

  app.delete(
    '/user/admin/:email',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Remove Admin (admin only; never one’s own role, never the last admin)',
        tags: ['accounts'],
        security: [{ bearer: [] }],
        params: EmailParamsSchema,
        response: { 200: ModifiedCountSchema, ...errors },
      },
    },
    async (request) => removeAdmin(app.store, currentUser(request), request.params.email),
  );

  app.get(
    '/user',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Every user: id, email and role (admin only)',
        tags: ['accounts'],
        security: [{ bearer: [] }],
        response: { 200: UserListSchema, ...errors },
      },
    },
    async () => (await allUsers(app.db)).map((u) => ({ _id: u.id, email: u.email, role: u.role })),
  );

  app.get(
    '/auth-config',
    {
      schema: {
        summary: 'Which sign-in methods this store offers',
        tags: ['accounts'],
        response: { 200: AuthConfigSchema },
      },
    },
    async () => ({ google: isGoogleEnabled(app.config) }),
  );
};
