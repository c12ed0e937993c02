// SSLCommerz's form posts (application/x-www-form-urlencoded): its IPN from its servers, and the
// buyer's browser coming back from its page. Only this scope parses forms.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, SslcommerzCallbackSchema, SslcommerzIpnResultSchema } from '@store/shared/schemas';
import { z } from 'zod';
import { receiveSslcommerzIpn, returnFromSslcommerz } from './sslcommerz-payments.service.ts';

const FORM_BODY_LIMIT = 64 * 1024;

const ReturnParamsSchema = z.object({ outcome: z.enum(['success', 'fail', 'cancel']) });

export const sslcommerzCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { providers } = app.state.payments;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/payments/sslcommerz/ipn',
    {
      schema: {
        summary:
          'SSLCommerz IPN: the val_id is checked with SSLCommerz’s validation API before the order is marked paid',
        tags: ['payments'],
        body: SslcommerzCallbackSchema,
        response: {
          200: SslcommerzIpnResultSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          502: ErrorBodySchema,
        },
      },
    },
    async (request) => receiveSslcommerzIpn(app.db, providers, request.body, request.log),
  );

  app.post(
    '/payments/sslcommerz/return/:outcome',
    {
      schema: {
        summary:
          'The buyer’s browser back from SSLCommerz (success, fail or cancel): success is checked as the IPN is; redirects to the payment page',
        tags: ['payments'],
        params: ReturnParamsSchema,
        body: SslcommerzCallbackSchema,
        response: { 303: z.null(), 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const target = await returnFromSslcommerz(app.db, providers, request.params.outcome, request.body, request.log);
      return reply.code(303).header('location', target).header('cache-control', 'no-store').send(null);
    },
  );
};
