import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountLanguageInputSchema,
  AdminFlagSchema,
  AuthConfigSchema,
  EmailParamsSchema,
  IdParamsSchema,
  ModifiedCountSchema,
  RoleChangeInputSchema,
  RoleChangeResultSchema,
  SessionsRevokedSchema,
  TokenRequestSchema,
  TokenResponseSchema,
  UserListSchema,
} from '@store/shared/schemas';
import { forbidden, unauthenticated } from '../../lib/app-error.ts';
import { bearerTokenOf, currentUser, guarded, requirePermission, requireUser } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import { isGoogleEnabled, toFetchHeaders } from './auth.ts';
import {
  allUsers,
  type Caller,
  changeRole,
  makeAdmin,
  readAdminFlag,
  removeAdmin,
  revokeSessions,
  setAccountLanguage,
} from './accounts.service.ts';
import { normalizeEmail } from './email.ts';
import { englishTexts } from '@store/shared/i18n/server';

const errors = errorBodies(400, 401, 403, 404, 409);
const asUser = guarded(requireUser, 'accounts');
/** Every role call is the owner's: `roles` (staff-roles.ts). */
const asOwner = guarded(requirePermission('roles'), 'accounts');

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The signed-in caller and the session their token was made from. */
  const callerOf = async (request: FastifyRequest): Promise<Caller> => {
    const token = bearerTokenOf(request);
    const claims = token ? await app.accessTokens.verify(token) : null;
    return { ...currentUser(request), sessionId: claims?.sessionId ?? null };
  };

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
    asUser('Whether {email} is staff, of any role (one’s own email; the owner may ask about anyone)', {
      params: EmailParamsSchema,
      response: { 200: AdminFlagSchema, ...errors },
    }),
    async (request) => ({ admin: await readAdminFlag(app.db, currentUser(request), request.params.email) }),
  );

  app.put(
    '/user/admin/:email',
    asOwner('Make Admin (the owner only): a buyer becomes a manager', {
      params: EmailParamsSchema,
      response: { 200: ModifiedCountSchema, ...errors },
    }),
    async (request) => makeAdmin(app.db, request.params.email, currentUser(request)),
  );

  app.delete(
    '/user/admin/:email',
    asOwner('Remove Admin (the owner only): staff become buyers; never one’s own role, never the last owner', {
      params: EmailParamsSchema,
      response: { 200: ModifiedCountSchema, ...errors },
    }),
    async (request) => removeAdmin(app.store, await callerOf(request), request.params.email),
  );

  app.get(
    '/user',
    asOwner('Every user: id, email, role and mobile number (the owner only)', {
      response: { 200: UserListSchema, ...errors },
    }),
    async () =>
      (await allUsers(app.db)).map((u) => ({ _id: u.id, email: u.email, role: u.role, phoneNumber: u.phoneNumber })),
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

  // Ours: the language of the account's emails and invoices.
  app.put(
    '/account/language',
    asUser("Set the language of one's own account (en or bn): its emails and invoices are written in it", {
      body: AccountLanguageInputSchema,
      response: { 204: z.null(), ...errorBodies(400, 401, 429) },
    }),
    async (request, reply) => {
      await setAccountLanguage(app.db, currentUser(request).id, request.body.language);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/users/:email/sessions/revoke',
    asOwner('Sign {email} out everywhere: their sessions and bearer tokens stop working at once (the owner only)', {
      params: EmailParamsSchema,
      response: { 200: SessionsRevokedSchema, ...errorBodies(401, 403, 404) },
    }),
    async (request) => ({
      revokedCount: await revokeSessions(app.db, request.params.email, currentUser(request)),
    }),
  );

  app.put(
    '/admin/users/:id/role',
    asOwner(
      'Give a person a role (the owner only): 400 for an unknown role, 409 when the last owner would lose it; ' +
        'their other sessions and bearer tokens end',
      {
        params: IdParamsSchema,
        body: RoleChangeInputSchema,
        response: { 200: RoleChangeResultSchema, ...errors },
      },
    ),
    async (request) => changeRole(app.store, await callerOf(request), request.params.id, request.body.role),
  );
};
