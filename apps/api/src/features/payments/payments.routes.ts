// Card payment: GET /payments/config, POST /create-payment-intent, PATCH /orders/{id},
// POST /payments/sandbox/confirm (sandbox provider) and POST /payments/webhook (Stripe).
// NOTE: GET /orders/{id} belongs to the orders feature; only PATCH on that path is registered here.
// NOTE: guards run onRequest, as on every protected route: an anonymous caller gets 401 before the body is parsed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatePaymentIntentInputSchema,
  CreatePaymentIntentResultSchema,
  ErrorBodySchema,
  IdParamsSchema,
  PaymentConfigSchema,
  PayOrderInputSchema,
  PayOrderResultSchema,
  SandboxConfirmInputSchema,
  SandboxConfirmResultSchema,
  WebhookResultSchema,
} from '@store/shared/schemas';
import { currentUser, requireUser } from '../../plugins/auth-guard.ts';
import {
  confirmSandboxPayment,
  createPaymentIntent,
  getPaymentConfig,
  handleWebhook,
  payOrder,
} from './payments.service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const UNAVAILABLE = { 502: ErrorBodySchema };

const WEBHOOK_BODY_LIMIT = 512 * 1024;

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { provider, providers } = app.state.payments;
  const cod = { maxTotal: app.config.COD_MAX_TOTAL, fee: app.config.COD_FEE };

  app.get(
    '/payments/config',
    {
      schema: {
        summary: 'The payment provider in use, and Stripe’s publishable key when it is Stripe',
        tags: ['payments'],
        response: { 200: PaymentConfigSchema },
      },
    },
    async () => getPaymentConfig(providers, cod),
  );

  app.post(
    '/create-payment-intent',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The client secret of the order’s payment intent (amount from the order’s stored total)',
        tags: ['payments'],
        security: [{ bearer: [] }],
        body: CreatePaymentIntentInputSchema,
        response: { 200: CreatePaymentIntentResultSchema, ...errors, ...UNAVAILABLE },
      },
    },
    async (request) => createPaymentIntent(app.db, providers, currentUser(request), request.body),
  );

  app.patch(
    '/orders/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Records a payment on the owner’s order after the provider confirms it',
        tags: ['payments'],
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: PayOrderInputSchema,
        response: { 200: PayOrderResultSchema, ...errors, ...UNAVAILABLE },
      },
    },
    async (request) => payOrder(app.db, provider, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/payments/sandbox/confirm',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Sandbox provider only: confirms a card for an intent, as Stripe’s test cards answer',
        tags: ['payments'],
        security: [{ bearer: [] }],
        body: SandboxConfirmInputSchema,
        response: { 200: SandboxConfirmResultSchema, 402: ErrorBodySchema, ...errors },
      },
    },
    async (request) => confirmSandboxPayment(app.db, provider, currentUser(request), request.body),
  );

  // The webhook needs the body exactly as sent to check Stripe's signature, so this one route gets
  // its own raw-body parser; the rest of the API keeps parsing JSON.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/payments/webhook',
      {
        schema: {
          summary:
            'Stripe webhook: payment_intent.succeeded marks its order paid, charge.refunded (full) refunds it (signature checked)',
          tags: ['payments'],
          response: { 200: WebhookResultSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const result = await handleWebhook(
          app.db,
          provider,
          raw,
          typeof signature === 'string' ? signature : undefined,
        );
        const needsALook: readonly string[] = [
          'mismatch',
          'other_payment',
          'unknown_order',
          // A refund made at Stripe that the order desk cannot follow (partial, or of a delivered order).
          'partial',
          'not_refundable',
        ];
        if (needsALook.includes(result.outcome)) {
          request.log.warn({ eventId: result.eventId, outcome: result.outcome }, 'payment needs a look');
        }
        return { received: true as const };
      },
    );
  });
};
