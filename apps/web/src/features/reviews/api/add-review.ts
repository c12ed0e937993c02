// POST /api/review: a signed-in customer's review; the home page's reviews are refreshed afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { ReviewInput } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { REVIEWS_KEY } from '../../../lib/query-client.ts';

/** The spec's body; the server takes userName and userEmail from the account, not from here. */
export interface AddReviewBody extends ReviewInput {
  userName: string;
  userEmail: string;
}

export function addReview(body: AddReviewBody): Promise<{ acknowledged: boolean; insertedId: string }> {
  return api(API_PATHS.reviews, { method: 'POST', body, auth: true });
}

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}
