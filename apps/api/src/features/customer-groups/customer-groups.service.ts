// Customer groups and their price lists, kept by the owner; a group price change shows at once in every catalogue
// answer (catalogChanged), since a group's answers are cached under its own keys (decision 235).
import { refsTo } from '@store/shared/i18n/catalogue';
import { poishaToTaka, takaToPoisha } from '@store/shared/money';
import {
  type CustomerGroup,
  type CustomerGroupInput,
  grossFromNet,
  nameWithVariant,
  PRICING_LIMITS,
  toVatRate,
  valuesOfVariant,
  variantTitle,
} from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { catalogChanged } from '../catalog/index.ts';
import {
  countMembers,
  deleteGroup,
  deleteGroupPrice,
  insertGroup,
  listGroupPrices,
  listGroups,
  listMembers,
  setMember,
  updateGroup,
  upsertGroupPrice,
  userExists,
  findVariantVatRate,
} from './customer-groups.repository.ts';

export const text = refsTo('pricing', 'PRICING_TEXT');

export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

export async function getGroups(db: DB): Promise<CustomerGroup[]> {
  const groups = await listGroups(db);
  const prices = await listGroupPrices(
    db,
    groups.map((g) => g.id),
  );
  return groups.map((g) => ({
    _id: g.id,
    name: g.name,
    discountPercent: Number(g.discountPercent),
    memberCount: Number(g.memberCount),
    prices: prices
      .filter((p) => p.groupId === g.id)
      .map((p) => ({
        variantId: p.variantId,
        productId: p.productId,
        name: nameWithVariant(p.name, variantTitle(valuesOfVariant(p))),
        listPrice: poishaToTaka(Number(p.listPrice)),
        price: poishaToTaka(Number(p.price)),
        vatRate: toVatRate(p.vatRate),
      })),
  }));
}

async function getGroup(db: DB, id: string): Promise<CustomerGroup> {
  const group = (await getGroups(db)).find((g) => g._id === id);
  if (!group) throw notFound(text('groupNotFound'));
  return group;
}

const nameTaken = () => new AppError('CONFLICT', 409, text('nameTaken'), { name: text('nameTaken') });

export async function createGroup(db: DB, input: CustomerGroupInput): Promise<CustomerGroup> {
  if ((await listGroups(db)).length >= PRICING_LIMITS.groups)
    throw badRequest(text('tooManyGroups', { max: PRICING_LIMITS.groups }));
  const at = nowIso();
  const id = newId();
  try {
    await insertGroup(db, { id, ...input, createdAt: at, updatedAt: at });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return getGroup(db, id);
}

export async function changeGroup(db: DB, id: string, input: CustomerGroupInput): Promise<CustomerGroup> {
  try {
    if (!(await updateGroup(db, id, { ...input, updatedAt: nowIso() }))) throw notFound(text('groupNotFound'));
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  await catalogChanged(db);
  return getGroup(db, id);
}

/** Refused (409) while buyers belong to it: the owner moves them first, so that nobody changes price unseen. */
export async function removeGroup(db: DB, id: string): Promise<{ deletedCount: number }> {
  const members = await countMembers(db, id);
  if (members > 0) throw conflict(text('groupHasMembers', { count: members }));
  if (!(await deleteGroup(db, id))) throw notFound(text('groupNotFound'));
  await catalogChanged(db);
  return { deletedCount: 1 };
}

/** `beforeVat`: the price was typed before VAT, and the group pays it with the product's rate added (decision 236). */
export async function setGroupPrice(db: DB, id: string, variantId: string, price: number | null, beforeVat = false) {
  await getGroup(db, id);
  const rate = await findVariantVatRate(db, variantId);
  if (rate === undefined) throw notFound(text('variantNotFound'));
  if (price === null) await deleteGroupPrice(db, id, variantId);
  else {
    const typed = takaToPoisha(price);
    await upsertGroupPrice(db, id, variantId, beforeVat ? grossFromNet(typed, toVatRate(rate)) : typed);
  }
  await catalogChanged(db);
  return getGroup(db, id);
}

export async function getMembers(db: DB) {
  return listMembers(db);
}

/** Puts a buyer in a group (or back to retail); 404 for an unknown account or group. */
export async function assignMember(db: DB, userId: string, groupId: string | null) {
  if (!(await userExists(db, userId))) throw notFound(text('userNotFound'));
  if (groupId !== null) await getGroup(db, groupId);
  await setMember(db, userId, groupId, nowIso());
  return { userId, groupId };
}
