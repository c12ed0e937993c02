// The `stripe` payment provider; in tests the SDK is pointed at a local double (STRIPE_API_BASE).
import Stripe from 'stripe';
import {
  type IntentStatus,
  INTENT_STATUS,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderRefund,
  ProviderUnavailableError,
  RefundRefusedError,
} from '../../lib/payment-provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** The most one call may take, retries included (PAYMENT_TIMEOUT_MS). */
  timeoutMs: number;
  /** e.g. http://127.0.0.1:12111 (tests only). */
  apiBase?: string;
}

function intentStatus(status: Stripe.PaymentIntent.Status): IntentStatus {
  if (status === 'succeeded') return INTENT_STATUS.succeeded;
  if (status === 'canceled') return INTENT_STATUS.canceled;
  return INTENT_STATUS.open;
}

/** Our view of a Stripe PaymentIntent (card details when latest_charge was expanded). */
export function paymentFromStripe(intent: Stripe.PaymentIntent): ProviderPayment {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card ?? null;
  return {
    id: intent.id,
    status: intentStatus(intent.status),
    amount: intent.amount,
    currency: intent.currency.toLowerCase(),
    orderId: intent.metadata?.orderId ?? null,
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
  };
}

function refundStatus(status: string | null): ProviderRefund['status'] {
  if (status === 'succeeded' || status === 'failed' || status === 'canceled') return status;
  return 'pending';
}

function refundOfCharge(charge: Stripe.Charge): ProviderEvent['refund'] {
  const paymentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!paymentId) return undefined;
  return {
    paymentId,
    amount: charge.amount,
    amountRefunded: charge.amount_refunded,
    refundId: charge.refunds?.data[0]?.id ?? null,
  };
}

const isStripeError = (e: unknown): e is Stripe.errors.StripeError => e instanceof Stripe.errors.StripeError;
const isMissing = (e: unknown): boolean => isStripeError(e) && (e.statusCode === 404 || e.code === 'resource_missing');

function sdkConnection(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    // NOTE: one attempt, so that a call takes at most timeoutMs: the SDK's timeout is per attempt,
    // and two retries of a hanging call held the buyer three times as long. A buyer's or a job's
    // retry repeats the call with the same idempotency key.
    maxNetworkRetries: 0,
    timeout: options.timeoutMs,
    telemetry: false,
    ...sdkConnection(options.apiBase),
  });

  async function call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (isStripeError(error) && error.statusCode !== undefined && error.statusCode < 500) throw error;
      throw new ProviderUnavailableError(error);
    }
  }

  async function retrievePayment(id: string): Promise<ProviderPayment | null> {
    // Our ids only: never send made-up strings to Stripe as a path segment.
    if (!/^pi_[A-Za-z0-9]{1,200}$/.test(id)) return null;
    try {
      return paymentFromStripe(await call(() => stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] })));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error instanceof ProviderUnavailableError ? error : new ProviderUnavailableError(error);
    }
  }

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,
    mode: options.publishableKey.startsWith('pk_test_') ? 'test' : 'live',
    async createIntent(request) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: request.currency,
            allowed_payment_method_types: ['card'],
            metadata: { orderId: request.orderId, userId: request.userId },
            description: `Order ${request.orderId}`,
          },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (error) {
        // Whatever Stripe answers here (outage, bad key, idempotency clash) the buyer can only retry.
        throw new ProviderUnavailableError(error);
      }
      if (!intent.client_secret) throw new ProviderUnavailableError(new Error('intent without client secret'));
      return { id: intent.id, clientSecret: intent.client_secret, status: intentStatus(intent.status) };
    },
    retrievePayment,
    async cancelIntent(id, idempotencyKey) {
      try {
        const intent = await call(() => stripe.paymentIntents.cancel(id, {}, { idempotencyKey }));
        return paymentFromStripe(intent);
      } catch (error) {
        if (error instanceof ProviderUnavailableError) throw error;
        // Too late (it succeeded, or was cancelled already) or unknown: report how it is now.
        return retrievePayment(id);
      }
    },
    async refund(paymentId, amount, idempotencyKey) {
      let refund: Stripe.Refund;
      try {
        refund = await call(() => stripe.refunds.create({ payment_intent: paymentId, amount }, { idempotencyKey }));
      } catch (error) {
        if (error instanceof ProviderUnavailableError) throw error;
        // Stripe answered and said no (already refunded, disputed, an idempotency clash, …).
        throw new RefundRefusedError(isStripeError(error) ? error.message : 'refund refused', { cause: error });
      }
      return { id: refund.id, status: refundStatus(refund.status) };
    },
    verifyWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      const object = event.data.object as { object?: string };
      const payment =
        event.type.startsWith('payment_intent.') && object.object === 'payment_intent'
          ? paymentFromStripe(object as Stripe.PaymentIntent)
          : null;
      const refund =
        event.type === 'charge.refunded' && object.object === 'charge'
          ? refundOfCharge(object as Stripe.Charge)
          : undefined;
      return { id: event.id, type: event.type, payment, ...(refund ? { refund } : {}) };
    },
  };
}
