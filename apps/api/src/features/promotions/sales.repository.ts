// The catalogue's read of sales (rule 8 of promotions): every automatic item promotion that may show as a sale now
// or later, with what it targets. Read once per catalogue generation (features/catalog/sale-book.ts).
import type { DB } from '../../db/database.ts';
import type { PromotionTable } from '../../db/schema.ts';
import { isSale } from './item-discount.ts';

export type SaleRow = Pick<
  PromotionTable,
  'id' | 'kind' | 'percent' | 'amount' | 'startsAt' | 'endsAt' | 'customerGroupId'
> & {
  productIds: string[];
  categoryIds: string[];
  /** Each targeted variant to its product (a card shows the sale of any of its variants). */
  variants: Map<string, string>;
};

/**
 * Sales that are active and not ended at `nowIso` (a sale has no limit of uses: isSale), whether they have started or not (the
 * catalogue waits for the next start or end itself). A sale without any target is not shown anywhere.
 */
export async function findSales(db: DB, nowIso: string): Promise<SaleRow[]> {
  const rows = await db
    .selectFrom('promotions')
    .select([
      'id',
      'kind',
      'percent',
      'amount',
      'startsAt',
      'endsAt',
      'customerGroupId',
      'code',
      'minSubtotal',
      'firstOrderOnly',
      'paymentMethod',
      'maxUses',
      'maxUsesPerCustomer',
    ])
    .where('status', '=', 'active')
    .where('kind', 'in', ['items_percent', 'items_amount'])
    .where('code', 'is', null)
    .where((eb) => eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', nowIso)]))
    .where('maxUses', 'is', null)
    .where('maxUsesPerCustomer', 'is', null)
    .execute();
  const sales = rows.filter((r) => isSale({ ...r, firstOrderOnly: Number(r.firstOrderOnly) }));
  if (sales.length === 0) return [];
  const targets = await db
    .selectFrom('promotionTargets')
    .leftJoin('productVariants', (join) =>
      join
        .onRef('productVariants.id', '=', 'promotionTargets.targetId')
        .on('promotionTargets.targetType', '=', 'variant'),
    )
    .select(['promotionTargets.promotionId', 'targetType', 'targetId', 'productVariants.productId'])
    .where(
      'promotionId',
      'in',
      sales.map((s) => s.id),
    )
    .execute();
  return sales.map((s) => {
    const mine = targets.filter((t) => t.promotionId === s.id);
    const variants = new Map<string, string>();
    for (const t of mine) if (t.targetType === 'variant' && t.productId) variants.set(t.targetId, t.productId);
    return {
      id: s.id,
      kind: s.kind,
      percent: s.percent === null ? null : Number(s.percent),
      amount: s.amount === null ? null : Number(s.amount),
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      customerGroupId: s.customerGroupId,
      productIds: mine.filter((t) => t.targetType === 'product').map((t) => t.targetId),
      categoryIds: mine.filter((t) => t.targetType === 'category').map((t) => t.targetId),
      variants,
    };
  });
}
