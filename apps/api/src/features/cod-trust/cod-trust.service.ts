// Cash on delivery the shop can trust (docs/decisions/225-cod-rules.md): the owner's rules, applied by
// the server whenever cash on delivery is offered or chosen, a number's COD history, and the queue of
// orders waiting for the owner's call.
import { messageRef } from '@store/shared/i18n/catalogue';
import { poishaToTaka, takaToPoisha } from '@store/shared/money';
import { COD_METHOD } from '@store/shared/order-flow';
import type {
  CodAdvanceReason,
  CodEligibility,
  CodEligibilityReason,
  CodHistory,
  CodQueue,
  CodRules,
  CodRulesInput,
} from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../accounts/index.ts';
import {
  countCodHistory,
  findAdvancesToRefund,
  findCodQueue,
  findCodRulesRow,
  findZoneNames,
  saveCodRulesRow,
  type HistoryCounts,
} from './cod-trust.repository.ts';
import { recordEdit } from '../audit/index.ts';

/** The rules as the service applies them: limit in poisha. */
interface StoredCodRules {
  onlyZoneIds: string[] | null;
  newNumberMaxTotal: number | null;
  refuseAfter: number | null;
  advanceOutsideDhaka: boolean;
  advanceFirstTime: boolean;
  advancePastRefusal: boolean;
  updatedAt: string | null;
}

const RULES_OFF: StoredCodRules = {
  onlyZoneIds: null,
  newNumberMaxTotal: null,
  refuseAfter: null,
  advanceOutsideDhaka: false,
  advanceFirstTime: false,
  advancePastRefusal: false,
  updatedAt: null,
};

async function loadCodRules(db: DB): Promise<StoredCodRules> {
  const row = await findCodRulesRow(db);
  if (!row) return RULES_OFF;
  return {
    onlyZoneIds: row.onlyZoneIds === null ? null : (JSON.parse(row.onlyZoneIds) as string[]),
    newNumberMaxTotal: row.newNumberMaxTotal,
    refuseAfter: row.refuseAfter,
    advanceOutsideDhaka: row.advanceOutsideDhaka === 1,
    advanceFirstTime: row.advanceFirstTime === 1,
    advancePastRefusal: row.advancePastRefusal === 1,
    updatedAt: row.updatedAt,
  };
}

const rulesDto = (rules: StoredCodRules): CodRules => ({
  ...rules,
  newNumberMaxTotal: rules.newNumberMaxTotal === null ? null : poishaToTaka(rules.newNumberMaxTotal),
});

/** GET /admin/cod-rules. */
export const getCodRules = async (db: DB): Promise<CodRules> => rulesDto(await loadCodRules(db));

/** PUT /admin/cod-rules: every rule at once; a zone that does not exist is a 400. */
export async function saveCodRules(db: DB, admin: AuthUser, input: CodRulesInput): Promise<CodRules> {
  const zoneIds = input.onlyZoneIds === null ? null : [...new Set(input.onlyZoneIds)];
  if (zoneIds !== null && (await findZoneNames(db, zoneIds)).length !== zoneIds.length) {
    throw validationFailed({ onlyZoneIds: messageRef('cod-trust', 'COD_RULE_ERRORS', 'unknownZone') });
  }
  await db.transaction().execute(async (trx) => {
    const was = rulesDto(await loadCodRules(trx));
    await saveRules(trx, admin, input, zoneIds);
    const now = rulesDto(await loadCodRules(trx));
    await recordEdit(
      trx,
      admin,
      { kind: 'settings.cod-rules', objectType: 'cod-rules', objectId: 'cod-rules' },
      was,
      now,
    );
  });
  return getCodRules(db);
}

