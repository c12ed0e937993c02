// The payment providers PAYMENT_PROVIDERS enables; cash on delivery needs none.
import type { Config, PaymentMethodName } from '../../config.ts';
import type { DB } from '../../db/database.ts';
import type { PaymentProvider } from '../../lib/payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { createSslcommerzProvider, type SslcommerzProvider } from './sslcommerz-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

export type PaymentProviders = ReturnType<typeof createPaymentProviders>;

/** The card provider PAYMENT_PROVIDERS names (config.ts already refused `stripe` without its three keys). */
function createPaymentProvider(config: Config, db: DB): PaymentProvider {
  if (config.paymentMethods.includes('stripe')) {
    const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = config;
    if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET) {
      throw new Error('stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET');
    }
    return createStripeProvider({
      secretKey: STRIPE_SECRET_KEY,
      publishableKey: STRIPE_PUBLISHABLE_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      timeoutMs: config.PAYMENT_TIMEOUT_MS,
      ...(config.STRIPE_API_BASE ? { apiBase: config.STRIPE_API_BASE } : {}),
    });
  }
  return createSandboxProvider(db);
}

/** `card`: the sandbox or Stripe (the sandbox, answering 404, when neither is enabled). */
export function createPaymentProviders(config: Config, db: DB) {
  const card = createPaymentProvider(config, db);
  let sslcommerz: SslcommerzProvider | null = null;
  if (config.paymentMethods.includes('sslcommerz')) {
    const { SSLCOMMERZ_STORE_ID, SSLCOMMERZ_STORE_PASSWORD, PUBLIC_URL } = config;
    if (!SSLCOMMERZ_STORE_ID || !SSLCOMMERZ_STORE_PASSWORD || !PUBLIC_URL) {
      throw new Error('sslcommerz needs SSLCOMMERZ_STORE_ID, SSLCOMMERZ_STORE_PASSWORD and PUBLIC_URL');
    }
    sslcommerz = createSslcommerzProvider(db, {
      storeId: SSLCOMMERZ_STORE_ID,
      storePassword: SSLCOMMERZ_STORE_PASSWORD,
      live: config.SSLCOMMERZ_LIVE,
      timeoutMs: config.SSLCOMMERZ_TIMEOUT_MS ?? config.PAYMENT_TIMEOUT_MS,
      publicUrl: PUBLIC_URL,
      ...(config.SSLCOMMERZ_API_BASE ? { apiBase: config.SSLCOMMERZ_API_BASE } : {}),
    });
  }
  const methods = config.paymentMethods;
  return {
    card,
    sslcommerz,
    methods,
    isEnabled: (method: PaymentMethodName) => methods.includes(method),
    /** The provider that took a payment recorded with this payment_method (null: cash, or unknown). */
    forMethod(method: string | null): PaymentProvider | null {
      if (method === 'sslcommerz') return sslcommerz;
      // Orders paid before payment_method existed were paid with the card provider.
      if (method === null || method === card.name) return card;
      return null;
    },
  };
}
