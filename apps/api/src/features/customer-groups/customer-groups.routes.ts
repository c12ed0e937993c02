// Customer groups (admin), buyers' groups (admin) and applications (buyers apply, the owner answers).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssignmentsSchema,
  CustomerGroupInputSchema,
  CustomerGroupSchema,
  DeleteResultSchema,
  GroupApplicationInputSchema,
  GroupApplicationSchema,
  GroupMemberInputSchema,
  GroupMemberParamsSchema,
  GroupMemberSchema,
  GroupPriceInputSchema,
  GroupPriceParamsSchema,
  IdParamsSchema,
  MyPricingSchema,
} from '@store/shared/schemas';
import { currentUser, guarded, requirePermission, requireUser } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import {
  assignMember,
  changeGroup,
  createGroup,
  getGroups,
  getMembers,
  removeGroup,
  setGroupPrice,
} from './customer-groups.service.ts';
import { applyForGroup, decide, getMyPricing, getPendingApplications } from './group-applications.service.ts';

const asAdmin = guarded(requirePermission('customer-groups'), 'customer-groups');
const asUser = guarded(requireUser, 'customer-groups');

export const customerGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer-groups',
    asAdmin('The customer groups with their percent, fixed prices and member counts (admin)', {
      response: { 200: z.array(CustomerGroupSchema), ...errorBodies(401, 403) },
    }),
    async () => getGroups(app.db),
  );
  app.post(
    '/customer-groups',
    asAdmin('Add a customer group (admin)', {
      body: CustomerGroupInputSchema,
      response: { 201: CustomerGroupSchema, ...errorBodies(400, 401, 403, 409) },
    }),
    async (request, reply) => reply.status(201).send(await createGroup(app.db, request.body, currentUser(request))),
  );
  app.patch(
    '/customer-groups/:id',
    asAdmin('Rename a customer group or change its percent (admin)', {
      params: IdParamsSchema,
      body: CustomerGroupInputSchema,
      response: { 200: CustomerGroupSchema, ...errorBodies(400, 401, 403, 404, 409) },
    }),
    async (request) => changeGroup(app.db, request.params.id, request.body, currentUser(request)),
  );
  app.delete(
    '/customer-groups/:id',
    asAdmin('Delete a customer group without members (admin)', {
      params: IdParamsSchema,
      response: { 200: DeleteResultSchema, ...errorBodies(401, 403, 404, 409) },
    }),
    async (request) => removeGroup(app.db, request.params.id, currentUser(request)),
  );
  app.put(
    '/customer-groups/:id/prices/:variantId',
    asAdmin('Set the group’s fixed price of a variant, in taka (admin)', {
      params: GroupPriceParamsSchema,
      body: GroupPriceInputSchema,
      response: { 200: CustomerGroupSchema, ...errorBodies(400, 401, 403, 404) },
    }),
    async (request) =>
      setGroupPrice(app.db, request.params.id, request.params.variantId, request.body.price, {
        beforeVat: request.body.beforeVat,
        actor: currentUser(request),
      }),
  );
  app.delete(
    '/customer-groups/:id/prices/:variantId',
    asAdmin('Remove the group’s fixed price of a variant (admin)', {
      params: GroupPriceParamsSchema,
      response: { 200: CustomerGroupSchema, ...errorBodies(401, 403, 404) },
    }),
    async (request) =>
      setGroupPrice(app.db, request.params.id, request.params.variantId, null, { actor: currentUser(request) }),
  );
  app.get(
    '/customer-groups/members',
    asAdmin('Every buyer in a group (a buyer not listed is retail) (admin)', {
      response: { 200: AssignmentsSchema, ...errorBodies(401, 403) },
    }),
    async () => getMembers(app.db),
  );
  app.put(
    '/customer-groups/members/:userId',
    asAdmin('Put a buyer in a group, or back to retail with null (admin)', {
      params: GroupMemberParamsSchema,
      body: GroupMemberInputSchema,
      response: { 200: GroupMemberSchema, ...errorBodies(400, 401, 403, 404) },
    }),
    async (request) => assignMember(app.db, request.params.userId, request.body.groupId, currentUser(request)),
  );
  app.get(
    '/customer-groups/applications',
    asAdmin('Applications waiting for an answer, oldest first (admin)', {
      response: { 200: z.array(GroupApplicationSchema), ...errorBodies(401, 403) },
    }),
    async () => getPendingApplications(app.db),
  );
  for (const [action, status] of [
    ['approve', 'approved'],
    ['refuse', 'refused'],
  ] as const) {
    app.post(
      `/customer-groups/applications/:id/${action}`,
      asAdmin(`${action === 'approve' ? 'Approve' : 'Refuse'} an application (admin)`, {
        params: IdParamsSchema,
        response: { 200: GroupApplicationSchema, ...errorBodies(401, 403, 404, 409) },
      }),
      async (request) => decide(app.db, request.params.id, status, currentUser(request)),
    );
  }
  app.get(
    '/pricing/me',
    asUser('The signed-in buyer’s price group, latest application and the groups to apply to', {
      response: { 200: MyPricingSchema, ...errorBodies(401) },
    }),
    async (request) => getMyPricing(app.db, currentUser(request).id),
  );
  app.post(
    '/pricing/applications',
    asUser('Apply to a customer group with a note', {
      body: GroupApplicationInputSchema,
      response: { 201: GroupApplicationSchema, ...errorBodies(400, 401, 409) },
    }),
    async (request, reply) =>
      reply.status(201).send(await applyForGroup(app.db, currentUser(request).id, request.body)),
  );
};
