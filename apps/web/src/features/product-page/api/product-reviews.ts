// A product's reviews and the caller's own, and the admin's moderation of them; saving, deleting, hiding or
// showing one refreshes them and every products query (the cards show the average and count).
import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import { PRODUCT_REVIEWS_PAGE_SIZE } from '@store/shared/constants';
import type {
  DeleteResult,
  ModeratedReview,
  ModeratedReviewPage,
  MyProductReview,
  ProductReviewInput,
  ProductReviewPage,
} from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';

export const PRODUCT_REVIEWS_KEY = ['productReviews'] as const;

/** The buyers' reviews, or (`others`) those of people who had not bought the product, listed apart. */
export const productReviewsQueryOptions = (productId: string, others = false) =>
  infiniteQueryOptions({
    queryKey: [...PRODUCT_REVIEWS_KEY, productId, others ? 'others' : 'pages'],
    queryFn: ({ pageParam, signal }) =>
      api<ProductReviewPage>(API_PATHS.productReviews(productId, pageParam, PRODUCT_REVIEWS_PAGE_SIZE, others), {
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export const myProductReviewQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: [...PRODUCT_REVIEWS_KEY, productId, 'mine'],
    queryFn: ({ signal }) => api<MyProductReview>(API_PATHS.myProductReview(productId), { signal, auth: true }),
  });

export function useSaveMyReview(productId: string) {
  return useMutation({
    mutationFn: (input: ProductReviewInput) =>
      api<MyProductReview>(API_PATHS.myProductReview(productId), { method: 'PUT', body: input, auth: true }),
    onSuccess: useInvalidate([...PRODUCT_REVIEWS_KEY, productId], PRODUCTS_KEY),
  });
}

export function useDeleteMyReview(productId: string) {
  return useMutation({
    mutationFn: () => api<DeleteResult>(API_PATHS.myProductReview(productId), { method: 'DELETE', auth: true }),
    onSuccess: useInvalidate([...PRODUCT_REVIEWS_KEY, productId], PRODUCTS_KEY),
  });
}

/** GET /api/product-reviews (admin): every review, newest first; the hidden ones only on request. */
export const moderatedReviewsQueryOptions = (page: number, hiddenOnly: boolean) =>
  queryOptions({
    queryKey: [...PRODUCT_REVIEWS_KEY, 'moderation', page, hiddenOnly],
    queryFn: ({ signal }) =>
      api<ModeratedReviewPage>(API_PATHS.moderatedReviews(page, hiddenOnly ? true : undefined), { signal, auth: true }),
    placeholderData: keepPreviousData,
  });

/** POST /api/product-reviews/{id}/hide and /show (admin), with a reason. */
export function useModerateReview() {
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: 'hide' | 'show'; reason: string }) =>
      api<ModeratedReview>(action === 'hide' ? API_PATHS.hideProductReview(id) : API_PATHS.showProductReview(id), {
        method: 'POST',
        body: { reason },
        auth: true,
      }),
    onSuccess: useInvalidate(PRODUCT_REVIEWS_KEY, PRODUCTS_KEY),
  });
}