const saveRules = (db: DB, admin: AuthUser, input: CodRulesInput, zoneIds: string[] | null) =>
  saveCodRulesRow(db, {
    onlyZoneIds: zoneIds === null ? null : JSON.stringify(zoneIds),
    newNumberMaxTotal: input.newNumberMaxTotal === null ? null : takaToPoisha(input.newNumberMaxTotal),
    refuseAfter: input.refuseAfter,
    advanceOutsideDhaka: input.advanceOutsideDhaka ? 1 : 0,
    advanceFirstTime: input.advanceFirstTime ? 1 : 0,
    advancePastRefusal: input.advancePastRefusal ? 1 : 0,
    updatedBy: admin.email,
    updatedAt: nowIso(),
  });

const noHistory = (phone: string): HistoryCounts => ({ phone, delivered: 0, returned: 0, refused: 0 });

/** GET /admin/cod-history: one entry per number asked, zeros for a number never seen. */
export async function getCodHistory(db: DB, phones: readonly string[]): Promise<{ items: CodHistory[] }> {
  const counts = await countCodHistory(db, phones);
  return { items: phones.map((p) => counts.get(p) ?? noHistory(p)) };
}

/** What the COD decision needs of an order (the orders table's columns); money in poisha. */
export interface CodOrderFacts {
  status: string;
  paymentMethod: string | null;
  codOffered: number;
  total: number;
  phone: string;
  shippingZone: string | null;
  /** JSON of the structured address; null for a free-text one. */
  deliveryAddress: string | null;
  shipping: number;
  codAdvance: number;
  codAdvanceReason: string | null;
  codAdvancePaidAt: string | null;
}

/** The district id of Dhaka in the structured address (packages/shared's districts). */
const DHAKA_DISTRICT_ID = 'dhaka';

/**
 * Rule (b): the condition that asks this order's delivery fee online before it is confirmed, else null.
 * Outside Dhaka: the structured address's district is not Dhaka, and a free-text address (no district to
 * read) counts as outside. First time: no delivered COD order of the number. Past refusal: one or more.
 * No shipping charged: nothing to ask. `db` may be a transaction.
 */
export async function decideCodAdvance(db: DB, order: CodOrderFacts): Promise<CodAdvanceReason | null> {
  if (order.shipping <= 0) return null;
  const rules = await loadCodRules(db);
  if (rules.advanceOutsideDhaka) {
    const address = order.deliveryAddress ? (JSON.parse(order.deliveryAddress) as { districtId?: string }) : null;
    if (address?.districtId !== DHAKA_DISTRICT_ID) return 'outsideDhaka';
  }
  if (!rules.advanceFirstTime && !rules.advancePastRefusal) return null;
  const history = (await countCodHistory(db, [order.phone])).get(order.phone) ?? noHistory(order.phone);
  if (rules.advanceFirstTime && history.delivered === 0) return 'firstTime';
  if (rules.advancePastRefusal && history.returned + history.refused >= 1) return 'pastRefusal';
  return null;
}

export interface CodSettingsForRules {
  enabled: boolean;
  /** Poisha. */
  fee: number;
  /** Poisha. */
  maxTotal: number;
}

interface CodDecision {
  reason: CodEligibilityReason;
  /** Poisha: the limit that refused it, else null. */
  limit: number | null;
}

/**
 * May this order be paid in cash on delivery, and if not, why: the configured limit and zone first, then
 * the owner's rules (zones, refusals, the new-number limit). `db` may be a transaction.
 */
export async function decideCod(db: DB, cod: CodSettingsForRules, order: CodOrderFacts): Promise<CodDecision> {
  const withFee = order.total + cod.fee;
  if (!cod.enabled) return { reason: 'notEnabled', limit: null };
  if (order.paymentMethod === COD_METHOD) return { reason: 'allowed', limit: null };
  if (order.status !== 'unpaid') return { reason: 'closed', limit: null };
  if (order.codOffered !== 1) return { reason: 'notInZone', limit: null };
  if (withFee > cod.maxTotal) return { reason: 'aboveLimit', limit: cod.maxTotal };
  const rules = await loadCodRules(db);
  if (rules.onlyZoneIds !== null) {
    const names = (await findZoneNames(db, rules.onlyZoneIds)).map((z) => z.name);
    if (order.shippingZone === null || !names.includes(order.shippingZone)) return { reason: 'ruleZone', limit: null };
  }
  if (rules.refuseAfter === null && rules.newNumberMaxTotal === null) return { reason: 'allowed', limit: null };
  const history = (await countCodHistory(db, [order.phone])).get(order.phone) ?? noHistory(order.phone);
  if (rules.refuseAfter !== null && history.returned + history.refused >= rules.refuseAfter) {
    return { reason: 'ruleRefusals', limit: null };
  }
  if (rules.newNumberMaxTotal !== null && history.delivered === 0 && withFee > rules.newNumberMaxTotal) {
    return { reason: 'ruleNewNumberLimit', limit: rules.newNumberMaxTotal };
  }
  return { reason: 'allowed', limit: null };
}

