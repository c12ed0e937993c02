// Kysely queries for dealer prices: breaks, groups, their fixed prices, members and applications.
import type { DB } from '../../db/database.ts';
import type { Break } from './unit-price.ts';

/** Each variant's breaks in rising quantity. */
export async function findBreaks(db: DB, variantIds: readonly string[]): Promise<Map<string, Break[]>> {
  const byVariant = new Map<string, Break[]>();
  if (variantIds.length === 0) return byVariant;
  const rows = await db
    .selectFrom('priceBreaks')
    .select(['variantId', 'minQuantity', 'price'])
    .where('variantId', 'in', [...variantIds])
    .orderBy('variantId')
    .orderBy('minQuantity')
    .execute();
  for (const { variantId, minQuantity, price } of rows) {
    const list = byVariant.get(variantId) ?? [];
    list.push({ minQuantity: Number(minQuantity), price: Number(price) });
    byVariant.set(variantId, list);
  }
  return byVariant;
}

/** Replaces a variant's breaks whole (in the caller's transaction). */
export async function replaceBreaks(db: DB, variantId: string, breaks: readonly Break[]): Promise<void> {
  await db.deleteFrom('priceBreaks').where('variantId', '=', variantId).execute();
  if (breaks.length > 0)
    await db
      .insertInto('priceBreaks')
      .values(breaks.map((b) => ({ variantId, minQuantity: b.minQuantity, price: b.price })))
      .execute();
}

/** The buyer's group (null: retail). */
export async function findGroupOfUser(db: DB, userId: string) {
  const row = await db
    .selectFrom('customerGroupMembers')
    .innerJoin('customerGroups', 'customerGroups.id', 'customerGroupMembers.groupId')
    .select(['customerGroups.id', 'customerGroups.name', 'customerGroups.discountPercent'])
    .where('customerGroupMembers.userId', '=', userId)
    .executeTakeFirst();
  return row ? { ...row, discountPercent: Number(row.discountPercent) } : null;
}

export async function findGroupById(db: DB, id: string) {
  const row = await db.selectFrom('customerGroups').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { ...row, discountPercent: Number(row.discountPercent) } : undefined;
}

/** A group's fixed prices for these variants. */
export async function findGroupPrices(db: DB, groupId: string, variantIds: readonly string[]) {
  if (variantIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('customerGroupPrices')
    .select(['variantId', 'price'])
    .where('groupId', '=', groupId)
    .where('variantId', 'in', [...variantIds])
    .execute();
  return new Map(rows.map((r) => [r.variantId, Number(r.price)]));
}

/** Every variant of these products, with what pricing needs. */
export async function findVariantsOfProducts(db: DB, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('productVariants')
    .select(['id', 'productId', 'price', 'minQuantity'])
    .where('productId', 'in', [...productIds])
    .execute();
}
