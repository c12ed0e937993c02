// Product review rules: one review per account and product; "verified buyer" is read when shown, so
// that it follows payments and refunds; only buyers' reviews are averaged.
import { isStaffRole } from '@store/shared/staff-roles';
import { PRODUCT_REVIEWS_PAGE_SIZE, RATING_MAX, RATING_MIN } from '@store/shared/constants';
import { messageRef } from '@store/shared/i18n/catalogue';
import type { EnglishCatalogues } from '@store/shared/i18n/catalogues';
import type {
  DeleteResult,
  ModeratedReviewPage,
  MyProductReview,
  ProductReview,
  ProductReviewInput,
  ProductReviewPage,
  ReviewModerationInput,
} from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../accounts/index.ts';
import { recordChange } from '../audit/index.ts';
import { catalogChanged, existingProduct, publishedProduct, ratingOf } from '../catalog/index.ts';
import { hideOrShowReview } from '../reviews/index.ts';
import {
  buyersAmong,
  countShown,
  deleteShownReviewOf,
  findReviewOf,
  insertModerationEvent,
  listForModeration,
  listShownReviews,
  type ProductReviewRow,
  upsertReview,
} from './product-reviews.repository.ts';

/** A review message, as a catalogue reference: English in the answer, the page's language in the web app. */
const reviewText = (key: keyof EnglishCatalogues['product-page']['PRODUCT_REVIEW_TEXT']): string =>
  messageRef('product-page', 'PRODUCT_REVIEW_TEXT', key);

const MODERATION_PAGE_SIZE = 20;

type ReviewersSetting = 'buyers' | 'everyone';

