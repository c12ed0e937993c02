// Cash on delivery the shop can trust: the buyer's eligibility answer, and the owner's history, queue
// and rules (admin). Confirm and cancel from the queue go through POST /orders/{id}/transitions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CodEligibilitySchema,
  CodHistoryListSchema,
  CodHistoryQuerySchema,
  CodQueueSchema,
  CodRulesInputSchema,
  CodRulesSchema,
  IdParamsSchema,
  OrderSchema,
} from '@store/shared/schemas';
import { currentUser, guarded, requirePermission, requireUser } from '../../plugins/auth-guard.ts';
import type { Permission } from '@store/shared/staff-roles';
import { errorBodies } from '../../plugins/error-handler.ts';
import { loadOrder } from '../orders/index.ts';
import { refundCodAdvance } from './cod-advance.service.ts';
import { codEligibilityOf, getCodHistory, getCodQueue, getCodRules, saveCodRules } from './cod-trust.service.ts';

const asUser = guarded(requireUser, 'cod-trust');
const asStaff = (permission: Permission) => guarded(requirePermission(permission), 'cod-trust');

export const codTrustRoutes: FastifyPluginAsyncZod = async (app) => {
  const { providers } = app.state.payments;
  const cod = () => ({
    enabled: providers.isEnabled('cod'),
    fee: app.config.COD_FEE,
    maxTotal: app.config.COD_MAX_TOTAL,
  });

  app.get(
    '/orders/:id/cod',
    asUser('Whether the caller’s order may be paid in cash on delivery, and if not, which rule refuses it', {
      params: IdParamsSchema,
      response: { 200: CodEligibilitySchema, ...errorBodies(400, 401, 403, 404) },
    }),
    async (request) =>
      codEligibilityOf(app.db, cod(), await loadOrder(app.db, request.params.id, currentUser(request), true)),
  );

  app.get(
    '/admin/cod-history',
    asStaff('orders')('Delivered, returned and refused cash-on-delivery orders of each phone number asked (staff)', {
      querystring: CodHistoryQuerySchema,
      response: { 200: CodHistoryListSchema, ...errorBodies(400, 401, 403) },
    }),
    async (request) => getCodHistory(app.db, request.query.phones),
  );

  app.get(
    '/admin/cod-queue',
    asStaff('amounts')(
      'Cash-on-delivery orders waiting for the store’s call, oldest first, with their totals and the advances to give back (staff with amounts)',
      {
        response: { 200: CodQueueSchema, ...errorBodies(401, 403) },
      },
    ),
    async () => getCodQueue(app.db),
  );

  app.get(
    '/admin/cod-rules',
    asStaff('settings')('The owner’s cash-on-delivery rules; null is off (staff with settings)', {
      response: { 200: CodRulesSchema, ...errorBodies(401, 403) },
    }),
    async () => getCodRules(app.db),
  );

  app.put(
    '/admin/cod-rules',
    asStaff('settings')('Saves every cash-on-delivery rule at once; null turns a rule off (staff with settings)', {
      body: CodRulesInputSchema,
      response: { 200: CodRulesSchema, ...errorBodies(400, 401, 403) },
    }),
    async (request) => saveCodRules(app.db, currentUser(request), request.body),
  );

  app.post(
    '/orders/:id/cod-advance/refund',
    asStaff('refunds')(
      'Refunds a cancelled or returned COD order’s delivery fee paid in advance, through its provider (staff with refunds)',
      {
        params: IdParamsSchema,
        response: { 200: OrderSchema, ...errorBodies(400, 401, 403, 404, 409, 502) },
      },
    ),
    async (request) => refundCodAdvance(app.db, (m) => providers.forMethod(m), currentUser(request), request.params.id),
  );
};
