// The payment provider contract (sandbox, Stripe, SSLCommerz: features/payments/*-provider.ts).
// It sits in lib because orders use it too (refunds), and orders import nothing from payments.
import { CURRENCY } from '@store/shared/constants';
import type { PaymentProviderName } from '@store/shared/schemas';

/** Our intent states; a provider's finer states map onto these (Stripe: requires_* and processing are open). */
export const INTENT_STATUS = {
  /** Waiting for a card (or for one more try after a declined card). At most one per order. */
  open: 'open',
  succeeded: 'succeeded',
  canceled: 'canceled',
  /** Succeeded for an order that was paid already (a second payment): the store owes it back. */
  refundDue: 'refund_due',
} as const;
export type IntentStatus = (typeof INTENT_STATUS)[keyof typeof INTENT_STATUS];

/** Every amount is charged in the store's currency, written as the providers write it. */
export const PAYMENT_CURRENCY = CURRENCY.toLowerCase();

/** A payment as its provider reports it; `id` becomes the order's transaction id, `amount` is in poisha. */
export interface ProviderPayment {
  id: string;
  status: IntentStatus;
  amount: number;
  currency: string;
  /** The order the payment was made for (sandbox: our row; Stripe: the intent's metadata). */
  orderId: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
}

export interface NewIntentRequest {
  orderId: string;
  userId: string;
  amount: number;
  currency: string;
  /** Same key, same intent: a retried or repeated call never opens a second one at the provider. */
  idempotencyKey: string;
  /** The buyer and what is bought, for a provider whose own page asks for them (SSLCommerz). */
  checkout?: { name: string; email: string; phone: string; address: string; productName: string };
}

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
}

export interface ProviderEvent {
  id: string;
  type: string;
  payment: ProviderPayment | null;
  /** charge.refunded: the refunded charge's payment, how much of it was refunded, and the latest refund. */
  refund?: { paymentId: string; amount: number; amountRefunded: number; refundId: string | null };
}

/** A refund as its provider reports it; `failed` and `canceled` gave nothing back. */
export interface ProviderRefund {
  id: string;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
}

/** Thrown when the provider answered and refused the refund (not an outage): the refund may be retried. */
export class RefundRefusedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RefundRefusedError';
  }
}

/** The provider cannot be reached or answers with a server error: the API answers 502, the cancel job retries. */
export class ProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super('payment provider unavailable', { cause });
    this.name = 'ProviderUnavailableError';
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Stripe only: handed to the browser. */
  readonly publishableKey?: string;
  createIntent(request: NewIntentRequest): Promise<ProviderIntent>;
  retrievePayment(id: string): Promise<ProviderPayment | null>;
  /** Cancels an open intent; returns it as it is afterwards (it may have succeeded first), or null if unknown. */
  cancelIntent(id: string, idempotencyKey: string): Promise<ProviderPayment | null>;
  /** The same idempotency key always answers the same refund: a retry or a racing twin never refunds twice. */
  refund(paymentId: string, amount: number, idempotencyKey: string): Promise<ProviderRefund>;
  /** Stripe only: throws when the signature over the raw body does not match. */
  verifyWebhook?(rawBody: Buffer, signature: string): ProviderEvent;
  retrieveRefund?(refundId: string): Promise<ProviderRefund | null>;
  readonly mode?: 'test' | 'live';
}
