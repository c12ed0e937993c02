// Review rules: the newest reviews for the home page, and a signed-in user's new review.
import type { InsertResult, Review, ReviewInput } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../accounts/auth-user.ts';
import { insertReviews, listReviews, type ReviewRow } from './reviews.repository.ts';

export function toReviewDto(row: ReviewRow): Review {
  return { _id: row.id, userName: row.userName, userEmail: row.userEmail, des: row.description, number: row.rating };
}

export async function latestReviews(db: DB, limit?: number): Promise<Review[]> {
  return (await listReviews(db, limit)).map(toReviewDto);
}

/**
 * Stores a review under the account's own name and email (never the body's). The text is stored as
 * typed; the web app renders it as text, so markup in it shows its characters and never runs.
 */
export async function addReview(db: DB, user: AuthUser, input: ReviewInput): Promise<InsertResult> {
  const id = newId();
  await insertReviews(db, [
    {
      id,
      userId: user.id,
      userName: user.name,
      userEmail: user.email,
      description: input.des,
      rating: input.number,
      createdAt: nowIso(),
    },
  ]);
  return { acknowledged: true, insertedId: id };
}