/** The answer of GET /orders/{id}/cod, in taka. */
export async function codEligibilityOf(
  db: DB,
  cod: CodSettingsForRules,
  order: CodOrderFacts,
): Promise<CodEligibility> {
  const { reason, limit } = await decideCod(db, cod, order);
  const chosen = order.paymentMethod === COD_METHOD;
  const fee = chosen ? 0 : cod.fee;
  // Once chosen, the advance is the one recorded on the order; before, what choosing now would ask.
  const advanceReason = chosen
    ? (order.codAdvanceReason as CodAdvanceReason | null)
    : reason === 'allowed'
      ? await decideCodAdvance(db, order)
      : null;
  const advance = chosen ? order.codAdvance : advanceReason ? order.shipping : 0;
  return {
    allowed: reason === 'allowed',
    reason,
    limit: limit === null ? null : poishaToTaka(limit),
    total: poishaToTaka(order.total + fee),
    fee: poishaToTaka(cod.fee),
    advance: advance > 0 ? poishaToTaka(advance) : null,
    advanceReason: advance > 0 ? advanceReason : null,
    advancePaidAt: chosen ? order.codAdvancePaidAt : null,
  };
}

/** The buyer's text for a refusal by one of the owner's rules (the 409 of POST /payments/cod), else null. */
export function ruleRefusalMessage(decision: CodDecision, order: CodOrderFacts, fee: number): string | null {
  switch (decision.reason) {
    case 'ruleZone':
    case 'ruleRefusals':
      return messageRef('cod-trust', 'COD_ELIGIBILITY_TEXT', decision.reason);
    case 'ruleNewNumberLimit':
      return messageRef('cod-trust', 'COD_ELIGIBILITY_TEXT', 'ruleNewNumberLimit', {
        limit: poishaToTaka(decision.limit ?? 0),
        total: poishaToTaka(order.total + fee),
      });
    default:
      return null;
  }
}

const QUEUE_LIMIT = 200;

/** GET /admin/cod-queue: the recipient's name where the address has one, else the account's. */
export async function getCodQueue(db: DB): Promise<CodQueue> {
  const rows = await findCodQueue(db, nowIso(), QUEUE_LIMIT);
  const history = await countCodHistory(db, [...new Set(rows.map((r) => r.phone))]);
  return {
    items: rows.map((r) => {
      const recipient = r.deliveryAddress
        ? (JSON.parse(r.deliveryAddress) as { recipientName?: string }).recipientName
        : undefined;
      return {
        id: r.id,
        buyerName: recipient ?? r.buyerName ?? null,
        phone: r.phone,
        total: poishaToTaka(r.total),
        shippingZone: r.shippingZone,
        createdAt: r.createdAt,
        expiresAt: r.expiresAt,
        history: history.get(r.phone) ?? noHistory(r.phone),
        advance: r.codAdvance > 0 ? poishaToTaka(r.codAdvance) : null,
        advancePaid: r.codAdvancePaidAt !== null,
      };
    }),
    advanceRefunds: (await findAdvancesToRefund(db, QUEUE_LIMIT)).map((r) => ({
      id: r.id,
      phone: r.phone,
      status: r.status,
      advance: poishaToTaka(r.codAdvance),
      provider: r.codAdvanceProvider,
      paidAt: r.codAdvancePaidAt,
    })),
  };
}
