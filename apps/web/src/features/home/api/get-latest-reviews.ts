// The home page's customer reviews, newest first. It keeps no email: the server-rendered HTML carries this
// data, and a reviewer's email has no place in a public page.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Review } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { REVIEWS_KEY } from '../../../lib/query-client.ts';

/** Two rows of the three-column grid. NOTE: the spec does not limit the list; the home page should not grow without end. */
export const HOME_REVIEWS_COUNT = 6;

export type HomeReview = Omit<Review, 'userEmail'>;

/** Under REVIEWS_KEY, so that posting a review refreshes it. */
export const latestReviewsQueryOptions = () =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'latest'],
    queryFn: async ({ signal }): Promise<HomeReview[]> => {
      const reviews = await api<Review[]>(`${API_PATHS.reviews}?limit=${HOME_REVIEWS_COUNT}`, { signal });
      return reviews.map(({ _id, userName, des, number }) => ({ _id, userName, des, number }));
    },
  });
