// The owner's promotions: checks that depend on the kind (a field message each), amounts taka at the edge and poisha
// stored, the state each is in now, and deletion only of a promotion no order used (a used one is paused).
import { refsTo } from '@store/shared/i18n/catalogue';
import { poishaToTaka, takaToPoisha } from '@store/shared/money';
import type { DeleteResult, Promotion, PromotionRequest, PromotionState } from '@store/shared/schemas';
import { DEFAULT_SHIPPING_ZONE_ID } from '@store/shared/schemas/shipping-zones';
import type { DB } from '../../db/database.ts';
import type { PromotionTable } from '../../db/schema.ts';
import { AppError, conflict, notFound, validationFailed } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import {
  codeTaken,
  deleteUnusedPromotion,
  findPromotionById,
  insertPromotion,
  listPromotions,
  listTargetsOf,
  missingIds,
  type PromotionRow,
  replaceTargets,
  type TargetRow,
  updatePromotion,
} from './promotions.repository.ts';
import { type AuditActor, recordChange, recordEdit } from '../audit/index.ts';

const text = refsTo('promotions', 'PROMOTION_ERRORS');

/** What the owner's switch, the dates and the uses mean now. */
export function stateOf(row: Pick<PromotionRow, 'status' | 'startsAt' | 'endsAt' | 'maxUses' | 'uses'>, now: Date) {
  const at = now.getTime();
  let state: PromotionState = 'running';
  if (row.endsAt !== null && Date.parse(row.endsAt) <= at) state = 'ended';
  else if (row.maxUses !== null && Number(row.uses) >= row.maxUses) state = 'used_up';
  else if (row.status === 'paused') state = 'paused';
  else if (Date.parse(row.startsAt) > at) state = 'scheduled';
  return state;
}

function toPromotion(row: PromotionRow, targets: readonly TargetRow[], now: Date): Promotion {
  const of = (type: TargetRow['targetType']) =>
    targets.filter((t) => t.promotionId === row.id && t.targetType === type).map((t) => t.targetId);
  const taka = (n: number | null) => (n === null ? null : poishaToTaka(n));
  return {
    _id: row.id,
    name: row.name,
    kind: row.kind,
    status: row.status,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    percent: row.percent,
    amount: taka(row.amount),
    targets: { productIds: of('product'), variantIds: of('variant'), categoryIds: of('category') },
    buyQuantity: row.buyQuantity,
    getQuantity: row.getQuantity,
    zoneIds: of('zone'),
    code: row.code,
    minSubtotal: taka(row.minSubtotal),
    firstOrderOnly: row.firstOrderOnly === 1,
    customerGroupId: row.customerGroupId,
    paymentMethod: row.paymentMethod,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    combinable: row.combinable === 1,
    state: stateOf(row, now),
    uses: Number(row.uses),
    discountGiven: poishaToTaka(Number(row.discountGiven)),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function getPromotions(db: DB, state?: PromotionState): Promise<Promotion[]> {
  const now = new Date();
  const rows = await listPromotions(db);
  const targets = await listTargetsOf(
    db,
    rows.map((r) => r.id),
  );
  const all = rows.map((r) => toPromotion(r, targets, now));
  return state ? all.filter((p) => p.state === state) : all;
}

export async function getPromotion(db: DB, id: string): Promise<Promotion> {
  const row = await findPromotionById(db, id);
  if (!row) throw notFound(text('notFound'));
  return toPromotion(row, await listTargetsOf(db, [id]), new Date());
}

const isPercent = (kind: PromotionRequest['kind']) => kind === 'order_percent' || kind === 'items_percent';
const isAmount = (kind: PromotionRequest['kind']) => kind === 'order_amount' || kind === 'items_amount';
const isItems = (kind: PromotionRequest['kind']) => kind === 'items_percent' || kind === 'items_amount';

/** The input as stored: only what the kind uses, poisha, instants in UTC; a field message for each problem. */
async function checked(db: DB, input: PromotionRequest, exceptId?: string) {
  const { kind, targets } = input;
  const fields: Record<string, string> = {};
  const startsAt = new Date(input.startsAt).toISOString();
  const endsAt = input.endsAt === null ? null : new Date(input.endsAt).toISOString();
  if (endsAt !== null && endsAt <= startsAt) fields.endsAt = text('endBeforeStart');
  if (isPercent(kind) && input.percent === null) fields.percent = text('percentRequired');
  if (isAmount(kind) && input.amount === null) fields.amount = text('amountRequired');
  const usesTargets = isItems(kind) || kind === 'buy_get';
  const chosen = usesTargets
    ? {
        productIds: [...new Set(targets.productIds)],
        variantIds: [...new Set(targets.variantIds)],
        categoryIds: kind === 'buy_get' ? [] : [...new Set(targets.categoryIds)],
      }
    : { productIds: [], variantIds: [], categoryIds: [] };
  if (kind === 'buy_get') {
    if (input.buyQuantity === null) fields.buyQuantity = text('buyGetRequired');
    if (input.getQuantity === null) fields.getQuantity = text('buyGetRequired');
    if (targets.categoryIds.length > 0) fields['targets.categoryIds'] = text('buyGetOneProduct');
  }
  if (usesTargets && chosen.productIds.length + chosen.variantIds.length + chosen.categoryIds.length === 0)
    fields.targets ??= text('targetsRequired');
  if ((await missingIds(db, 'products', chosen.productIds)).length > 0)
    fields['targets.productIds'] = text('targetNotFound');
  if ((await missingIds(db, 'productVariants', chosen.variantIds)).length > 0)
    fields['targets.variantIds'] = text('targetNotFound');
  if ((await missingIds(db, 'categories', chosen.categoryIds)).length > 0)
    fields['targets.categoryIds'] = text('targetNotFound');
  const zoneIds = kind === 'free_shipping' ? [...new Set(input.zoneIds)] : [];
  const storedZones = zoneIds.filter((z) => z !== DEFAULT_SHIPPING_ZONE_ID);
  if ((await missingIds(db, 'shippingZones', storedZones)).length > 0) fields.zoneIds = text('zoneNotFound');
  if (input.customerGroupId !== null && (await missingIds(db, 'customerGroups', [input.customerGroupId])).length > 0)
    fields.customerGroupId = text('groupNotFound');
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  if (input.code !== null && (await codeTaken(db, input.code, exceptId))) throw codeTakenError();

  const values = {
    name: input.name,
    kind,
    status: input.status,
    startsAt,
    endsAt,
    percent: isPercent(kind) ? input.percent : null,
    amount: isAmount(kind) && input.amount !== null ? takaToPoisha(input.amount) : null,
    buyQuantity: kind === 'buy_get' ? input.buyQuantity : null,
    getQuantity: kind === 'buy_get' ? input.getQuantity : null,
    code: input.code,
    minSubtotal: input.minSubtotal === null ? null : takaToPoisha(input.minSubtotal),
    firstOrderOnly: input.firstOrderOnly ? 1 : 0,
    customerGroupId: input.customerGroupId,
    paymentMethod: input.paymentMethod,
    maxUses: input.maxUses,
    maxUsesPerCustomer: input.maxUsesPerCustomer,
    combinable: input.combinable ? 1 : 0,
  } satisfies Partial<PromotionTable>;
  const rows: Omit<TargetRow, 'promotionId'>[] = [
    ...chosen.productIds.map((targetId) => ({ targetType: 'product' as const, targetId })),
    ...chosen.variantIds.map((targetId) => ({ targetType: 'variant' as const, targetId })),
    ...chosen.categoryIds.map((targetId) => ({ targetType: 'category' as const, targetId })),
    ...zoneIds.map((targetId) => ({ targetType: 'zone' as const, targetId })),
  ];
  return { values, targets: rows };
}

const codeTakenError = () => new AppError('CONFLICT', 409, text('codeTaken'), { code: text('codeTaken') });

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** Two owners saving the same code at once: the unique index decides, the loser gets codeTaken. */
async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTakenError();
    throw error;
  }
}

