// The configured figures the shop shows, so that no web page repeats them in code.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_CART_LINES } from '@store/shared/constants';
import { poishaToTaka } from '@store/shared/money';
import { StoreConfigSchema } from '@store/shared/schemas';
import { loadShippingZones, publicZone } from '../shipping/index.ts';

export const storeConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config;
  // NOTE: shippingFee and freeShippingFrom stay the configured values even once the owner has zones:
  // older pages read them; the rates checkout quotes are `shippingZones` (the same two values as one
  // zone of every district until the owner defines zones).
  const answer = {
    currency: 'BDT' as const,
    shippingFee: poishaToTaka(config.SHIPPING_FEE),
    freeShippingFrom: poishaToTaka(config.FREE_SHIPPING_FROM),
    unpaidOrderTtlHours: config.UNPAID_ORDER_TTL_HOURS,
    maxOpenUnpaidOrders: config.MAX_OPEN_UNPAID_ORDERS,
    maxCartLines: MAX_CART_LINES,
    timeZone: config.STORE_TIMEZONE,
    requireVerifiedEmail: config.REQUIRE_VERIFIED_EMAIL,
    pricesIncludeVat: config.PRICES_INCLUDE_VAT,
  };
  app.get(
    '/store/config',
    {
      schema: {
        summary:
          'Shipping fee, free-shipping threshold (taka), the shipping zones, unpaid-order deadline, limits, time zone, whether ordering needs a verified email and whether the dashboard takes prices with VAT',
        tags: ['store'],
        response: { 200: StoreConfigSchema },
      },
    },
    async () => ({
      ...answer,
      shippingZones: (await loadShippingZones(app.db, config)).map(publicZone),
    }),
  );
};
