import type { Config } from '../../config.ts';

export interface OrderRules {
  /** Poisha charged when the subtotal is under freeShippingFrom. */
  shippingFee: number;
  /** Poisha from which shipping is free. */
  freeShippingFrom: number;
  unpaidOrderTtlMs: number;
  /** How long an unpaid order holds its pieces before they go back to stock (decision 212). */
  unpaidHoldMs: number;
  maxOpenUnpaidOrders: number;
  /** Only an account with a verified email may order (REQUIRE_VERIFIED_EMAIL). */
  requireVerifiedEmail: boolean;
}

export function orderRulesFrom(config: Config): OrderRules {
  return {
    shippingFee: config.SHIPPING_FEE,
    freeShippingFrom: config.FREE_SHIPPING_FROM,
    unpaidOrderTtlMs: config.UNPAID_ORDER_TTL_HOURS * 3_600_000,
    unpaidHoldMs: config.UNPAID_HOLD_MINUTES * 60_000,
    maxOpenUnpaidOrders: config.MAX_OPEN_UNPAID_ORDERS,
    requireVerifiedEmail: config.REQUIRE_VERIFIED_EMAIL,
  };
}

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;