/** A promotion's audited fields: its columns as written, and its targets as `type:id`, sorted. */
async function auditedPromotion(trx: DB, id: string) {
  const row = await findPromotionById(trx, id);
  if (!row) return null;
  const { uses: _uses, discountGiven: _given, createdAt: _created, updatedAt: _updated, id: _id, ...fields } = row;
  const targets = (await listTargetsOf(trx, [id])).map((t) => `${t.targetType}:${t.targetId}`).sort();
  return { ...fields, targets };
}
const promotion = (id: string) => ({ objectType: 'promotion', objectId: id });

export async function createPromotion(db: DB, input: PromotionRequest, actor: AuditActor): Promise<Promotion> {
  const { values, targets } = await checked(db, input);
  const id = newId();
  const at = nowIso();
  await uniqueCode(() =>
    db.transaction().execute(async (trx) => {
      await insertPromotion(trx, { id, ...values, uses: 0, discountGiven: 0, createdAt: at, updatedAt: at });
      await replaceTargets(trx, id, targets);
      const after = await auditedPromotion(trx, id);
      await recordChange(trx, actor, { kind: 'promotion.created', ...promotion(id), after });
    }),
  );
  return getPromotion(db, id);
}

export async function changePromotion(
  db: DB,
  id: string,
  input: PromotionRequest,
  actor: AuditActor,
): Promise<Promotion> {
  if (!(await findPromotionById(db, id))) throw notFound(text('notFound'));
  const { values, targets } = await checked(db, input, id);
  const changed = await uniqueCode(() =>
    db.transaction().execute(async (trx) => {
      const was = await auditedPromotion(trx, id);
      if (!was || !(await updatePromotion(trx, id, { ...values, updatedAt: nowIso() }))) return false;
      await replaceTargets(trx, id, targets);
      const now = await auditedPromotion(trx, id);
      if (now) await recordEdit(trx, actor, { kind: 'promotion.updated', ...promotion(id) }, was, now);
      return true;
    }),
  );
  if (!changed) throw notFound(text('notFound'));
  return getPromotion(db, id);
}

export async function setPromotionStatus(
  db: DB,
  id: string,
  status: PromotionRow['status'],
  actor: AuditActor,
): Promise<Promotion> {
  const changed = await db.transaction().execute(async (trx) => {
    const was = await findPromotionById(trx, id);
    if (!was || !(await updatePromotion(trx, id, { status, updatedAt: nowIso() }))) return false;
    await recordEdit(trx, actor, { kind: 'promotion.status', ...promotion(id) }, was, { status });
    return true;
  });
  if (!changed) throw notFound(text('notFound'));
  return getPromotion(db, id);
}

export async function removePromotion(db: DB, id: string, actor: AuditActor): Promise<DeleteResult> {
  if (!(await findPromotionById(db, id))) throw notFound(text('notFound'));
  const deleted = await db.transaction().execute(async (trx) => {
    const before = await auditedPromotion(trx, id);
    if (!(await deleteUnusedPromotion(trx, id))) return false;
    await recordChange(trx, actor, { kind: 'promotion.deleted', ...promotion(id), before });
    return true;
  });
  if (!deleted) throw conflict(text('usedPauseInstead'));
  return { deletedCount: 1 };
}
