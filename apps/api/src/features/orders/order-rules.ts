// The configured ordering rules (shipping, the unpaid-order deadline, the hoarding limit), read once
// from the app's configuration and passed to the services that place orders.
import type { Config } from '../../config.ts';

export interface OrderRules {
  /** Poisha charged when the subtotal is under freeShippingFrom. */
  shippingFee: number;
  /** Poisha from which shipping is free. */
  freeShippingFrom: number;
  unpaidOrderTtlMs: number;
  maxOpenUnpaidOrders: number;
  /** Only an account with a verified email may order (REQUIRE_VERIFIED_EMAIL). */
  requireVerifiedEmail: boolean;
}

export function orderRulesFrom(config: Config): OrderRules {
  return {
    shippingFee: config.SHIPPING_FEE,
    freeShippingFrom: config.FREE_SHIPPING_FROM,
    unpaidOrderTtlMs: config.UNPAID_ORDER_TTL_HOURS * 3_600_000,
    maxOpenUnpaidOrders: config.MAX_OPEN_UNPAID_ORDERS,
    requireVerifiedEmail: config.REQUIRE_VERIFIED_EMAIL,
  };
}

/** Idempotency-Keys are remembered this long. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;
