// POST /api/review: a signed-in customer's review; the home page's reviews are refreshed afterwards.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Review } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { REVIEWS_KEY, useInvalidate } from '../../../lib/query-client.ts';

export function useAddReview() {
  return useMutation({
    // The spec's body; the server takes userName and userEmail from the account, not from here.
    mutationFn: (body: Omit<Review, '_id'>) =>
      api<{ acknowledged: boolean; insertedId: string }>(API_PATHS.reviews, { method: 'POST', body, auth: true }),
    onSuccess: useInvalidate(REVIEWS_KEY),
  });
}
