// Kysely queries for promotions: the owner's list, the candidates of a cart or an order with their targets (two
// indexed queries, on every cart read and placement), the buyer's facts, the order's discounts and the uses.
import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { OrderDiscountTable, PromotionTable, PromotionTargetTable } from '../../db/schema.ts';
import type { CandidatePromotion } from './promotion-engine.ts';

export type PromotionRow = Selectable<PromotionTable>;
export type TargetRow = Selectable<PromotionTargetTable>;

/** Numbers come back as strings from some PostgreSQL columns' aggregates; rows of the table are plain. */
const num = (n: unknown): number => Number(n);

export function toCandidate(row: PromotionRow, targets: readonly TargetRow[]): CandidatePromotion {
  const of = (type: TargetRow['targetType']) =>
    targets.filter((t) => t.promotionId === row.id && t.targetType === type).map((t) => t.targetId);
  return {
    ...row,
    uses: num(row.uses),
    targets: { productIds: of('product'), variantIds: of('variant'), categoryIds: of('category') },
    zoneIds: of('zone'),
  };
}

export async function listPromotions(db: DB): Promise<PromotionRow[]> {
  return db.selectFrom('promotions').selectAll().orderBy('createdAt', 'desc').orderBy('id').execute();
}

export async function findPromotionById(db: DB, id: string): Promise<PromotionRow | undefined> {
  return db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listTargetsOf(db: DB, ids: readonly string[]): Promise<TargetRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('promotionTargets')
    .selectAll()
    .where('promotionId', 'in', ids)
    .orderBy('promotionId')
    .orderBy('targetType')
    .orderBy('targetId')
    .execute();
}

export async function insertPromotion(db: DB, row: Insertable<PromotionTable>): Promise<void> {
  await db.insertInto('promotions').values(row).execute();
}