function toReviewDto(row: ProductReviewRow, verified: boolean): ProductReview {
  return {
    _id: row.id,
    productId: row.productId,
    rating: row.rating,
    title: row.title,
    text: row.body,
    userName: row.userName,
    verified,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function productReviewPage(
  db: DB,
  productId: string,
  query: { page?: number; limit?: number; others?: 'true' | 'false' },
): Promise<ProductReviewPage> {
  await publishedProduct(db, productId);
  const page = query.page ?? 1;
  const limit = query.limit ?? PRODUCT_REVIEWS_PAGE_SIZE;
  const fromBuyers = query.others !== 'true';
  const [rows, { byRating, others }] = await Promise.all([
    listShownReviews(db, productId, limit, (page - 1) * limit, fromBuyers),
    countShown(db, productId),
  ]);
  const buyers = await buyersAmong(
    db,
    productId,
    rows.map((r) => r.userId),
  );
  // The distribution is counted from the same rows as the page; the card's figures come from the
  // product row the trigger keeps, which holds the same counts.
  let count = 0;
  let total = 0;
  const distribution = [];
  for (let stars = RATING_MAX; stars >= RATING_MIN; stars--) {
    const n = byRating.get(stars) ?? 0;
    count += n;
    total += n * stars;
    distribution.push({ stars, count: n });
  }
  return {
    summary: { ...ratingOf(count, total), distribution },
    items: rows.map((r) => toReviewDto(r, buyers.has(r.userId))),
    page,
    limit,
    total: fromBuyers ? count : others,
    others,
  };
}

const mayReview = (user: AuthUser, isBuyer: boolean, reviewers: ReviewersSetting): boolean =>
  !isStaffRole(user.role) && (isBuyer || reviewers === 'everyone');

export async function myReview(
  db: DB,
  user: AuthUser,
  productId: string,
  reviewers: ReviewersSetting,
): Promise<MyProductReview> {
  await publishedProduct(db, productId);
  const [row, buyers] = await Promise.all([
    findReviewOf(db, productId, user.id),
    buyersAmong(db, productId, [user.id]),
  ]);
  const isBuyer = buyers.has(user.id);
  return {
    review: row ? { ...toReviewDto(row, isBuyer), hidden: row.hiddenAt !== null, counted: row.byBuyer === 1 } : null,
    mayReview: mayReview(user, isBuyer, reviewers),
  };
}

/**
 * The store's staff do not review; with `buyers` only a buyer may. Whether the author bought it is stored with the
 * review, so the trigger averages only buyers' stars. A review the store hid stays hidden (409).
 */
export async function saveMyReview(
  db: DB,
  user: AuthUser,
  productId: string,
  input: ProductReviewInput,
  reviewers: ReviewersSetting,
): Promise<MyProductReview> {
  if (isStaffRole(user.role)) throw forbidden();
  await publishedProduct(db, productId);
  const isBuyer = (await buyersAmong(db, productId, [user.id])).has(user.id);
  if (!mayReview(user, isBuyer, reviewers)) throw forbidden(reviewText('buyersOnly'));
  const at = nowIso();
  const row = await upsertReview(db, {
    id: newId(),
    productId,
    userId: user.id,
    userName: user.name,
    rating: input.rating,
    title: input.title,
    body: input.text,
    createdAt: at,
    updatedAt: at,
    hiddenAt: null,
    hiddenReason: null,
    byBuyer: isBuyer ? 1 : 0,
  });
  if (!row) throw conflict(reviewText('hiddenReviewLocked'));
  await catalogChanged(db, { products: [productId] });
  return { review: { ...toReviewDto(row, isBuyer), hidden: false, counted: isBuyer }, mayReview: true };
}

export async function deleteMyReview(db: DB, user: AuthUser, productId: string): Promise<DeleteResult> {
  await existingProduct(db, productId);
  const deletedCount = await deleteShownReviewOf(db, productId, user.id);
  if (deletedCount > 0) {
    await catalogChanged(db, { products: [productId] });
    return { deletedCount };
  }
  if (await findReviewOf(db, productId, user.id)) throw conflict(reviewText('hiddenReviewLocked'));
  throw notFound(reviewText('notFound'));
}

export async function moderateReview(
  db: DB,
  admin: AuthUser,
  id: string,
  action: 'hidden' | 'shown',
  { reason }: ReviewModerationInput,
): Promise<ModeratedReviewPage['items'][number]> {
  const review = { table: 'productReviews' as const, id, action, reason, text: reviewText };
  const row = await hideOrShowReview(db, review, async (trx, { productId }, at) => {
    const actor = { actorUserId: admin.id, actorEmail: admin.email };
    await insertModerationEvent(trx, { id: newId(), reviewId: id, productId, action, reason, ...actor, at });
    await recordChange(trx, admin, {
      kind: 'review.moderated',
      objectType: 'product-review',
      objectId: id,
      before: { hidden: action === 'shown' },
      after: { hidden: action === 'hidden', reason },
    });
  });
  await catalogChanged(db, { products: [row.productId] });
  const page = await reviewsForModeration(db, { reviewId: row.id });
  const item = page.items[0];
  if (!item) throw notFound(reviewText('notFound'));
  return item;
}

export async function reviewsForModeration(
  db: DB,
  query: { page?: number; hidden?: 'true' | 'false'; reviewId?: string },
): Promise<ModeratedReviewPage> {
  const page = query.page ?? 1;
  const { rows, total } = await listForModeration(db, {
    ...(query.hidden === undefined ? {} : { hidden: query.hidden === 'true' }),
    ...(query.reviewId === undefined ? {} : { reviewId: query.reviewId }),
    limit: MODERATION_PAGE_SIZE,
    offset: (page - 1) * MODERATION_PAGE_SIZE,
  });
  const verified = new Set<string>();
  const byProduct = new Map<string, string[]>();
  for (const r of rows) byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r.userId]);
  for (const [productId, userIds] of byProduct) {
    for (const userId of await buyersAmong(db, productId, userIds)) verified.add(`${productId}\u0000${userId}`);
  }
  return {
    items: rows.map((r) => ({
      ...toReviewDto(r, verified.has(`${r.productId}\u0000${r.userId}`)),
      productName: r.productName,
      userEmail: r.userEmail ?? '',
      hiddenAt: r.hiddenAt,
      hiddenReason: r.hiddenReason,
    })),
    page,
    limit: MODERATION_PAGE_SIZE,
    total,
  };
}
