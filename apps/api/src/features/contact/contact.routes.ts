import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTACT_STATUSES,
  ContactInputSchema,
  ContactReplyInputSchema,
  ContactSentSchema,
  ContactStatusInputSchema,
  ContactThreadListSchema,
  ContactThreadSchema,
  IdParamsSchema,
} from '@store/shared/schemas';
import { currentUser, guarded, requirePermission, requireUser, userFromBearer } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import { createCallLimiter } from '../../plugins/write-rate-limit.ts';
import {
  getContactThread,
  listContactMessages,
  listOwnContactMessages,
  replyToContactMessage,
  setContactStatus,
} from './contact-inbox.service.ts';
import { sendContactMessage } from './contact.service.ts';

const asAdmin = guarded(requirePermission('inbox'), 'contact');
const asUser = guarded(requireUser, 'contact');

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitContact = createCallLimiter(app, 'contactMessages');

  app.post(
    '/contact',
    {
      schema: {
        summary: 'Send a message through the contact form: stored, emailed to the shop with a copy to the sender',
        tags: ['contact'],
        body: ContactInputSchema,
        response: { 201: ContactSentSchema, ...errorBodies(400, 429) },
      },
    },
    async (request, reply) => {
      // Per client address, signed in or not: the form is open to everyone.
      if (limitContact) await limitContact(request, reply, `ip:${request.ip}`);
      const user = await userFromBearer(request);
      const sent = await sendContactMessage(app.db, request.body, {
        userId: user?.id ?? null,
        shopEmail: app.config.CONTACT_EMAIL,
      });
      return reply.status(201).send(sent);
    },
  );

  app.get(
    '/contact-messages/mine',
    asUser('The signed-in sender’s own contact messages with the replies, newest first', {
      response: { 200: ContactThreadListSchema, ...errorBodies(401) },
    }),
    async (request) => listOwnContactMessages(app.db, currentUser(request).id),
  );

  app.get(
    '/admin/contact-messages',
    asAdmin('The inbox of contact messages, newest first, optionally of one state', {
      querystring: z.object({ status: z.enum(CONTACT_STATUSES).optional() }),
      response: { 200: ContactThreadListSchema, ...errorBodies(400, 401, 403) },
    }),
    async (request) => listContactMessages(app.db, request.query.status),
  );

  app.get(
    '/admin/contact-messages/:id',
    asAdmin('One contact message and its replies', {
      params: IdParamsSchema,
      response: { 200: ContactThreadSchema, ...errorBodies(401, 403, 404) },
    }),
    async (request) => getContactThread(app.db, request.params.id),
  );

  app.post(
    '/admin/contact-messages/:id/replies',
    asAdmin('Reply to a contact message: kept in its thread, emailed, and sent by SMS to a Bangladeshi mobile', {
      params: IdParamsSchema,
      body: ContactReplyInputSchema,
      response: { 201: ContactThreadSchema, ...errorBodies(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const thread = await replyToContactMessage(app.db, request.params.id, {
        body: request.body.body,
        authorId: currentUser(request).id,
      });
      return reply.status(201).send(thread);
    },
  );

  app.put(
    '/admin/contact-messages/:id/status',
    asAdmin('Set a contact message’s state (new, answered, closed)', {
      params: IdParamsSchema,
      body: ContactStatusInputSchema,
      response: { 200: ContactThreadSchema, ...errorBodies(400, 401, 403, 404) },
    }),
    async (request) => setContactStatus(app.db, request.params.id, request.body.status),
  );
};
