// Payment: GET /payments/config, POST /create-payment-intent, PATCH /orders/{id},
// POST /payments/sandbox/confirm (sandbox provider), POST /payments/webhook (Stripe),
// POST /payments/sslcommerz/session, /ipn and /return/{outcome} (SSLCommerz), POST /payments/cod
// (cash on delivery), GET /orders/{id}/refund and GET /admin/cash-to-collect (admin).
// NOTE: GET /orders/{id} belongs to the orders feature; only PATCH on that path is registered here.
// NOTE: guards run onRequest, as on every protected route: an anonymous caller gets 401 before the body is parsed.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayResult } from '@store/shared/schemas';
import {
  CashToCollectSchema,
  OrderPaymentInputSchema,
  OrderSchema,
  RefundStateSchema,
  SslcommerzCallbackSchema,
  SslcommerzIpnResultSchema,
  SslcommerzSessionResultSchema,
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
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { currentUser, requireAdmin, requireUser } from '../../plugins/auth-guard.ts';
import { getRefundState } from '../orders/order-lifecycle.service.ts';
import { chooseCod } from './cash-on-delivery.ts';
import { PAYMENT_TEXT_EN } from './payment-messages.ts';
import { findIntentByProviderRef, sumCashToCollect } from './payments.repository.ts';
import { ProviderUnavailableError } from './payment-provider.ts';
import { checkSslcommerzPayment, enabledSslcommerz, startSslcommerzPayment } from './sslcommerz-payments.ts';
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
/** SSLCommerz's form posts are a few kilobytes. */
const FORM_BODY_LIMIT = 64 * 1024;

const ReturnParamsSchema = z.object({ outcome: z.enum(['success', 'fail', 'cancel']) });

/** Form statuses of an IPN about a payment that did not go through (nothing to check). */
const UNPAID_FORM_STATUSES = ['FAILED', 'CANCELLED', 'UNATTEMPTED', 'EXPIRED'];

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
    async () => sumCashToCollect(app.db),
  );

  // SSLCommerz posts forms (application/x-www-form-urlencoded): its IPN from its servers, and the
  // buyer's browser coming back from its page. These routes alone parse forms; nothing in a form is
  // trusted but the val_id, which is asked about at SSLCommerz (sslcommerz-payments.ts).
  await app.register(async (formScope) => {
    const forms = formScope.withTypeProvider<ZodTypeProvider>();
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    forms.post(
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
      async (request) => {
        const provider = enabledSslcommerz(providers);
        const { val_id: valId, tran_id: tranId } = request.body;
        const status = request.body.status;
        const formStatus = typeof status === 'string' ? status.toUpperCase() : '';
        if (!valId) {
          if (UNPAID_FORM_STATUSES.includes(formStatus)) return { received: true as const, paid: false };
          throw badRequest(PAYMENT_TEXT_EN.ipnBadForm);
        }
        let outcome;
        try {
          outcome = await checkSslcommerzPayment(app.db, provider, valId, tranId);
        } catch (error) {
          // SSLCommerz sends the IPN again later; the order stays unpaid until it can be checked.
          if (error instanceof ProviderUnavailableError) {
            request.log.warn({ tranId }, 'SSLCommerz validation API unavailable: IPN not checked');
            throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 502, PAYMENT_TEXT_EN.providerUnavailable);
          }
          throw error;
        }
        if (outcome.result === 'paid' || outcome.result === 'recorded_already' || outcome.result === 'refund_due') {
          return { received: true as const, paid: true };
        }
        if (outcome.result !== 'not_valid') {
          request.log.warn({ tranId, outcome: outcome.result }, 'payment needs a look');
        }
        throw new AppError('PAYMENT_NOT_VERIFIED', 400, PAYMENT_TEXT_EN.paymentNotVerified);
      },
    );

    forms.post(
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
        const provider = enabledSslcommerz(providers);
        const { val_id: valId, tran_id: tranId } = request.body;
        let result: GatewayResult = request.params.outcome === 'cancel' ? 'cancelled' : 'failed';
        let orderId: string | null = null;
        if (tranId) {
          const intent = await findIntentByProviderRef(app.db, tranId);
          if (intent?.provider === 'sslcommerz') orderId = intent.orderId;
        }
        if (request.params.outcome === 'success') {
          result = 'unverified';
          if (valId) {
            try {
              const outcome = await checkSslcommerzPayment(app.db, provider, valId, tranId);
              orderId = outcome.orderId ?? orderId;
              if (['paid', 'recorded_already', 'refund_due'].includes(outcome.result)) result = 'paid';
            } catch (error) {
              // Too slow or down: the page says so; the IPN (or the next return) settles it.
              if (!(error instanceof ProviderUnavailableError)) throw error;
              request.log.warn({ tranId }, 'SSLCommerz validation API unavailable at the browser’s return');
            }
          }
        }
        const target = orderId
          ? `/dashboard/payment/${encodeURIComponent(orderId)}?gateway=${result}`
          : `/dashboard/myorders?gateway=${result}`;
        return reply.code(303).header('location', target).header('cache-control', 'no-store').send(null);
      },
    );
  });

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
