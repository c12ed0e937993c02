// Customer groups and their price lists, kept by the owner; a group price change shows at once in every catalogue
// answer (catalogChanged), since a group's answers are cached under its own keys (decision 235). Each change is
// in the audit trail, written in the change's transaction.
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
import { type AuditActor, recordChange, recordEdit } from '../audit/index.ts';
import { catalogChanged } from '../catalog/index.ts';
import { findGroupById, findGroupOfUser, findGroupPrices } from '../pricing/index.ts';
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

const groupObject = (id: string) => ({ objectType: 'customer-group', objectId: id });
const groupFields = (g: { name: string; discountPercent: number }) => ({
  name: g.name,
  discountPercent: Number(g.discountPercent),
});

export async function createGroup(db: DB, input: CustomerGroupInput, actor?: AuditActor): Promise<CustomerGroup> {
  if ((await listGroups(db)).length >= PRICING_LIMITS.groups)
    throw badRequest(text('tooManyGroups', { max: PRICING_LIMITS.groups }));
  const at = nowIso();
  const id = newId();
  try {
    await db.transaction().execute(async (trx) => {
      await insertGroup(trx, { id, ...input, createdAt: at, updatedAt: at });
      await recordChange(trx, actor, { kind: 'group.created', ...groupObject(id), after: groupFields(input) });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return getGroup(db, id);
}

export async function changeGroup(
  db: DB,
  id: string,
  input: CustomerGroupInput,
  actor?: AuditActor,
): Promise<CustomerGroup> {
  try {
    await db.transaction().execute(async (trx) => {
      const was = await findGroupById(trx, id);
      if (!was || !(await updateGroup(trx, id, { ...input, updatedAt: nowIso() })))
        throw notFound(text('groupNotFound'));
      await recordEdit(trx, actor, { kind: 'group.updated', ...groupObject(id) }, groupFields(was), groupFields(input));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  await catalogChanged(db);
  return getGroup(db, id);
}

/** Refused (409) while buyers belong to it: the owner moves them first, so that nobody changes price unseen. */
export async function removeGroup(db: DB, id: string, actor?: AuditActor): Promise<{ deletedCount: number }> {
  const members = await countMembers(db, id);
  if (members > 0) throw conflict(text('groupHasMembers', { count: members }));
  await db.transaction().execute(async (trx) => {
    const was = await findGroupById(trx, id);
    if (!was || !(await deleteGroup(trx, id))) throw notFound(text('groupNotFound'));
    await recordChange(trx, actor, { kind: 'group.deleted', ...groupObject(id), before: groupFields(was) });
  });
  await catalogChanged(db);
  return { deletedCount: 1 };
}

/**
 * `beforeVat`: the price was typed before VAT, and the group pays it with the product's rate added (decision 236).
 * The entry keeps the variant and its price (poisha, VAT included) before and after; null: no fixed price.
 */
export async function setGroupPrice(
  db: DB,
  id: string,
  variantId: string,
  price: number | null,
  { beforeVat = false, actor }: { beforeVat?: boolean | undefined; actor?: AuditActor | undefined } = {},
) {
  await getGroup(db, id);
  const rate = await findVariantVatRate(db, variantId);
  if (rate === undefined) throw notFound(text('variantNotFound'));
  await db.transaction().execute(async (trx) => {
    const was = (await findGroupPrices(trx, id, [variantId])).get(variantId) ?? null;
    let now: number | null = null;
    if (price === null) await deleteGroupPrice(trx, id, variantId);
    else {
      const typed = takaToPoisha(price);
      now = beforeVat ? grossFromNet(typed, toVatRate(rate)) : typed;
      await upsertGroupPrice(trx, id, variantId, now);
    }
    if (was !== now)
      await recordChange(trx, actor, {
        kind: 'group.price',
        ...groupObject(id),
        before: { variantId, price: was },
        after: { variantId, price: now },
      });
  });
  await catalogChanged(db);
  return getGroup(db, id);
}

export async function getMembers(db: DB) {
  return listMembers(db);
}

/** Puts a buyer in a group (or back to retail); 404 for an unknown account or group. */
export async function assignMember(db: DB, userId: string, groupId: string | null, actor?: AuditActor) {
  if (!(await userExists(db, userId))) throw notFound(text('userNotFound'));
  if (groupId !== null) await getGroup(db, groupId);
  await db.transaction().execute(async (trx) => {
    const was = (await findGroupOfUser(trx, userId))?.id ?? null;
    await setMember(trx, userId, groupId, nowIso());
    await recordEdit(
      trx,
      actor,
      { kind: 'group.member', objectType: 'user', objectId: userId },
      { groupId: was },
      { groupId },
    );
  });
  return { userId, groupId };
}
