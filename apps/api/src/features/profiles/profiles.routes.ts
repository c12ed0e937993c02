import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmailParamsSchema,
  ErrorBodySchema,
  ProfileInputSchema,
  ProfileListSchema,
  ProfileSchema,
} from '@store/shared/schemas';
import { currentUser, requireUser } from '../../plugins/auth-guard.ts';
import { readProfile, saveProfile } from './profiles.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/myprofil/:email',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The profile of {email} as a list of at most one (one’s own; an admin may read any)',
        tags: ['profiles'],
        security: [{ bearer: [] }],
        params: EmailParamsSchema,
        response: { 200: ProfileListSchema, ...errors },
      },
    },
    async (request) => readProfile(app.db, currentUser(request), request.params.email),
  );

  app.put(
    '/myprofil/:email',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Save one’s own profile: education, profil (http(s) link), city, phone; other fields are ignored',
        tags: ['profiles'],
        security: [{ bearer: [] }],
        params: EmailParamsSchema,
        body: ProfileInputSchema,
        response: { 200: ProfileSchema, ...errors },
      },
    },
    async (request) => saveProfile(app.db, currentUser(request), request.params.email, request.body),
  );
};
