// The payment API. SSLCommerz's callbacks and Stripe's webhook parse their own bodies, in their own scopes.
// NOTE: GET /orders/{id} belongs to the orders feature; only PATCH on that path is registered here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CashToCollectSchema,
  CreatePaymentIntentInputSchema,
  CreatePaymentIntentResultSchema,
  IdParamsSchema,
  OrderPaymentInputSchema,
  OrderSchema,
  PaymentConfigSchema,
  PayOrderInputSchema,
  PayOrderResultSchema,
  RefundStateSchema,
  SandboxConfirmInputSchema,
  SandboxConfirmResultSchema,
  SslcommerzCallbackSchema,
  SslcommerzIpnResultSchema,
  SslcommerzSessionResultSchema,
  WebhookResultSchema,
} from '@store/shared/schemas';
import { currentUser, guarded, requirePermission, requireUser } from '../../plugins/auth-guard.ts';
import type { Permission } from '@store/shared/staff-roles';
import { errorBodies } from '../../plugins/error-handler.ts';
import { getRefundState } from '../orders/index.ts';
import { cashToCollect, chooseCod } from './cash-on-delivery.service.ts';
import { createPaymentIntent, getPaymentConfig, payOrder } from './payment-intents.service.ts';
import { confirmSandboxPayment } from './sandbox-payments.service.ts';
import { receiveSslcommerzIpn, returnFromSslcommerz, startSslcommerzPayment } from './sslcommerz-payments.service.ts';
import { handleStripeWebhook } from './stripe-webhook.service.ts';

const errors = errorBodies(400, 401, 403, 404, 409);

const asUser = guarded(requireUser, 'payments');
const asStaff = (permission: Permission) => guarded(requirePermission(permission), 'payments');
/** A call open to anyone (the config) or to the providers (their callbacks check what they are told). */
const asAnyone = <S extends object>(summary: string, schema: S) => ({
  schema: { summary, tags: ['payments'], ...schema },
});

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { provider, providers } = app.state.payments;
  const cod = { maxTotal: app.config.COD_MAX_TOTAL, fee: app.config.COD_FEE };

  app.get(
    '/payments/config',
    asAnyone('The payment provider in use, and Stripe’s publishable key when it is Stripe', {
      response: { 200: PaymentConfigSchema },
    }),
    async () => getPaymentConfig(providers, cod),
  );

  app.post(
    '/create-payment-intent',
    asUser('The client secret of the order’s payment intent (amount from the order’s stored total)', {
      body: CreatePaymentIntentInputSchema,
      response: { 200: CreatePaymentIntentResultSchema, ...errors, ...errorBodies(502) },
    }),
    async (request) => createPaymentIntent(app.db, providers, currentUser(request), request.body),
  );

  app.patch(
    '/orders/:id',
    asUser('Records a payment on the owner’s order after the provider confirms it', {
      params: IdParamsSchema,
      body: PayOrderInputSchema,
      response: { 200: PayOrderResultSchema, ...errors, ...errorBodies(502) },
    }),
    async (request) => payOrder(app.db, provider, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/payments/sandbox/confirm',
    asUser('Sandbox provider only: confirms a card for an intent, as Stripe’s test cards answer', {
      body: SandboxConfirmInputSchema,
      response: { 200: SandboxConfirmResultSchema, ...errorBodies(402), ...errors },
    }),
    async (request) => confirmSandboxPayment(app.db, provider, currentUser(request), request.body),
  );

  app.post(
    '/payments/sslcommerz/session',
    asUser(
      'Opens an SSLCommerz session for the caller’s unpaid order (its stored total, in BDT); answers the gateway page',
      {
        body: OrderPaymentInputSchema,
        response: { 200: SslcommerzSessionResultSchema, ...errors, ...errorBodies(502) },
      },
    ),
    async (request) => startSslcommerzPayment(app.db, providers, currentUser(request), request.body),
  );

  app.post(
    '/payments/cod',
    asUser('The caller’s unpaid order is paid in cash on delivery (COD_FEE added, up to COD_MAX_TOTAL)', {
      body: OrderPaymentInputSchema,
      response: { 200: OrderSchema, ...errors },
    }),
    async (request) => chooseCod(app.db, providers, cod, currentUser(request), request.body),
  );

  app.get(
    '/orders/:id/refund',
    asStaff('refunds')(
      'The order’s refund as its payment provider reports it now (staff with refunds; SSLCommerz’s refund query)',
      {
        params: IdParamsSchema,
        response: { 200: RefundStateSchema, ...errors, ...errorBodies(502) },
      },
    ),
    async (request) =>
      getRefundState(app.db, { providerFor: (method) => providers.forMethod(method) }, request.params.id),
  );

  app.get(
    '/admin/cash-to-collect',
    asStaff('cash')(
      'Cash-on-delivery orders confirmed for dispatch and not paid yet: how many, and their cash in taka (staff with cash)',
      { response: { 200: CashToCollectSchema, ...errorBodies(401, 403) } },
    ),
    async () => cashToCollect(app.db),
  );

  await app.register(sslcommerzCallbackRoutes);
  await app.register(stripeWebhookRoutes);
};

/** SSLCommerz's form posts: its IPN, and the buyer's browser back from its page. Only this scope parses forms. */
const sslcommerzCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { providers } = app.state.payments;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/payments/sslcommerz/ipn',
    asAnyone('SSLCommerz IPN: the val_id is checked with SSLCommerz’s validation API before the order is marked paid', {
      body: SslcommerzCallbackSchema,
      response: { 200: SslcommerzIpnResultSchema, ...errorBodies(400, 404, 502) },
    }),
    async (request) => receiveSslcommerzIpn(app.db, providers, request.body, request.log),
  );

  app.post(
    '/payments/sslcommerz/return/:outcome',
    asAnyone(
      'The buyer’s browser back from SSLCommerz (success, fail or cancel): success is checked as the IPN is; redirects to the payment page',
      {
        params: z.object({ outcome: z.enum(['success', 'fail', 'cancel']) }),
        body: SslcommerzCallbackSchema,
        response: { 303: z.null(), ...errorBodies(404) },
      },
    ),
    async (request, reply) => {
      const target = await returnFromSslcommerz(app.db, providers, request.params.outcome, request.body, request.log);
      return reply.code(303).header('location', target).header('cache-control', 'no-store').send(null);
    },
  );
};

/** Stripe's signature is checked over the body exactly as sent: this scope keeps the raw bytes. */
const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/payments/webhook',
    asAnyone(
      'Stripe webhook: payment_intent.succeeded marks its order paid, charge.refunded (full) refunds it (signature checked)',
      {
        response: { 200: WebhookResultSchema, ...errorBodies(400, 404) },
      },
    ),
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const { eventId, outcome, needsALook } = await handleStripeWebhook(
        app.db,
        app.state.payments.provider,
        raw,
        typeof signature === 'string' ? signature : undefined,
      );
      if (needsALook) request.log.warn({ eventId, outcome }, 'payment needs a look');
      return { received: true as const };
    },
  );
};
