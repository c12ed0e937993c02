import { z } from 'zod';
import { LIMITS, RATING_MAX, RATING_MIN } from '../constants.ts';

/** A review as the API returns it. */
export const ReviewSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  des: z.string(),
  number: z.number().int(),
});
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewListSchema = z.array(ReviewSchema);

/** What a signed-in user sends; name and email come from the account, never from the body. */
export const ReviewInputSchema = z.object({
  number: z
    .number({ error: `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}` })
    .int(`Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`)
    .min(RATING_MIN, `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`)
    .max(RATING_MAX, `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`),
  des: z.string().trim().max(LIMITS.reviewText, `At most ${LIMITS.reviewText} characters`).default(''),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;
