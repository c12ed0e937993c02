// PUT /api/products/{id}/variants/{variantId}/price-breaks: a variant's quantity breaks replaced whole (admin);
// refreshes every products query.
import { useMutation } from '@tanstack/react-query';
import type { PriceBreaksInput, ProductDetail } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';

export const useSetPriceBreaks = () =>
  useMutation({
    mutationFn: ({ productId, variantId, breaks }: PriceBreaksInput & { productId: string; variantId: string }) =>
      api<ProductDetail>(
        `/products/${encodeURIComponent(productId)}/variants/${encodeURIComponent(variantId)}/price-breaks`,
        { method: 'PUT', body: { breaks }, auth: true },
      ),
    onSuccess: useInvalidate(PRODUCTS_KEY),
  });
