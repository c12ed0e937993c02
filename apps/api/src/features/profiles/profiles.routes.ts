import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmailParamsSchema, ProfileInputSchema, ProfileListSchema, ProfileSchema } from '@store/shared/schemas';
import { currentUser, guarded, requireUser } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import { readProfile, saveProfile } from './profiles.service.ts';

const errors = errorBodies(400, 401, 403);
const asUser = guarded(requireUser, 'profiles');

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/myprofil/:email',
    asUser('The profile of {email} as a list of at most one (one’s own; an admin may read any)', {
      params: EmailParamsSchema,
      response: { 200: ProfileListSchema, ...errors },
    }),
    async (request) => readProfile(app.db, currentUser(request), request.params.email),
  );

  app.put(
    '/myprofil/:email',
    asUser('Save one’s own profile: education, profil (http(s) link), city, phone; other fields are ignored', {
      params: EmailParamsSchema,
      body: ProfileInputSchema,
      response: { 200: ProfileSchema, ...errors },
    }),
    async (request) => saveProfile(app.db, currentUser(request), request.params.email, request.body),
  );
};
