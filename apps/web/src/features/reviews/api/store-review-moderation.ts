// The admin's store reviews: list, hide, show and delete; each refreshes every store-reviews query.
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { DeleteResult, ModeratedStoreReview, ModeratedStoreReviewPage } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { REVIEWS_KEY, useInvalidate } from '../../../lib/query-client.ts';

export const moderatedStoreReviewsQueryOptions = (page: number, hiddenOnly: boolean) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'moderation', page, hiddenOnly],
    queryFn: ({ signal }) =>
      api<ModeratedStoreReviewPage>(API_PATHS.moderatedStoreReviews(page, hiddenOnly ? true : undefined), {
        signal,
        auth: true,
      }),
    placeholderData: keepPreviousData,
  });

type StoreReviewAction = { id: string; action: 'hide' | 'show'; reason: string } | { id: string; action: 'delete' };

export function useModerateStoreReview() {
  return useMutation({
    mutationFn: (change: StoreReviewAction): Promise<DeleteResult | ModeratedStoreReview> =>
      change.action === 'delete'
        ? api<DeleteResult>(API_PATHS.storeReview(change.id), { method: 'DELETE', auth: true })
        : api<ModeratedStoreReview>(
            change.action === 'hide' ? API_PATHS.hideStoreReview(change.id) : API_PATHS.showStoreReview(change.id),
            { method: 'POST', body: { reason: change.reason }, auth: true },
          ),
    onSuccess: useInvalidate(REVIEWS_KEY),
  });
}
