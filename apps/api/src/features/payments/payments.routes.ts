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

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const UNAVAILABLE = { 502: ErrorBodySchema };

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

  app.post(
    '/payments/sslcommerz/session',
    {
      onRequest: requireUser,
      schema: {
        summary:
          'Opens an SSLCommerz session for the caller’s unpaid order (its stored total, in BDT); answers the gateway page',
        tags: ['payments'],
        security: [{ bearer: [] }],
        body: OrderPaymentInputSchema,
        response: { 200: SslcommerzSessionResultSchema, ...errors, ...UNAVAILABLE },
      },
    },
    async (request) => startSslcommerzPayment(app.db, providers, currentUser(request), request.body),
  );

  app.post(
    '/payments/cod',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The caller’s unpaid order is paid in cash on delivery (COD_FEE added, up to COD_MAX_TOTAL)',
        tags: ['payments'],
        security: [{ bearer: [] }],
        body: OrderPaymentInputSchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) =>
      chooseCod(app.db, providers, cod, currentUser(request), request.body, () => app.state.payments.cancelJob.wake()),
  );

  app.get(
    '/orders/:id/refund',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'The order’s refund as its payment provider reports it now (admin; SSLCommerz’s refund query)',
        tags: ['payments'],
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: { 200: RefundStateSchema, ...errors, ...UNAVAILABLE },
      },
    },
    async (request) =>
      getRefundState(app.db, { providerFor: (method) => providers.forMethod(method) }, request.params.id),
  );

  app.get(
    '/admin/cash-to-collect',
    {
      onRequest: requireAdmin,
      schema: {
        summary:
          'Cash-on-delivery orders confirmed for dispatch and not paid yet: how many, and their cash in taka (admin)',
        tags: ['payments'],
        security: [{ bearer: [] }],
        response: { 200: CashToCollectSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => cashToCollect(app.db),
  );

  await app.register(sslcommerzCallbackRoutes);
  await app.register(stripeWebhookRoutes);
};
