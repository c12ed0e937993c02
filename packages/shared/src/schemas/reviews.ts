import { z } from 'zod';
import { LIMITS, RATING_MAX, RATING_MIN } from '../constants.ts';
import { refsTo } from '../i18n/catalogue.ts';
import { PAGE_FIELDS, ratingSchema, textUpTo } from './common.ts';

export const ReviewSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  des: z.string(),
  number: z.number().int(),
});
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewListSchema = z.array(ReviewSchema);

const reviewText = refsTo('orders', 'REVIEW_TEXT');

/**
 * What a signed-in user sends (POST /api/review) and what the Add Review form checks.
 * Name and email come from the account, never from the body: extra keys are dropped.
 */
export const ReviewInputSchema = z.object({
  number: ratingSchema(reviewText('ratingRequired'), reviewText('rating', { min: RATING_MIN, max: RATING_MAX })),
  des: textUpTo(LIMITS.reviewText, (max) => reviewText('messageTooLong', { max })).default(''),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;
export type ReviewFormValues = z.input<typeof ReviewInputSchema>;

/** A store review as the admin's moderation list shows it: the author's whole email, and whether it is hidden. */
export const ModeratedStoreReviewSchema = ReviewSchema.extend({
  createdAt: z.string(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
});
export type ModeratedStoreReview = z.infer<typeof ModeratedStoreReviewSchema>;

export const ModeratedStoreReviewPageSchema = z.object({ items: z.array(ModeratedStoreReviewSchema), ...PAGE_FIELDS });
export type ModeratedStoreReviewPage = z.infer<typeof ModeratedStoreReviewPageSchema>;
