// GET /api/shipping-zones (anyone: rates are public) and the admin's writes. The guard runs onRequest,
// before validation: a caller who may not write learns nothing from a 400.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeleteResultSchema, IdParamsSchema } from '@store/shared/schemas';
import {
  ShippingZoneInputSchema,
  ShippingZoneListSchema,
  ShippingZoneOrderSchema,
  ShippingZoneSchema,
} from '@store/shared/schemas/shipping-zones';
import { currentUser, guarded, requirePermission } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import {
  createShippingZone,
  deleteShippingZone,
  getShippingZones,
  reorderShippingZones,
  updateShippingZone,
} from './shipping-zones.service.ts';

const asAdmin = guarded(requirePermission('settings'), 'shipping');

export const shippingZonesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shipping-zones',
    {
      schema: {
        summary:
          "The owner's shipping zones in their order, fees in taka; empty until the owner defines one (checkout then uses the configured fee)",
        tags: ['shipping'],
        response: { 200: ShippingZoneListSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(await getShippingZones(app.db)),
  );

  app.post(
    '/shipping-zones',
    asAdmin('Add a shipping zone after the last one (admin); 409 when another zone has one of its places', {
      body: ShippingZoneInputSchema,
      response: { 201: ShippingZoneSchema, ...errorBodies(400, 401, 403, 409) },
    }),
    async (request, reply) =>
      reply.status(201).send(await createShippingZone(app.db, request.body, currentUser(request))),
  );

  // Registered before /shipping-zones/:id so that "order" is never read as an id.
  app.put(
    '/shipping-zones/order',
    asAdmin('Put the shipping zones in a new order: every id once (admin)', {
      body: ShippingZoneOrderSchema,
      response: { 200: ShippingZoneListSchema, ...errorBodies(400, 401, 403) },
    }),
    async (request) => reorderShippingZones(app.db, request.body, currentUser(request)),
  );

  app.put(
    '/shipping-zones/:id',
    asAdmin("Replace a shipping zone's name, rates and places (admin); new quotes only, placed orders keep their fee", {
      params: IdParamsSchema,
      body: ShippingZoneInputSchema,
      response: { 200: ShippingZoneSchema, ...errorBodies(400, 401, 403, 404, 409) },
    }),
    async (request) => updateShippingZone(app.db, request.params.id, request.body, currentUser(request)),
  );

  app.delete(
    '/shipping-zones/:id',
    asAdmin('Delete a shipping zone (admin); its places have no zone until another takes them', {
      params: IdParamsSchema,
      response: { 200: DeleteResultSchema, ...errorBodies(401, 403, 404) },
    }),
    async (request) => deleteShippingZone(app.db, request.params.id, currentUser(request)),
  );
};
