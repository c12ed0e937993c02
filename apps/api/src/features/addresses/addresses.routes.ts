// A signed-in buyer's address book; every call reaches the caller's own addresses only, so another
// account's address id answers 404 like a missing one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@store/shared/schemas';
import { AddressInputSchema, SavedAddressListSchema, SavedAddressSchema } from '@store/shared/schemas/addresses';
import { currentUser, guarded, requireUser } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import {
  addAddress,
  changeAddress,
  listSavedAddresses,
  makeDefaultAddress,
  removeAddress,
} from './addresses.service.ts';

const SaveAddressInputSchema = AddressInputSchema.safeExtend({ isDefault: z.boolean().optional() });

const route = guarded(requireUser, 'addresses');

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/addresses',
    route("The caller's saved addresses: the default first, then the newest", {
      response: { 200: SavedAddressListSchema, ...errorBodies(401) },
    }),
    async (request) => listSavedAddresses(app.db, currentUser(request).id),
  );

  app.post(
    '/addresses',
    route('Save an address (phone stored as +8801XXXXXXXXX); the first one, or isDefault, becomes the default', {
      body: SaveAddressInputSchema,
      response: { 201: SavedAddressSchema, ...errorBodies(400, 401, 409) },
    }),
    async (request, reply) => reply.status(201).send(await addAddress(app.db, currentUser(request).id, request.body)),
  );

  app.put(
    '/addresses/:id',
    route('Change one of the caller’s addresses; isDefault true also makes it the default', {
      params: IdParamsSchema,
      body: SaveAddressInputSchema,
      response: { 200: SavedAddressSchema, ...errorBodies(400, 401, 404) },
    }),
    async (request) => changeAddress(app.db, currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/addresses/:id',
    route(
      'Delete one of the caller’s addresses (when it was the default, the most recently updated one left is); answers the book',
      {
        params: IdParamsSchema,
        response: { 200: SavedAddressListSchema, ...errorBodies(400, 401, 404) },
      },
    ),
    async (request) => {
      const userId = currentUser(request).id;
      await removeAddress(app.db, userId, request.params.id);
      return listSavedAddresses(app.db, userId);
    },
  );

  app.post(
    '/addresses/:id/default',
    route('Make one of the caller’s addresses the default (the one before stops being it)', {
      params: IdParamsSchema,
      response: { 200: SavedAddressSchema, ...errorBodies(400, 401, 404) },
    }),
    async (request) => makeDefaultAddress(app.db, currentUser(request).id, request.params.id),
  );
};
