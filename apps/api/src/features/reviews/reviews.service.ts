import type { Review } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { listReviews, type ReviewRow } from './reviews.repository.ts';

export function toReviewDto(row: ReviewRow): Review {
  return { _id: row.id, userName: row.userName, userEmail: row.userEmail, des: row.des, number: row.number };
}

export async function latestReviews(db: DB, limit?: number): Promise<Review[]> {
  return (await listReviews(db, limit)).map(toReviewDto);
}
