// schema.org `aggregateRating` and `review` for a product's JSON-LD. Without reviews there is no
// aggregateRating: search engines refuse a rating of zero reviews.
import { RATING_MAX, RATING_MIN } from './constants.ts';
import type { ProductReview, ReviewsSummary } from './schemas/product-page.ts';

interface AggregateRatingJsonLd {
  '@type': 'AggregateRating';
  ratingValue: number;
  reviewCount: number;
  bestRating: number;
  worstRating: number;
}

interface ReviewJsonLd {
  '@type': 'Review';
  name: string;
  reviewBody: string;
  datePublished: string;
  author: { '@type': 'Person'; name: string };
  reviewRating: { '@type': 'Rating'; ratingValue: number; bestRating: number; worstRating: number };
}

interface ProductReviewsJsonLd {
  aggregateRating?: AggregateRatingJsonLd;
  review?: ReviewJsonLd[];
}

/** The fields to spread into a Product's JSON-LD; `{}` when the product has no shown reviews. */
export function productReviewsJsonLd(
  summary: Pick<ReviewsSummary, 'average' | 'count'>,
  reviews: readonly Pick<ProductReview, 'rating' | 'title' | 'text' | 'userName' | 'updatedAt'>[],
): ProductReviewsJsonLd {
  if (summary.count <= 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: RATING_MAX,
      worstRating: RATING_MIN,
    },
    ...(reviews.length > 0
      ? {
          review: reviews.map((r) => ({
            '@type': 'Review' as const,
            name: r.title,
            reviewBody: r.text,
            // A date (YYYY-MM-DD) is what schema.org's Date expects.
            datePublished: r.updatedAt.slice(0, 10),
            author: { '@type': 'Person' as const, name: r.userName },
            reviewRating: {
              '@type': 'Rating' as const,
              ratingValue: r.rating,
              bestRating: RATING_MAX,
              worstRating: RATING_MIN,
            },
          })),
        }
      : {}),
  };
}
