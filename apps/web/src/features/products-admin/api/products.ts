// The admin's product calls: every product, the low-stock list; publish, edit, delete, the photo upload, and
// the product page's gallery, specification and variants (each write refreshes every products query).
import { queryOptions, useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type {
  ImageUploadResult,
  InsertResult,
  LowStock,
  Product,
  ProductDetail,
  ProductGalleryInput,
  ProductInput,
  ProductPatch,
  ProductSpecificationInput,
  ProductVariantsInput,
} from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';

/** GET /api/admin/products for Manage Products: every product, hidden ones too, each with `published`. */
export const adminProductsQueryOptions = () =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'admin-list'],
    queryFn: ({ signal }) => api<Product[]>(API_PATHS.adminProducts, { auth: true, signal }),
  });

/** GET /api/admin/low-stock: products under the store's low-stock threshold, fewest first. */
export const lowStockQueryOptions = () =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'low-stock'],
    queryFn: ({ signal }) => api<LowStock>(API_PATHS.lowStock, { auth: true, signal }),
  });

const useProductWrite = <A, R>(write: (args: A) => Promise<R>) =>
  useMutation({ mutationFn: write, onSuccess: useInvalidate(PRODUCTS_KEY) });

/** POST /api/products. */
export const useCreateProduct = () =>
  useProductWrite((input: ProductInput) =>
    api<InsertResult>(API_PATHS.products, { method: 'POST', body: input, auth: true }),
  );

/** PATCH /api/products/{id}: saves the edit form. */
export const useUpdateProduct = () =>
  useProductWrite(({ id, patch }: { id: string; patch: ProductPatch }) =>
    api<Product>(API_PATHS.product(id), { method: 'PATCH', body: patch, auth: true }),
  );

/** DELETE /api/products/{id}: `{ deletedCount }`. */
export function useDeleteProduct() {
  return useMutation({
    mutationFn: (id: string) => api<{ deletedCount: number }>(API_PATHS.product(id), { method: 'DELETE', auth: true }),
    onSettled: useInvalidate(PRODUCTS_KEY),
  });
}

/** The photo kinds the image upload takes. */
export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

/** POST /api/images (multipart field `image`): the product photo, answered with its display_url. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const result = await api<ImageUploadResult>(API_PATHS.images, { method: 'POST', body: form, auth: true });
  return result.data.display_url;
}

/** PUT /api/products/{id}/images: the gallery, in order. */
export const useSaveGallery = (productId: string) =>
  useProductWrite((input: ProductGalleryInput) =>
    api<ProductDetail>(API_PATHS.productImages(productId), { method: 'PUT', body: input, auth: true }),
  );

/** PUT /api/products/{id}/specification: the SKU and rows. */
export const useSaveSpecification = (productId: string) =>
  useProductWrite((input: ProductSpecificationInput) =>
    api<ProductDetail>(API_PATHS.productSpecification(productId), { method: 'PUT', body: input, auth: true }),
  );

/** PUT /api/products/{id}/variants: every option and variant; one left out is removed. */
export const useSaveVariants = () =>
  useProductWrite(({ id, input }: { id: string; input: ProductVariantsInput }) =>
    api<ProductDetail>(API_PATHS.productVariants(id), { method: 'PUT', body: input, auth: true }),
  );
