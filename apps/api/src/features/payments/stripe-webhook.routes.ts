// Stripe's signature is checked over the body exactly as sent: this scope keeps the raw bytes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, WebhookResultSchema } from '@store/shared/schemas';
import { handleStripeWebhook } from './stripe-webhook.service.ts';

const WEBHOOK_BODY_LIMIT = 512 * 1024;

export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
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
