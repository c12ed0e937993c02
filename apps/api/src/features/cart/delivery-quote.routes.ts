// The Order Now form's quote: one variant's price times the quantity, delivered to one of the caller's
// addresses, by the same zones and rules the order will be placed with.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { poishaToTaka } from '@store/shared/money';
import { LineQuoteQuerySchema, LineQuoteSchema } from '@store/shared/schemas';
import { currentUser, guarded, requireUser } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import { chooseVariant } from '../orders/index.ts';
import { loadShippingZones } from '../shipping/index.ts';
import { estimateDelivery } from '../delivery/index.ts';

const route = guarded(requireUser, 'delivery');

export const deliveryQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/delivery/quote',
    route("Shipping and total of one variant's quantity delivered to one of the caller's saved addresses", {
      querystring: LineQuoteQuerySchema,
      response: { 200: LineQuoteSchema, ...errorBodies(400, 401, 404) },
    }),
    async (request) => {
      const { addressId, productId, variantId, quantity } = request.query;
      const { variant } = await chooseVariant(app.db, productId, variantId);
      const subtotal = variant.price * quantity;
      const zones = await loadShippingZones(app.db, app.config);
      const parcel = { grams: variant.weightGrams * quantity, subtotal };
      const { shipping, delivery } = await estimateDelivery(app.db, zones, currentUser(request).id, addressId, parcel);
      return {
        subtotal: poishaToTaka(subtotal),
        shipping: poishaToTaka(shipping),
        total: poishaToTaka(subtotal + shipping),
        delivery: delivery as NonNullable<typeof delivery>,
      };
    },
  );
};
