// The promotions' rules (decision 237) as one pure function: which promotions apply to a cart or an order, how much
// each takes off, each goods line's share, and why the cart's coupon does not apply. Poisha throughout; the cart and
// placement both call it, so what the cart shows is what checkout charges.
import type { PromotionKind, PromotionPaymentMethod, PromotionReason } from '@store/shared/schemas';
import type { PromotionTable } from '../../db/schema.ts';
import { itemDiscount } from './item-discount.ts';

/** A promotion with what it targets (ids; zones for free delivery). */
export type CandidatePromotion = Pick<
  PromotionTable,
  | 'id'
  | 'name'
  | 'kind'
  | 'status'
  | 'startsAt'
  | 'endsAt'
  | 'percent'
  | 'amount'
  | 'buyQuantity'
  | 'getQuantity'
  | 'code'
  | 'minSubtotal'
  | 'firstOrderOnly'
  | 'customerGroupId'
  | 'paymentMethod'
  | 'maxUses'
  | 'maxUsesPerCustomer'
  | 'combinable'
  | 'uses'
> & {
  targets: { productIds: readonly string[]; variantIds: readonly string[]; categoryIds: readonly string[] };
  zoneIds: readonly string[];
};

/** A goods line priced by features/pricing (poisha). */
export interface PricedLine {
  variantId: string;
  productId: string;
  categoryIds: readonly string[];
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

export interface BuyerFacts {
  /** Whether there is a buyer at all (the cart and placement always have one). */
  signedIn: boolean;
  groupId: string | null;
  /** No order of the account, nor of the phone, that is not cancelled or expired. */
  isFirstOrder: boolean;
  /** Unreleased uses of each promotion by this account or this phone. */
  usesOf: ReadonlyMap<string, number>;
}

export interface PromotionContext {
  lines: readonly PricedLine[];
  /** The delivery fee (poisha) and the zone it was quoted in (null: not known yet). */
  shipping: number;
  zoneId: string | null;
  buyer: BuyerFacts;
  /** The method the buyer chose; undefined: not chosen yet (the cart, an order paid later). */
  paymentMethod: 'online' | 'cod' | undefined;
  now: Date;
  /** The automatic ones and the coupon's promotion (whatever its state: the engine says why it does not apply). */
  candidates: readonly CandidatePromotion[];
  /** The cart's coupon, upper case; null: none. */
  couponCode: string | null;
}

export interface AppliedDiscount {
  promotion: CandidatePromotion;
  amount: number;
}

export interface CouponVerdict {
  code: string;
  applied: boolean;
  reason: PromotionReason | null;
  /** For `minimum`: poisha to reach. */
  minSubtotal: number | null;
}

export interface PromotionOutcome {
  /** In the order they were applied; each above zero. */
  discounts: AppliedDiscount[];
  /** Sum of `discounts`. */
  discount: number;
  /** Each goods line's share (same order as the lines), never above its lineTotal; free delivery is in none. */
  lineDiscounts: number[];
  /** Of `discount`, what free delivery took off the fee. */
  shippingDiscount: number;
  coupon: CouponVerdict | null;
  /** A discount given for a payment method binds the order to it. */
  paymentMethodRequired: 'online' | 'cod' | null;
}

const roundHalfUp = (n: number): number => Math.floor(n + 0.5);

const isItemKind = (kind: PromotionKind) => kind === 'items_percent' || kind === 'items_amount';
const ORDER_LEVEL: readonly PromotionKind[] = ['order_percent', 'order_amount'];

/** Whether a promotion may run at `now` (rule 1); the reason when not. */
export function periodReason(p: CandidatePromotion, now: Date): PromotionReason | null {
  if (p.status !== 'active') return 'paused';
  const at = now.getTime();
  if (Date.parse(p.startsAt) > at) return 'not_started';
  if (p.endsAt !== null && Date.parse(p.endsAt) <= at) return 'expired';
  if (p.maxUses !== null && p.uses >= p.maxUses) return 'used_up';
  return null;
}

export function targetsLine(p: CandidatePromotion, line: PricedLine): boolean {
  const { productIds, variantIds, categoryIds } = p.targets;
  return (
    variantIds.includes(line.variantId) ||
    productIds.includes(line.productId) ||
    line.categoryIds.some((c) => categoryIds.includes(c))
  );
}

const freePieces = (p: CandidatePromotion, quantity: number): number => {
  const buy = p.buyQuantity ?? 0;
  const get = p.getQuantity ?? 0;
  return buy + get > 0 && get > 0 ? Math.floor(quantity / (buy + get)) * get : 0;
};

/** Why `p` does not apply to this buyer and cart (rule 2 and the kind's own condition); null when it does. */
function conditionReason(p: CandidatePromotion, ctx: PromotionContext, subtotal: number): PromotionReason | null {
  const period = periodReason(p, ctx.now);
  if (period) return period;
  if (!ctx.buyer.signedIn && (p.firstOrderOnly === 1 || p.maxUsesPerCustomer !== null || p.customerGroupId !== null))
    return 'sign_in';
  if (p.maxUsesPerCustomer !== null && (ctx.buyer.usesOf.get(p.id) ?? 0) >= p.maxUsesPerCustomer) return 'already_used';
  if (p.firstOrderOnly === 1 && !ctx.buyer.isFirstOrder) return 'first_order';
  if (p.customerGroupId !== null && ctx.buyer.groupId !== p.customerGroupId) return 'group';
  if (p.paymentMethod !== 'any' && ctx.paymentMethod !== undefined && ctx.paymentMethod !== p.paymentMethod)
    return 'payment_method';
  if (p.minSubtotal !== null && subtotal < p.minSubtotal) return 'minimum';
  if (p.kind === 'free_shipping' && p.zoneIds.length > 0 && (ctx.zoneId === null || !p.zoneIds.includes(ctx.zoneId)))
    return 'zone';
  if (isItemKind(p.kind) && !ctx.lines.some((l) => targetsLine(p, l))) return 'no_items';
  if (p.kind === 'buy_get' && !ctx.lines.some((l) => targetsLine(p, l) && freePieces(p, l.quantity) > 0))
    return 'no_items';
  return null;
}

interface SetResult {
  amounts: Map<string, number>;
  lineDiscounts: number[];
  shippingDiscount: number;
  total: number;
}

/** Largest remainder: `amount` spread over `weights` in proportion, in whole poisha, never above a weight. */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (amount <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const shares = exact.map((e, i) => Math.min(Math.floor(e), weights[i] ?? 0));
  let left = amount - shares.reduce((s, x) => s + x, 0);
  const order = exact
    .map((e, i) => ({ i, rest: e - Math.floor(e) }))
    .sort((a, b) => b.rest - a.rest || (weights[b.i] ?? 0) - (weights[a.i] ?? 0) || a.i - b.i);
  while (left > 0) {
    let gave = false;
    for (const { i } of order) {
      if (left === 0) break;
      if ((shares[i] ?? 0) < (weights[i] ?? 0)) {
        shares[i] = (shares[i] ?? 0) + 1;
        left -= 1;
        gave = true;
      }
    }
    if (!gave) break;
  }
  return shares;
}

/** Rules 3 and 5 for one set of promotions that apply together. */
function applySet(set: readonly CandidatePromotion[], ctx: PromotionContext): SetResult {
  const { lines } = ctx;
  const amounts = new Map<string, number>(set.map((p) => [p.id, 0]));
  const add = (id: string, n: number) => amounts.set(id, (amounts.get(id) ?? 0) + n);
  const lineDiscounts = lines.map(() => 0);
  const leftOf = (i: number) => (lines[i]?.lineTotal ?? 0) - (lineDiscounts[i] ?? 0);

  // Items: at most one item promotion per line, the largest (the earlier on a tie).
  const items = set.filter((p) => isItemKind(p.kind));
  lines.forEach((line, i) => {
    let best: { p: CandidatePromotion; off: number } | null = null;
    for (const p of items) {
      if (!targetsLine(p, line)) continue;
      const off = Math.min(itemDiscount(p, line.unitPrice, line.quantity), line.lineTotal);
      if (off > (best?.off ?? 0)) best = { p, off };
    }
    if (best) {
      lineDiscounts[i] = best.off;
      add(best.p.id, best.off);
    }
  });

  // Buy N get M: the free pieces at the line's unit price, within what the line has left.
  for (const p of set.filter((q) => q.kind === 'buy_get')) {
    lines.forEach((line, i) => {
      if (!targetsLine(p, line)) return;
      const off = Math.min(freePieces(p, line.quantity) * line.unitPrice, leftOf(i));
      if (off <= 0) return;
      lineDiscounts[i] = (lineDiscounts[i] ?? 0) + off;
      add(p.id, off);
    });
  }

  // Order level: percents on the goods after item discounts (rounded once), then amounts; never above what is left.
  const afterItems = lines.reduce((s, _l, i) => s + leftOf(i), 0);
  const orderLevel = set
    .filter((p) => ORDER_LEVEL.includes(p.kind))
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'order_percent' ? -1 : 1));
  for (const p of orderLevel) {
    const left = lines.reduce((s, _l, i) => s + leftOf(i), 0);
    const wanted = p.kind === 'order_percent' ? roundHalfUp((afterItems * (p.percent ?? 0)) / 100) : (p.amount ?? 0);
    const off = Math.min(wanted, left);
    if (off <= 0) continue;
    const shares = allocate(
      off,
      lines.map((_l, i) => leftOf(i)),
    );
    shares.forEach((s, i) => (lineDiscounts[i] = (lineDiscounts[i] ?? 0) + s));
    add(p.id, off);
  }

  // Free delivery: the fee, once.
  let shippingDiscount = 0;
  const freeShipping = set.find((p) => p.kind === 'free_shipping');
  if (freeShipping && ctx.shipping > 0) {
    shippingDiscount = ctx.shipping;
    add(freeShipping.id, ctx.shipping);
  }

  const total = [...amounts.values()].reduce((s, n) => s + n, 0);
  return { amounts, lineDiscounts, shippingDiscount, total };
}

