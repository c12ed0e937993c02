// The Order Now form's quote: one variant's quantity, priced as the order will be (breaks, the buyer's group, the
// automatic promotions: the spec's order takes no coupon), delivered to one of the caller's addresses, by the
// same zones and rules the order will be placed with.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { poishaToTaka } from '@store/shared/money';
import { LineQuoteQuerySchema, LineQuoteSchema } from '@store/shared/schemas';
import { currentUser, guarded, requireUser } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import { chooseVariant } from '../orders/index.ts';
import { loadShippingZones } from '../shipping/index.ts';
import { estimateDelivery } from '../delivery/index.ts';
import { priceBookFor } from '../pricing/index.ts';
import { automaticPromotions } from '../promotions/index.ts';

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
      const userId = currentUser(request).id;
      const { product, variant } = await chooseVariant(app.db, productId, variantId);
      const book = await priceBookFor(app.db, userId, [variant.id]);
      const unitPrice = book.unitPrice({ id: variant.id, price: variant.price, minQuantity: 1 }, quantity);
      const subtotal = unitPrice * quantity;
      const zones = await loadShippingZones(app.db, app.config);
      const parcel = { grams: variant.weightGrams * quantity, subtotal };
      const { shipping, delivery } = await estimateDelivery(app.db, zones, userId, addressId, parcel);
      const promotions = await automaticPromotions(app.db, {
        userId,
        lines: [{ variantId: variant.id, productId: product.id, unitPrice, quantity }],
        shipping,
        zoneId: zones.find((z) => delivery?.served && z.name === delivery.zone)?.id ?? null,
        now: new Date(),
      });
      return {
        subtotal: poishaToTaka(subtotal),
        shipping: poishaToTaka(shipping),
        total: poishaToTaka(subtotal + shipping - promotions.discount),
        delivery: delivery as NonNullable<typeof delivery>,
        discounts: promotions.discounts,
        discount: poishaToTaka(promotions.discount),
      };
    },
  );
};
