// Kysely queries for customer groups: the groups with their fixed prices and member counts, members, applications.
import type { DB } from '../../db/database.ts';
import type { CustomerGroupApplicationTable, CustomerGroupTable } from '../../db/schema-pricing.ts';

export async function listGroups(db: DB) {
  return db
    .selectFrom('customerGroups')
    .leftJoin('customerGroupMembers', 'customerGroupMembers.groupId', 'customerGroups.id')
    .select(['customerGroups.id', 'customerGroups.name', 'customerGroups.discountPercent'])
    .select((eb) => eb.fn.count<number>('customerGroupMembers.userId').as('memberCount'))
    .groupBy(['customerGroups.id', 'customerGroups.name', 'customerGroups.discountPercent'])
    .orderBy('customerGroups.name')
    .execute();
}

/** Each group's fixed prices with the variant's product name, option values and catalogue price. */
export async function listGroupPrices(db: DB, groupIds: readonly string[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('customerGroupPrices')
    .innerJoin('productVariants', 'productVariants.id', 'customerGroupPrices.variantId')
    .innerJoin('products', 'products.id', 'productVariants.productId')
    .select([
      'customerGroupPrices.groupId',
      'customerGroupPrices.variantId',
      'customerGroupPrices.price',
      'productVariants.productId',
      'productVariants.price as listPrice',
      'productVariants.option1',
      'productVariants.option2',
      'productVariants.option3',
      'products.name',
      'products.vatRate',
    ])
    .where('customerGroupPrices.groupId', 'in', [...groupIds])
    .orderBy('products.name')
    .orderBy('customerGroupPrices.variantId')
    .execute();
}

export async function insertGroup(db: DB, row: CustomerGroupTable): Promise<void> {
  await db.insertInto('customerGroups').values(row).execute();
}

export async function updateGroup(db: DB, id: string, set: Partial<CustomerGroupTable>): Promise<boolean> {
  const result = await db.updateTable('customerGroups').set(set).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteGroup(db: DB, id: string): Promise<boolean> {
  const result = await db.deleteFrom('customerGroups').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countMembers(db: DB, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('customerGroupMembers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('groupId', '=', groupId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function upsertGroupPrice(db: DB, groupId: string, variantId: string, price: number): Promise<void> {
  await db
    .insertInto('customerGroupPrices')
    .values({ groupId, variantId, price })
    .onConflict((oc) => oc.columns(['groupId', 'variantId']).doUpdateSet({ price }))
    .execute();
}

export async function deleteGroupPrice(db: DB, groupId: string, variantId: string): Promise<void> {
  await db
    .deleteFrom('customerGroupPrices')
    .where('groupId', '=', groupId)
    .where('variantId', '=', variantId)
    .execute();
}

/** The VAT rate of the variant's product; undefined: no such variant. */
export async function findVariantVatRate(db: DB, variantId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('productVariants')
    .innerJoin('products', 'products.id', 'productVariants.productId')
    .select('products.vatRate')
    .where('productVariants.id', '=', variantId)
    .executeTakeFirst();
  return row?.vatRate;
}

export async function userExists(db: DB, userId: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

export async function listMembers(db: DB) {
  return db.selectFrom('customerGroupMembers').select(['userId', 'groupId']).orderBy('userId').execute();
}

/** Puts the buyer in the group, or back to retail with null. */
export async function setMember(db: DB, userId: string, groupId: string | null, at: string): Promise<void> {
  if (groupId === null) {
    await db.deleteFrom('customerGroupMembers').where('userId', '=', userId).execute();
    return;
  }
  await db
    .insertInto('customerGroupMembers')
    .values({ userId, groupId, assignedAt: at })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ groupId, assignedAt: at }))
    .execute();
}

const applicationColumns = (db: DB) =>
  db
    .selectFrom('customerGroupApplications')
    .innerJoin('customerGroups', 'customerGroups.id', 'customerGroupApplications.groupId')
    .innerJoin('users', 'users.id', 'customerGroupApplications.userId')
    .selectAll('customerGroupApplications')
    .select(['customerGroups.name as groupName', 'users.email']);

export async function listPendingApplications(db: DB) {
  return applicationColumns(db)
    .where('customerGroupApplications.status', '=', 'pending')
    .orderBy('customerGroupApplications.createdAt')
    .orderBy('customerGroupApplications.id')
    .execute();
}

export async function findApplication(db: DB, id: string) {
  return applicationColumns(db).where('customerGroupApplications.id', '=', id).executeTakeFirst();
}

export async function findLatestApplicationOf(db: DB, userId: string) {
  return applicationColumns(db)
    .where('customerGroupApplications.userId', '=', userId)
    .orderBy('customerGroupApplications.createdAt', 'desc')
    .orderBy('customerGroupApplications.id', 'desc')
    .executeTakeFirst();
}

export async function insertApplication(db: DB, row: CustomerGroupApplicationTable): Promise<void> {
  await db.insertInto('customerGroupApplications').values(row).execute();
}

/** Decides a pending application; false when it was already decided (two admins at once: one wins). */
export async function decideApplication(
  db: DB,
  id: string,
  decision: { status: 'approved' | 'refused'; decidedAt: string; decidedBy: string },
): Promise<boolean> {
  const result = await db
    .updateTable('customerGroupApplications')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;
