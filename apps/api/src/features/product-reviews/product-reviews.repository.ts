import type { Insertable, Selectable } from 'kysely';
import { COD_METHOD, PAID_STATUSES } from '@store/shared/order-flow';
import type { DB } from '../../db/database.ts';
import type { ProductReviewEventTable, ProductReviewTable } from '../../db/schema.ts';

export type ProductReviewRow = Selectable<ProductReviewTable>;

const shown = (db: DB, productId: string) =>
  db.selectFrom('productReviews').where('productId', '=', productId).where('hiddenAt', 'is', null);

/** A page of the product's shown reviews by buyers (or by the others), newest (last written) first. */
export async function listShownReviews(
  db: DB,
  productId: string,
  limit: number,
  offset: number,
  byBuyer: boolean,
): Promise<ProductReviewRow[]> {
  return shown(db, productId)
    .where('byBuyer', '=', byBuyer ? 1 : 0)
    .selectAll()
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** How many shown reviews by buyers give each number of stars, and how many shown reviews are by others. */
export async function countShown(
  db: DB,
  productId: string,
): Promise<{ byRating: Map<number, number>; others: number }> {
  const rows = await shown(db, productId)
    .select((eb) => ['byBuyer', 'rating', eb.fn.countAll<string | number>().as('n')])
    .groupBy(['byBuyer', 'rating'])
    .execute();
  const byRating = new Map<number, number>();
  let others = 0;
  for (const r of rows) {
    if (Number(r.byBuyer) === 1) byRating.set(Number(r.rating), Number(r.n));
    else others += Number(r.n);
  }
  return { byRating, others };
}

/** Which of these accounts bought the product: a line of it in an order paid and kept (COD: collected). */
export async function buyersAmong(db: DB, productId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('orders')
    .innerJoin('orderLines', 'orderLines.orderId', 'orders.id')
    .select('orders.userId')
    .distinct()
    .where('orderLines.productId', '=', productId)
    .where('orders.userId', 'in', [...userIds])
    .where('orders.status', 'in', [...PAID_STATUSES])
    .where((eb) =>
      eb.or([
        eb('orders.paymentMethod', 'is', null),
        eb('orders.paymentMethod', '!=', COD_METHOD),
        eb('orders.paidAt', 'is not', null),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => r.userId));
}

export async function findReviewOf(db: DB, productId: string, userId: string): Promise<ProductReviewRow | undefined> {
  return db
    .selectFrom('productReviews')
    .selectAll()
    .where('productId', '=', productId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** One statement, so two saves at once leave one review; a hidden one is left as it is (undefined). */
export async function upsertReview(db: DB, row: ProductReviewRow): Promise<ProductReviewRow | undefined> {
  return db
    .insertInto('productReviews')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['productId', 'userId'])
        .doUpdateSet({
          rating: row.rating,
          title: row.title,
          body: row.body,
          userName: row.userName,
          updatedAt: row.updatedAt,
          byBuyer: row.byBuyer,
        })
        .where('productReviews.hiddenAt', 'is', null),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the account's shown review of the product; a hidden one stays for the record. */
export async function deleteShownReviewOf(db: DB, productId: string, userId: string): Promise<number> {
  const result = await db
    .deleteFrom('productReviews')
    .where('productId', '=', productId)
    .where('userId', '=', userId)
    .where('hiddenAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertModerationEvent(db: DB, event: Insertable<ProductReviewEventTable>): Promise<void> {
  await db.insertInto('productReviewEvents').values(event).execute();
}

/** Every review (or only hidden ones) with its product's name and the author's email, newest first. */
export async function listForModeration(
  db: DB,
  options: { hidden?: boolean; reviewId?: string; limit: number; offset: number },
) {
  let query = db
    .selectFrom('productReviews')
    .innerJoin('products', 'products.id', 'productReviews.productId')
    .leftJoin('users', 'users.id', 'productReviews.userId');
  if (options.hidden === true) query = query.where('productReviews.hiddenAt', 'is not', null);
  if (options.hidden === false) query = query.where('productReviews.hiddenAt', 'is', null);
  if (options.reviewId !== undefined) query = query.where('productReviews.id', '=', options.reviewId);
  const [rows, total] = await Promise.all([
    query
      .selectAll('productReviews')
      .select(['products.name as productName', 'users.email as userEmail'])
      .orderBy('productReviews.updatedAt', 'desc')
      .orderBy('productReviews.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
