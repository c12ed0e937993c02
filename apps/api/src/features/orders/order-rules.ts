import type { Config } from '../../config.ts';

export type OrderRules = ReturnType<typeof orderRulesFrom>;

/** Amounts in poisha; the hold is how long an unpaid order keeps its pieces out of stock (decision 212). */
export function orderRulesFrom(config: Config) {
  return {
    shippingFee: config.SHIPPING_FEE,
    freeShippingFrom: config.FREE_SHIPPING_FROM,
    unpaidOrderTtlMs: config.UNPAID_ORDER_TTL_HOURS * 3_600_000,
    unpaidHoldMs: config.UNPAID_HOLD_MINUTES * 60_000,
    maxOpenUnpaidOrders: config.MAX_OPEN_UNPAID_ORDERS,
    requireVerifiedEmail: config.REQUIRE_VERIFIED_EMAIL,
  };
}
