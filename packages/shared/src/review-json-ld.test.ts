import { describe, expect, it } from 'vitest';
import { productReviewsJsonLd } from './review-json-ld.ts';

const review = {
  rating: 4,
  title: 'Stiff and light',
  text: 'Shifts cleanly. <b>not bold</b>',
  userName: 'Rahim',
  updatedAt: '2026-11-20T08:30:00.000Z',
};

describe('productReviewsJsonLd', () => {
  it('gives nothing for a product without shown reviews', () => {
    expect(productReviewsJsonLd({ average: 0, count: 0 }, [])).toEqual({});
  });

  it('builds aggregateRating from the summary and one Review per shown review, text kept as typed', () => {
    const ld = productReviewsJsonLd({ average: 4.5, count: 2 }, [review, { ...review, rating: 5, userName: 'Sumi' }]);
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.review).toHaveLength(2);
    expect(ld.review?.[0]).toEqual({
      '@type': 'Review',
      name: 'Stiff and light',
      reviewBody: 'Shifts cleanly. <b>not bold</b>',
      datePublished: '2026-11-20',
      author: { '@type': 'Person', name: 'Rahim' },
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
    });
  });

  it('keeps aggregateRating without a review list when the page of reviews is empty', () => {
    const ld = productReviewsJsonLd({ average: 3, count: 7 }, []);
    expect(ld.aggregateRating?.reviewCount).toBe(7);
    expect(ld.review).toBeUndefined();
  });
});
