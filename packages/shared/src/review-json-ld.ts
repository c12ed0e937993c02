// schema.org `aggregateRating` and `review` for a product's JSON-LD. Without reviews there is no
// aggregateRating: search engines refuse a rating of zero reviews.
import { RATING_MAX, RATING_MIN } from './constants.ts';
import type { ProductReview, ReviewsSummary } from './schemas/product-page.ts';

const SCALE = { bestRating: RATING_MAX, worstRating: RATING_MIN };

/** The fields to spread into a Product's JSON-LD; `{}` when the product has no shown reviews. */
export function productReviewsJsonLd(
  summary: Pick<ReviewsSummary, 'average' | 'count'>,
  reviews: readonly Pick<ProductReview, 'rating' | 'title' | 'text' | 'userName' | 'updatedAt'>[],
) {
  const rated = summary.count > 0;
  return {
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: summary.average,
            reviewCount: summary.count,
            ...SCALE,
          },
        }
      : {}),
    ...(rated && reviews.length > 0
      ? {
          review: reviews.map((r) => ({
            '@type': 'Review',
            name: r.title,
            reviewBody: r.text,
            // A date (YYYY-MM-DD) is what schema.org's Date expects.
            datePublished: r.updatedAt.slice(0, 10),
            author: { '@type': 'Person', name: r.userName },
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, ...SCALE },
          })),
        }
      : {}),
  };
}