export async function updatePromotion(
  db: DB,
  id: string,
  values: Partial<Omit<PromotionTable, 'id' | 'uses' | 'discountGiven' | 'createdAt'>>,
): Promise<boolean> {
  const result = await db.updateTable('promotions').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function replaceTargets(db: DB, id: string, targets: readonly Omit<TargetRow, 'promotionId'>[]) {
  await db.deleteFrom('promotionTargets').where('promotionId', '=', id).execute();
  if (targets.length > 0)
    await db
      .insertInto('promotionTargets')
      .values(targets.map((t) => ({ ...t, promotionId: id })))
      .execute();
}

/** Deletes a promotion no order ever used (the owner pauses a used one instead); false when it was used. */
export async function deleteUnusedPromotion(db: DB, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('promotions')
    .where('id', '=', id)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('promotionUses').select('orderId').where('promotionUses.promotionId', '=', id))),
    )
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('orderDiscounts').select('orderId').where('orderDiscounts.promotionId', '=', id))),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function codeTaken(db: DB, code: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('promotions').select('id').where('code', '=', code);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function missingIds(
  db: DB,
  table: 'products' | 'productVariants' | 'categories' | 'shippingZones' | 'customerGroups',
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  const have = new Set(found.map((r) => r.id));
  return ids.filter((id) => !have.has(id));
}

/**
 * Rule 1's candidates at `now`: the running automatic promotions (index promotions_period) and the coupon's
 * promotion whatever its state (the engine says why it does not apply); then their targets that can matter here —
 * the lines' products, variants and their products' categories, and every zone — by the targets' primary key.
 */
export async function loadCandidates(
  db: DB,
  at: string,
  code: string | null,
  scope: { productIds: readonly string[]; variantIds: readonly string[] },
): Promise<CandidatePromotion[]> {
  const rows = await db
    .selectFrom('promotions')
    .selectAll()
    .where((eb) => {
      const running = eb.and([
        eb('status', '=', 'active'),
        eb('startsAt', '<=', at),
        eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', at)]),
        eb('code', 'is', null),
        eb.or([eb('maxUses', 'is', null), eb('uses', '<', eb.ref('maxUses'))]),
      ]);
      return code === null ? running : eb.or([running, eb('code', '=', code)]);
    })
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const targets = await db
    .selectFrom('promotionTargets')
    .selectAll()
    .where(
      'promotionId',
      'in',
      rows.map((r) => r.id),
    )
    .where((eb) => {
      const of = (type: TargetRow['targetType'], ids: readonly string[]) =>
        ids.length === 0 ? null : eb.and([eb('targetType', '=', type), eb('targetId', 'in', ids)]);
      const wanted = [
        eb('targetType', '=', 'zone'),
        of('product', scope.productIds),
        of('variant', scope.variantIds),
        scope.productIds.length === 0
          ? null
          : eb.and([
              eb('targetType', '=', 'category'),
              eb(
                'targetId',
                'in',
                eb
                  .selectFrom('products')
                  .select('products.categoryId')
                  .where('products.id', 'in', scope.productIds)
                  .where('products.categoryId', 'is not', null)
                  .$narrowType<{ categoryId: string }>(),
              ),
            ]),
      ].filter((x) => x !== null);
      return eb.or(wanted);
    })
    .execute();
  return rows.map((row) => toCandidate(row, targets));
}

/** The products' categories (for category targets). */
export async function findCategoriesOfProducts(db: DB, productIds: readonly string[]): Promise<Map<string, string[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.selectFrom('products').select(['id', 'categoryId']).where('id', 'in', productIds).execute();
  return new Map(rows.map((r) => [r.id, r.categoryId ? [r.categoryId] : []]));
}

export async function findGroupIdOfUser(db: DB, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('customerGroupMembers')
    .select('groupId')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.groupId ?? null;
}

const CLOSED = ['cancelled', 'expired'];

/** Whether the account, or an order with this phone, has an order that is not cancelled or expired. */
export async function hasEarlierOrder(db: DB, userId: string, phone: string, besides = ''): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where((eb) => (phone ? eb.or([eb('userId', '=', userId), eb('phone', '=', phone)]) : eb('userId', '=', userId)))
    .where('status', 'not in', CLOSED)
    .where('id', '!=', besides)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Unreleased uses of each promotion by this account or this phone. */
export async function countUsesOf(
  db: DB,
  promotionIds: readonly string[],
  userId: string,
  phone: string,
): Promise<Map<string, number>> {
  if (promotionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('promotionUses')
    .select(['promotionId', (eb) => eb.fn.countAll().as('n')])
    .where('promotionId', 'in', promotionIds)
    .where('releasedAt', 'is', null)
    .where((eb) => (phone ? eb.or([eb('userId', '=', userId), eb('phone', '=', phone)]) : eb('userId', '=', userId)))
    .groupBy('promotionId')
    .execute();
  return new Map(rows.map((r) => [r.promotionId, num(r.n)]));
}

export async function insertOrderDiscounts(db: DB, rows: readonly OrderDiscountTable[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('orderDiscounts').values(rows).execute();
}

export async function listOrderDiscounts(db: DB, orderId: string) {
  return db.selectFrom('orderDiscounts').selectAll().where('orderId', '=', orderId).orderBy('promotionId').execute();
}

/**
 * Rule 6: one more use and its discount, only while the promotion still has one (the hot row, updated last in the
 * placing transaction); false when it ran out.
 */
export async function takeUse(db: DB, promotionId: string, discount: number): Promise<boolean> {
  const result = await db
    .updateTable('promotions')
    .set((eb) => ({ uses: eb('uses', '+', 1), discountGiven: eb('discountGiven', '+', discount) }))
    .where('id', '=', promotionId)
    .where((eb) => eb.or([eb('maxUses', 'is', null), eb('uses', '<', eb.ref('maxUses'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertUses(
  db: DB,
  rows: readonly { promotionId: string; orderId: string; userId: string; phone: string; createdAt: string }[],
): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('promotionUses')
      .values(rows.map((r) => ({ ...r, releasedAt: null })))
      .execute();
}

/** Gives an order's uses back, once each (a conditional update), with the discount each order gave. */
export async function releaseUsesOfOrder(db: DB, orderId: string, at: string): Promise<number> {
  const uses = await db
    .updateTable('promotionUses')
    .set({ releasedAt: at })
    .where('orderId', '=', orderId)
    .where('releasedAt', 'is', null)
    .returning('promotionId')
    .execute();
  for (const { promotionId } of [...uses].sort((a, b) => (a.promotionId < b.promotionId ? -1 : 1))) {
    const given = await db
      .selectFrom('orderDiscounts')
      .select('amount')
      .where('orderId', '=', orderId)
      .where('promotionId', '=', promotionId)
      .executeTakeFirst();
    await db
      .updateTable('promotions')
      .set((eb) => ({ uses: eb('uses', '-', 1), discountGiven: eb('discountGiven', '-', given?.amount ?? 0) }))
      .where('id', '=', promotionId)
      .where('uses', '>', 0)
      .execute();
  }
  return uses.length;
}

export async function findCartCoupon(db: DB, userId: string): Promise<string | null> {
  const row = await db.selectFrom('cartCoupons').select('code').where('userId', '=', userId).executeTakeFirst();
  return row?.code ?? null;
}

export async function setCartCoupon(db: DB, userId: string, code: string, at: string): Promise<void> {
  await db
    .insertInto('cartCoupons')
    .values({ userId, code, setAt: at })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ code, setAt: at }))
    .execute();
}

export async function deleteCartCoupon(db: DB, userId: string): Promise<void> {
  await db.deleteFrom('cartCoupons').where('userId', '=', userId).execute();
}
