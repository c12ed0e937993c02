// Request For Quote over HTTP: anyone asks (limited per client address), the requester reads and answers it
// (by account, or by the link's key), the admin quotes it in versions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckoutResultSchema,
  IdempotencyHeadersSchema,
  IdParamsSchema,
  QuoteAcceptInputSchema,
  QuoteCreatedSchema,
  QuoteDeclineInputSchema,
  QuoteKeyQuerySchema,
  QuoteListQuerySchema,
  QuoteListSchema,
  QuoteRequestInputSchema,
  QuoteSchema,
  QuoteStatusInputSchema,
  QuoteVersionInputSchema,
} from '@store/shared/schemas';
import { currentUser, guarded, requirePermission, requireUser, userFromBearer } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import { createCallLimiter } from '../../plugins/write-rate-limit.ts';
import { storePublicUrl } from '../mail/index.ts';
import { orderRulesFrom } from '../orders/index.ts';
import { acceptQuote, declineQuote } from './quote-accept.service.ts';
import { reviseQuote, setQuoteStatus } from './quote-admin.service.ts';
import { requestQuote } from './quote-request.service.ts';
import { listQuotes, readQuote } from './quote-view.service.ts';

const asAdmin = guarded(requirePermission('inbox'), 'quotes');
const asUser = guarded(requireUser, 'quotes');

export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitRequests = createCallLimiter(app, 'quoteRequests');
  const rules = orderRulesFrom(app.config);
  const origin = storePublicUrl(app.config);
  const shopEmail = app.config.CONTACT_EMAIL;

  app.post(
    '/quotes',
    {
      schema: {
        summary: 'Ask for a quote: stored, mailed to the shop, confirmed to the requester with its signed link',
        tags: ['quotes'],
        body: QuoteRequestInputSchema,
        response: { 201: QuoteCreatedSchema, ...errorBodies(400, 429) },
      },
    },
    async (request, reply) => {
      // Per client address, signed in or not: the form is open to everyone.
      if (limitRequests) await limitRequests(request, reply, `ip:${request.ip}`);
      const user = await userFromBearer(request);
      const created = await requestQuote(app.db, request.body, { userId: user?.id ?? null, shopEmail, origin });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/quotes/mine',
    asUser('The signed-in requester’s requests for quote, newest first', {
      response: { 200: QuoteListSchema, ...errorBodies(401) },
    }),
    async (request) => listQuotes(app.db, { userId: currentUser(request).id }),
  );

  app.get(
    '/quotes/:id',
    {
      schema: {
        summary: 'One request for quote: its requester, the holder of its link’s key, or an admin; 404 for anyone else',
        tags: ['quotes'],
        params: IdParamsSchema,
        querystring: QuoteKeyQuerySchema,
        response: { 200: QuoteSchema, ...errorBodies(400, 404) },
      },
    },
    async (request) => readQuote(app.db, request.params.id, await userFromBearer(request), request.query.key),
  );

  app.post(
    '/quotes/:id/accept',
    asUser(
      'Accept the latest version: one unpaid order at its prices and shipping; 200 with the same order for a repeated Idempotency-Key',
      {
        params: IdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: QuoteAcceptInputSchema,
        response: { 200: CheckoutResultSchema, 201: CheckoutResultSchema, ...errorBodies(400, 401, 404, 409, 422) },
      },
    ),
    async (request, reply) => {
      const { replayed, ...result } = await acceptQuote(
        app.store,
        rules,
        currentUser(request),
        request.params.id,
        request.body,
        { idempotencyKey: request.headers['idempotency-key'], shopEmail },
      );
      return reply.status(replayed ? 200 : 201).send(result);
    },
  );

  app.post(
    '/quotes/:id/decline',
    {
      schema: {
        summary: 'Decline a request or its quote: its requester or the holder of its link’s key',
        tags: ['quotes'],
        params: IdParamsSchema,
        body: QuoteDeclineInputSchema,
        response: { 200: QuoteSchema, ...errorBodies(400, 404, 409) },
      },
    },
    async (request) => declineQuote(app.db, request.params.id, await userFromBearer(request), request.body.key),
  );

  app.get(
    '/admin/quotes',
    asAdmin('The requests for quote, newest first, optionally of one state (expired included)', {
      querystring: QuoteListQuerySchema,
      response: { 200: QuoteListSchema, ...errorBodies(400, 401, 403) },
    }),
    async (request) => listQuotes(app.db, { status: request.query.status }),
  );

  app.get(
    '/admin/quotes/:id',
    asAdmin('One request for quote with every version', {
      params: IdParamsSchema,
      response: { 200: QuoteSchema, ...errorBodies(401, 403, 404) },
    }),
    async (request) => readQuote(app.db, request.params.id, currentUser(request), undefined),
  );

  app.post(
    '/admin/quotes/:id/versions',
    asAdmin('Quote a request (or revise its quote): a new version, mailed and texted to the requester with the link', {
      params: IdParamsSchema,
      body: QuoteVersionInputSchema,
      response: { 201: QuoteSchema, ...errorBodies(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const quote = await reviseQuote(app.db, request.params.id, request.body, {
        author: currentUser(request),
        origin,
      });
      return reply.status(201).send(quote);
    },
  );

  app.put(
    '/admin/quotes/:id/status',
    asAdmin('Close an open request for quote, or open a closed one again', {
      params: IdParamsSchema,
      body: QuoteStatusInputSchema,
      response: { 200: QuoteSchema, ...errorBodies(400, 401, 403, 404, 409) },
    }),
    async (request) => setQuoteStatus(app.db, request.params.id, request.body.status, currentUser(request)),
  );
};
