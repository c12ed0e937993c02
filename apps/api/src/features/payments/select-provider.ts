// Picks the payment provider from the configuration: PAYMENT_PROVIDER=stripe with its three keys, else
// the sandbox.
import type { Config } from '../../config.ts';
import type { DB } from '../../db/database.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** The provider PAYMENT_PROVIDER names (config.ts already refused `stripe` without its three keys). */
export function createPaymentProvider(config: Config, db: DB): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'stripe') {
    const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = config;
    if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET) {
      throw new Error(
        'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
      );
    }
    return createStripeProvider({
      secretKey: STRIPE_SECRET_KEY,
      publishableKey: STRIPE_PUBLISHABLE_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      ...(config.STRIPE_API_BASE ? { apiBase: config.STRIPE_API_BASE } : {}),
    });
  }
  return createSandboxProvider(db);
}
