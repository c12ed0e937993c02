// The courier API: booking from the order desk, the cash couriers owe, their payouts, and Steadfast's webhook.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageRef } from '@store/shared/i18n/catalogue';
import {
  CourierBookingInputSchema,
  CourierBookingsSchema,
  CourierCashSchema,
  CourierPayoutCreatedSchema,
  CourierPayoutInputSchema,
  CourierPayoutListSchema,
  CourierWebhookResultSchema,
  ErrorBodySchema,
  SteadfastWebhookSchema,
} from '@store/shared/schemas';
import { notFound, unauthenticated } from '../../lib/app-error.ts';
import { currentUser, guarded, requirePermission } from '../../plugins/auth-guard.ts';
import type { Permission } from '@store/shared/staff-roles';
import { bookParcels } from './courier-booking.service.ts';
import { getCourierCash, getCourierPayouts, recordPayout } from './courier-cash.service.ts';
import type { CourierProvider } from './courier-provider.ts';
import { isSteadfastTokenValid, receiveSteadfastReport } from './steadfast-webhook.service.ts';

const E = ErrorBodySchema;
const asStaff = (permission: Permission) => guarded(requirePermission(permission), 'courier');

export const courierRoutes: FastifyPluginAsyncZod<{ provider: CourierProvider }> = async (app, { provider }) => {
  app.post(
    '/admin/courier/bookings',
    asStaff('dispatch')('Book parcels with the courier; each booked order is shipped with its tracking code', {
      body: CourierBookingInputSchema,
      response: { 200: CourierBookingsSchema, 400: E, 401: E, 403: E },
    }),
    async (request) => ({ results: await bookParcels(app.db, provider, currentUser(request), request.body.orderIds) }),
  );

  app.get(
    '/admin/courier/cash',
    asStaff('cash')('Cash on delivery collected by couriers and not paid out to the store yet', {
      response: { 200: CourierCashSchema, 401: E, 403: E },
    }),
    async () => getCourierCash(app.db),
  );

  app.post(
    '/admin/courier/payouts',
    asStaff('cash')("Record a courier's payout of the cash of these orders", {
      body: CourierPayoutInputSchema,
      response: { 201: CourierPayoutCreatedSchema, 400: E, 401: E, 403: E, 409: E },
    }),
    async (request, reply) =>
      reply.status(201).send({ payout: await recordPayout(app.db, currentUser(request), request.body) }),
  );

  app.get(
    '/admin/courier/payouts',
    asStaff('cash')("The couriers' payouts, newest first", {
      response: { 200: CourierPayoutListSchema, 401: E, 403: E },
    }),
    async () => getCourierPayouts(app.db),
  );

  const webhookToken = app.config.STEADFAST_WEBHOOK_TOKEN ?? '';
  app.post(
    '/courier/steadfast/webhook',
    {
      // Checked before the body: a caller without the token learns nothing about what it must look like.
      onRequest: async (request) => {
        if (provider.name !== 'steadfast') throw notFound(messageRef('order-desk', 'COURIER_TEXT', 'courierOff'));
        if (!isSteadfastTokenValid(request.headers.authorization, webhookToken)) throw unauthenticated();
      },
      schema: {
        summary: "Steadfast's delivery and tracking reports (Bearer token of its merchant panel)",
        tags: ['courier'],
        body: SteadfastWebhookSchema,
        response: { 200: CourierWebhookResultSchema, 400: E, 401: E, 404: E },
      },
    },
    async (request) => {
      const outcome = await receiveSteadfastReport(app.db, request.body);
      return { status: 'success' as const, message: outcome };
    },
  );
};
