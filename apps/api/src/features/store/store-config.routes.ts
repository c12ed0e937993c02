// The configured figures the shop shows, so that no web page repeats them in code.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_CART_LINES } from '@store/shared/constants';
import { poishaToTaka } from '@store/shared/money';
import { StoreConfigSchema } from '@store/shared/schemas';

export const storeConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config;
  const answer = {
    currency: 'BDT' as const,
    shippingFee: poishaToTaka(config.SHIPPING_FEE),
    freeShippingFrom: poishaToTaka(config.FREE_SHIPPING_FROM),
    unpaidOrderTtlHours: config.UNPAID_ORDER_TTL_HOURS,
    maxOpenUnpaidOrders: config.MAX_OPEN_UNPAID_ORDERS,
    maxCartLines: MAX_CART_LINES,
    timeZone: config.STORE_TIMEZONE,
    requireVerifiedEmail: config.REQUIRE_VERIFIED_EMAIL,
  };
  app.get(
    '/store/config',
    {
      schema: {
        summary:
          'Shipping fee, free-shipping threshold (taka), unpaid-order deadline, limits, time zone and whether ordering needs a verified email, from configuration',
        tags: ['store'],
        response: { 200: StoreConfigSchema },
      },
    },
    async () => answer,
  );
};