/** When the method is not chosen yet, promotions bound to different methods cannot all apply: online ones win. */
function oneMethod(set: readonly CandidatePromotion[]): CandidatePromotion[] {
  const bound = set.find((p) => p.paymentMethod === 'online') ?? set.find((p) => p.paymentMethod !== 'any');
  const method: PromotionPaymentMethod = bound?.paymentMethod ?? 'any';
  return set.filter((p) => p.paymentMethod === 'any' || p.paymentMethod === method);
}

/** Rules 1–5: the discounts for this cart or order, each line's share, and the coupon's verdict. */
export function applyPromotions(ctx: PromotionContext): PromotionOutcome {
  const subtotal = ctx.lines.reduce((s, l) => s + l.lineTotal, 0);
  const code = ctx.couponCode;
  const isAutomatic = (p: CandidatePromotion) => p.code === null;
  const coupon = code === null ? undefined : ctx.candidates.find((p) => p.code === code);
  const considered = [...ctx.candidates.filter(isAutomatic), ...(coupon ? [coupon] : [])];

  const reasons = new Map<string, PromotionReason | null>(
    considered.map((p) => [p.id, conditionReason(p, ctx, subtotal)]),
  );
  const applicable = considered.filter((p) => reasons.get(p.id) === null);

  // Rule 4: every combinable one together, or one non-combinable alone, whichever gives the buyer more.
  const options: CandidatePromotion[][] = [
    oneMethod(applicable.filter((p) => p.combinable === 1)),
    ...applicable.filter((p) => p.combinable !== 1).map((p) => [p]),
  ];
  let best: { set: CandidatePromotion[]; result: SetResult } | null = null;
  for (const set of options) {
    const result = applySet(set, ctx);
    if (best === null || result.total > best.result.total) best = { set, result };
  }
  const chosen = best ?? { set: [], result: applySet([], ctx) };

  const discounts = chosen.set
    .map((promotion) => ({ promotion, amount: chosen.result.amounts.get(promotion.id) ?? 0 }))
    .filter((d) => d.amount > 0);
  const methods = discounts.map((d) => d.promotion.paymentMethod).filter((m) => m !== 'any');
  const paymentMethodRequired = methods.includes('online') ? 'online' : methods.includes('cod') ? 'cod' : null;

  let verdict: CouponVerdict | null = null;
  if (code !== null) {
    const why = (): PromotionReason | null => {
      if (!coupon) return 'unknown_code';
      const reason = reasons.get(coupon.id) ?? null;
      if (reason) return reason;
      if (!chosen.set.includes(coupon)) {
        // Left out by the method of a better online one, or by a non-combinable one that gives more.
        return coupon.paymentMethod !== 'any' && applicable.some((p) => p.paymentMethod !== coupon.paymentMethod)
          ? 'payment_method'
          : 'not_combinable';
      }
      // Applies, but another item promotion is larger on each of its lines (or free delivery costs nothing here).
      if ((chosen.result.amounts.get(coupon.id) ?? 0) === 0 && coupon.kind !== 'free_shipping') return 'not_combinable';
      return null;
    };
    const reason = why();
    verdict = {
      code,
      applied: reason === null,
      reason,
      minSubtotal: reason === 'minimum' ? (coupon?.minSubtotal ?? null) : null,
    };
  }

  return {
    discounts,
    discount: chosen.result.total,
    lineDiscounts: chosen.result.lineDiscounts,
    shippingDiscount: chosen.result.shippingDiscount,
    coupon: verdict,
    paymentMethodRequired,
  };
}
