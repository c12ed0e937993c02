// GET /api/product-reviews (admin, newest first; hidden only on request), and
// POST /api/product-reviews/{id}/hide and /show with a reason. Each refreshes the lists and products.
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { ModeratedReview, ModeratedReviewPage } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';
import { PRODUCT_REVIEWS_KEY } from './product-reviews.ts';

export const moderatedReviewsQueryOptions = (page: number, hiddenOnly: boolean) =>
  queryOptions({
    queryKey: [...PRODUCT_REVIEWS_KEY, 'moderation', page, hiddenOnly],
    queryFn: ({ signal }) =>
      api<ModeratedReviewPage>(API_PATHS.moderatedReviews(page, hiddenOnly ? true : undefined), { signal, auth: true }),
    placeholderData: keepPreviousData,
  });

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
