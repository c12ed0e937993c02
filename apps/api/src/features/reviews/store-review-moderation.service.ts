// The admin's moderation of store reviews: each change is one conditional write plus a row in
// review_events, in one transaction; a deletion's row keeps what the review said.
import { messageRef } from '@store/shared/i18n/catalogue';
import type { EnglishCatalogues } from '@store/shared/i18n/catalogues';
import type {
  DeleteResult,
  ModeratedStoreReview,
  ModeratedStoreReviewPage,
  ReviewModerationInput,
} from '@store/shared/schemas';
import type { Selectable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { isId, newId, nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../accounts/index.ts';
import {
  deleteStoreReview,
  insertReviewEvent,
  listStoreReviewsForModeration,
  reviewExists,
  type ReviewRow,
  setReviewHidden,
} from './reviews.repository.ts';
import { recordChange } from '../audit/index.ts';
import { catalogChanged } from '../catalog/index.ts';
import { toReviewDto } from './reviews.service.ts';

const MODERATION_PAGE_SIZE = 20;

type ModerationText = (key: 'notFound' | 'alreadyHidden' | 'notHidden') => string;

const text = (key: keyof EnglishCatalogues['orders']['STORE_REVIEW_TEXT']): string =>
  messageRef('orders', 'STORE_REVIEW_TEXT', key);

/** The whole email: only admins moderate. */
const toModerated = (row: ReviewRow): ModeratedStoreReview => ({
  ...toReviewDto(row, true),
  createdAt: row.createdAt,
  hiddenAt: row.hiddenAt,
  hiddenReason: row.hiddenReason,
});

/** The review's own log (what it said, kept after a deletion) and the audit trail's entry, in the same transaction. */
async function logEvent(
  db: DB,
  admin: AuthUser,
  row: ReviewRow,
  action: 'hidden' | 'shown' | 'deleted',
  reason: string | null,
  at: string,
) {
  await insertReviewEvent(db, {
    id: newId(),
    reviewId: row.id,
    action,
    reason,
    authorEmail: row.userEmail,
    rating: row.rating,
    description: row.description,
    actorUserId: admin.id,
    actorEmail: admin.email,
    at,
  });
  await recordChange(db, admin, {
    kind: action === 'deleted' ? 'review.deleted' : 'review.moderated',
    objectType: 'store-review',
    objectId: row.id,
    before:
      action === 'deleted' ? { rating: row.rating, description: row.description } : { hidden: action === 'shown' },
    after: action === 'deleted' ? null : { hidden: action === 'hidden', reason },
  });
}

export async function storeReviewsForModeration(
  db: DB,
  query: { page?: number; hidden?: 'true' | 'false' },
): Promise<ModeratedStoreReviewPage> {
  const page = query.page ?? 1;
  const { rows, total } = await listStoreReviewsForModeration(db, {
    ...(query.hidden === undefined ? {} : { hidden: query.hidden === 'true' }),
    limit: MODERATION_PAGE_SIZE,
    offset: (page - 1) * MODERATION_PAGE_SIZE,
  });
  return { items: rows.map(toModerated), page, limit: MODERATION_PAGE_SIZE, total };
}

/**
 * Hides or shows a store or product review by one conditional write, with `log`'s record of it in the
 * same transaction; 404 for an unknown review, 409 when it is already so.
 */
export async function hideOrShowReview<T extends 'reviews' | 'productReviews'>(
  db: DB,
  review: { table: T; id: string; action: 'hidden' | 'shown'; reason: string; text: ModerationText },
  log: (trx: DB, changed: Selectable<Database[T]>, at: string) => Promise<void>,
): Promise<Selectable<Database[T]>> {
  const { table, id, action, text: say } = review;
  if (!isId(id)) throw notFound(say('notFound'));
  const at = nowIso();
  return db.transaction().execute(async (trx) => {
    const changed = await setReviewHidden(trx, table, id, action === 'hidden' ? { at, reason: review.reason } : null);
    if (changed) {
      await log(trx, changed, at);
      return changed;
    }
    if (!(await reviewExists(trx, table, id))) throw notFound(say('notFound'));
    throw conflict(say(action === 'hidden' ? 'alreadyHidden' : 'notHidden'));
  });
}

export async function moderateStoreReview(
  db: DB,
  admin: AuthUser,
  id: string,
  action: 'hidden' | 'shown',
  { reason }: ReviewModerationInput,
): Promise<ModeratedStoreReview> {
  const row = await hideOrShowReview(db, { table: 'reviews', id, action, reason, text }, (trx, changed, at) =>
    logEvent(trx, admin, changed, action, reason, at),
  );
  await catalogChanged(db, { reviews: true });
  return toModerated(row);
}

export async function deleteStoreReviewFor(db: DB, admin: AuthUser, id: string): Promise<DeleteResult> {
  if (!isId(id)) throw notFound(text('notFound'));
  await db.transaction().execute(async (trx) => {
    const deleted = await deleteStoreReview(trx, id);
    if (!deleted) throw notFound(text('notFound'));
    await logEvent(trx, admin, deleted, 'deleted', null, nowIso());
  });
  await catalogChanged(db, { reviews: true });
  return { deletedCount: 1 };
}
