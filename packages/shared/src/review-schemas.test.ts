import { describe, expect, it } from 'vitest';
import { LIMITS, RATING_MAX, RATING_MIN } from './constants.ts';
import { englishTexts, resolveMessageIn } from './i18n/server.ts';
import { ReviewInputSchema, ReviewSchema } from './schemas/index.ts';

const { REVIEW_TEXT } = englishTexts('orders');
/** The first issue's message as the API answers it: in English. */
const firstMessage = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  resolveMessageIn('en', result.error?.issues[0]?.message ?? '');

describe('ReviewSchema', () => {
  it('accepts a review in the API shape', () => {
    const review = { _id: 'r1', userName: 'Rahim', userEmail: 'rahim@example.com', des: 'Good chain', number: 5 };
    expect(ReviewSchema.parse(review)).toEqual(review);
  });

  it('rejects a fractional rating', () => {
    const review = { _id: 'r1', userName: 'Rahim', userEmail: 'rahim@example.com', des: 'Good', number: 4.5 };
    expect(ReviewSchema.safeParse(review).success).toBe(false);
  });
});

describe('ReviewInputSchema', () => {
  it.each([1, 2, 3, 4, 5])('accepts a rating of %i', (number) => {
    expect(ReviewInputSchema.parse({ number, des: 'Fine' })).toEqual({ number, des: 'Fine' });
  });

  it.each([0, 6, -1, 4.5])('rejects a rating of %d with a message naming the range', (number) => {
    const result = ReviewInputSchema.safeParse({ number, des: '' });
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe(REVIEW_TEXT.rating({ min: RATING_MIN, max: RATING_MAX }));
  });

  it('requires the rating: missing or empty (NaN from an empty number field)', () => {
    for (const body of [{ des: 'Nice' }, { number: Number.NaN }]) {
      const result = ReviewInputSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(firstMessage(result)).toBe(REVIEW_TEXT.ratingRequired);
    }
  });

  it('rejects a rating sent as a string', () => {
    expect(ReviewInputSchema.safeParse({ number: '5' }).success).toBe(false);
  });

  it('makes the message optional and trims it', () => {
    expect(ReviewInputSchema.parse({ number: 4 })).toEqual({ number: 4, des: '' });
    expect(ReviewInputSchema.parse({ number: 4, des: '  Solid rims  ' })).toEqual({ number: 4, des: 'Solid rims' });
  });

  it('rejects a message longer than the limit', () => {
    expect(ReviewInputSchema.safeParse({ number: 3, des: 'x'.repeat(LIMITS.reviewText) }).success).toBe(true);
    const result = ReviewInputSchema.safeParse({ number: 3, des: 'x'.repeat(LIMITS.reviewText + 1) });
    expect(firstMessage(result)).toBe(REVIEW_TEXT.messageTooLong({ max: LIMITS.reviewText }));
  });

  it('ignores a name or email in the body: those come from the account', () => {
    const parsed = ReviewInputSchema.parse({ number: 5, des: 'x', userName: 'Mallory', userEmail: 'm@example.com' });
    expect(parsed).toEqual({ number: 5, des: 'x' });
  });
});
