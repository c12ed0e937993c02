// PUT /api/products/{id}/images (the gallery, in order) and /specification (SKU and rows), admin only.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { ProductDetail, ProductGalleryInput, ProductSpecificationInput } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';

export function useSaveGallery(productId: string) {
  return useMutation({
    mutationFn: (input: ProductGalleryInput) =>
      api<ProductDetail>(API_PATHS.productImages(productId), { method: 'PUT', body: input, auth: true }),
    onSuccess: useInvalidate(PRODUCTS_KEY),
  });
}

export function useSaveSpecification(productId: string) {
  return useMutation({
    mutationFn: (input: ProductSpecificationInput) =>
      api<ProductDetail>(API_PATHS.productSpecification(productId), { method: 'PUT', body: input, auth: true }),
    onSuccess: useInvalidate(PRODUCTS_KEY),
  });
}
