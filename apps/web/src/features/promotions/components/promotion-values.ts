// The promotion form's values: what its inputs hold (text, Dhaka date-times) from a promotion, and the
// promotion's input from them.
import type { Promotion, PromotionInput, PromotionKind, PromotionPaymentMethod } from '@store/shared/schemas';
import type { Targets } from './target-picker.tsx';

const DHAKA_OFFSET_MS = 6 * 3_600_000;
/** An instant as a Dhaka date-time input's value (`2026-04-01T09:00`); Dhaka keeps +06:00 all year. */
export const toDhakaInput = (iso: string | null): string =>
  iso ? new Date(Date.parse(iso) + DHAKA_OFFSET_MS).toISOString().slice(0, 16) : '';
/** A Dhaka date-time input's value as an instant with its offset. */
export const fromDhakaInput = (value: string): string => (value ? `${value}:00+06:00` : '');

export const needsPercent = (kind: PromotionKind) => kind === 'order_percent' || kind === 'items_percent';
export const needsAmount = (kind: PromotionKind) => kind === 'order_amount' || kind === 'items_amount';
export const needsTargets = (kind: PromotionKind) =>
  kind === 'items_percent' || kind === 'items_amount' || kind === 'buy_get';

/** '' is none (null); anything else a number (NaN when it is not one, which the schema refuses). */
const numberOrNull = (text: string): number | null =>
  text.trim() === '' ? null : Number(text.trim().replace(',', '.'));

export interface Values {
  name: string;
  kind: PromotionKind;
  status: 'active' | 'paused';
  startsAt: string;
  endsAt: string;
  percent: string;
  amount: string;
  targets: Targets;
  buyQuantity: string;
  getQuantity: string;
  zoneIds: string[];
  withCode: boolean;
  code: string;
  minSubtotal: string;
  firstOrderOnly: boolean;
  customerGroupId: string;
  paymentMethod: PromotionPaymentMethod;
  maxUses: string;
  maxUsesPerCustomer: string;
  combinable: boolean;
}

const text = (n: number | null) => (n === null ? '' : String(n));

export function valuesOf(p: Promotion | null): Values {
  return {
    name: p?.name ?? '',
    kind: p?.kind ?? 'order_percent',
    status: p?.status ?? 'active',
    startsAt: toDhakaInput(p?.startsAt ?? new Date().toISOString()),
    endsAt: toDhakaInput(p?.endsAt ?? null),
    percent: text(p?.percent ?? null),
    amount: text(p?.amount ?? null),
    targets: {
      productIds: p?.targets.productIds ?? [],
      variantIds: p?.targets.variantIds ?? [],
      categoryIds: p?.targets.categoryIds ?? [],
      shown: p?.targets.productIds ?? [],
    },
    buyQuantity: text(p?.buyQuantity ?? null),
    getQuantity: text(p?.getQuantity ?? null),
    zoneIds: p?.zoneIds ?? [],
    withCode: p ? p.code !== null : true,
    code: p?.code ?? '',
    minSubtotal: text(p?.minSubtotal ?? null),
    firstOrderOnly: p?.firstOrderOnly ?? false,
    customerGroupId: p?.customerGroupId ?? '',
    paymentMethod: p?.paymentMethod ?? 'any',
    maxUses: text(p?.maxUses ?? null),
    maxUsesPerCustomer: text(p?.maxUsesPerCustomer ?? null),
    combinable: p?.combinable ?? true,
  };
}

/** What is sent: the fields this kind needs, the others left out (null or empty). */
export function inputOf(v: Values): PromotionInput {
  const { kind } = v;
  return {
    name: v.name,
    kind,
    status: v.status,
    startsAt: fromDhakaInput(v.startsAt),
    endsAt: v.endsAt ? fromDhakaInput(v.endsAt) : null,
    percent: needsPercent(kind) ? numberOrNull(v.percent) : null,
    amount: needsAmount(kind) ? numberOrNull(v.amount) : null,
    targets: needsTargets(kind)
      ? {
          productIds: v.targets.productIds,
          variantIds: kind === 'buy_get' ? [] : v.targets.variantIds,
          categoryIds: kind === 'buy_get' ? [] : v.targets.categoryIds,
        }
      : { productIds: [], variantIds: [], categoryIds: [] },
    buyQuantity: kind === 'buy_get' ? numberOrNull(v.buyQuantity) : null,
    getQuantity: kind === 'buy_get' ? numberOrNull(v.getQuantity) : null,
    zoneIds: kind === 'free_shipping' ? v.zoneIds : [],
    code: v.withCode ? v.code : null,
    minSubtotal: numberOrNull(v.minSubtotal),
    firstOrderOnly: v.firstOrderOnly,
    customerGroupId: v.customerGroupId || null,
    paymentMethod: v.paymentMethod,
    maxUses: numberOrNull(v.maxUses),
    maxUsesPerCustomer: numberOrNull(v.maxUsesPerCustomer),
    combinable: v.combinable,
  };
}
