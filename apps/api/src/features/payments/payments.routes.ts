// The payment API. SSLCommerz's callbacks and Stripe's webhook parse their own bodies, in their own scopes.
// NOTE: GET /orders/{id} belongs to the orders feature; only PATCH on that path is registered here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CashToCollectSchema,
  CreatePaymentIntentInputSchema,
  CreatePaymentIntentResultSchema,
  ErrorBodySchema,
  IdParamsSchema,
  OrderPaymentInputSchema,
  OrderSchema,
  PaymentConfigSchema,
  PayOrderInputSchema,
  PayOrderResultSchema,
  RefundStateSchema,
  SandboxConfirmInputSchema,
  SandboxConfirmResultSchema,
  SslcommerzSessionResultSchema,
} from '@store/shared/schemas';
import { currentUser, requireAdmin, requireUser } from '../../plugins/auth-guard.ts';
import { getRefundState } from '../orders/index.ts';
import { cashToCollect, chooseCod } from './cash-on-delivery.service.ts';
import { createPaymentIntent, getPaymentConfig, payOrder } from './payment-intents.service.ts';
import { confirmSandboxPayment } from './sandbox-payments.service.ts';
import { startSslcommerzPayment } from './sslcommerz-payments.service.ts';
import { sslcommerzCallbackRoutes } from './sslcommerz.routes.ts';
import { stripeWebhookRoutes } from './stripe-webhook.routes.ts';

const E = ErrorBodySchema;
const errors = { 400: E, 401: E, 403: E, 404: E, 409: E };

const route = <S extends object>(onRequest: typeof requireUser, summary: string, schema: S) => ({
  onRequest,
  schema: { summary, tags: ['payments'], security: [{ bearer: [] }], ...schema },
});

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
    route(requireUser, 'The client secret of the order’s payment intent (amount from the order’s stored total)', {
      body: CreatePaymentIntentInputSchema,
      response: { 200: CreatePaymentIntentResultSchema, ...errors, 502: E },
    }),
    async (request) => createPaymentIntent(app.db, providers, currentUser(request), request.body),
  );

  app.patch(
    '/orders/:id',
    route(requireUser, 'Records a payment on the owner’s order after the provider confirms it', {
      params: IdParamsSchema,
      body: PayOrderInputSchema,
      response: { 200: PayOrderResultSchema, ...errors, 502: E },
    }),
    async (request) => payOrder(app.db, provider, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/payments/sandbox/confirm',
    route(requireUser, 'Sandbox provider only: confirms a card for an intent, as Stripe’s test cards answer', {
      body: SandboxConfirmInputSchema,
      response: { 200: SandboxConfirmResultSchema, 402: E, ...errors },
    }),
    async (request) => confirmSandboxPayment(app.db, provider, currentUser(request), request.body),
  );

  app.post(
    '/payments/sslcommerz/session',
    route(
      requireUser,
      'Opens an SSLCommerz session for the caller’s unpaid order (its stored total, in BDT); answers the gateway page',
      { body: OrderPaymentInputSchema, response: { 200: SslcommerzSessionResultSchema, ...errors, 502: E } },
    ),
    async (request) => startSslcommerzPayment(app.db, providers, currentUser(request), request.body),
  );

  app.post(
    '/payments/cod',
    route(requireUser, 'The caller’s unpaid order is paid in cash on delivery (COD_FEE added, up to COD_MAX_TOTAL)', {
      body: OrderPaymentInputSchema,
      response: { 200: OrderSchema, ...errors },
    }),
    async (request) =>
      chooseCod(app.db, providers, cod, currentUser(request), request.body, () => app.state.payments.cancelJob.wake()),
  );

  app.get(
    '/orders/:id/refund',
    route(
      requireAdmin,
      'The order’s refund as its payment provider reports it now (admin; SSLCommerz’s refund query)',
      {
        params: IdParamsSchema,
        response: { 200: RefundStateSchema, ...errors, 502: E },
      },
    ),
    async (request) =>
      getRefundState(app.db, { providerFor: (method) => providers.forMethod(method) }, request.params.id),
  );

  app.get(
    '/admin/cash-to-collect',
    route(
      requireAdmin,
      'Cash-on-delivery orders confirmed for dispatch and not paid yet: how many, and their cash in taka (admin)',
      { response: { 200: CashToCollectSchema, 401: E, 403: E } },
    ),
    async () => cashToCollect(app.db),
  );

  await app.register(sslcommerzCallbackRoutes);
  await app.register(stripeWebhookRoutes);
};
