// Review rules: the newest shown reviews for the home page, and a signed-in user's new review.
// An author's email is theirs: everyone but the author and the admins reads it masked.
import { hasPermission } from '@store/shared/staff-roles';
import type { InsertResult, Review, ReviewInput } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../accounts/index.ts';
import { insertReviews, listReviews, type ReviewRow } from './reviews.repository.ts';
import { catalogChanged } from '../catalog/index.ts';

/** `karim@example.com` → `k***@example.com`: tells authors apart, not how to write to them. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

export function toReviewDto(row: ReviewRow, mayReadEmail: boolean): Review {
  return {
    _id: row.id,
    userName: row.userName,
    userEmail: mayReadEmail ? row.userEmail : maskEmail(row.userEmail),
    des: row.description,
    number: row.rating,
  };
}

/** The shown reviews, newest first, as `viewer` may read them (null: anyone). */
export async function latestReviews(db: DB, limit?: number, viewer: AuthUser | null = null): Promise<Review[]> {
  return (await listReviews(db, limit)).map((row) =>
    toReviewDto(row, viewer !== null && (hasPermission(viewer.role, 'reviews') || viewer.id === row.userId)),
  );
}

/** Under the account's own name and email; the text as typed (the web app renders it as text). */
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
  await catalogChanged(db, { reviews: true });
  return { acknowledged: true, insertedId: id };
}
