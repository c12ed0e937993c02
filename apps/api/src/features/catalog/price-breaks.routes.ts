// The admin's quantity breaks of one variant (docs/features/dealer-prices.md); answers the product as it is now.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PriceBreaksInputSchema, ProductDetailSchema } from '@store/shared/schemas';
import { currentUser, guarded, requirePermission } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import { getProduct } from './catalog.service.ts';
import { setPriceBreaks } from './price-breaks.service.ts';

const asAdmin = guarded(requirePermission('catalog'), 'products-admin');

export const priceBreaksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/products/:id/variants/:variantId/price-breaks',
    asAdmin('Replace a variant’s quantity breaks: from N pieces, a lower price each (admin)', {
      params: z.object({ id: z.string().max(100), variantId: z.string().max(100) }),
      body: PriceBreaksInputSchema,
      response: { 200: ProductDetailSchema, ...errorBodies(400, 401, 403, 404) },
    }),
    async (request) => {
      await setPriceBreaks(app.db, request.params.id, request.params.variantId, request.body, currentUser(request));
      return getProduct(app.db, request.params.id);
    },
  );
};
