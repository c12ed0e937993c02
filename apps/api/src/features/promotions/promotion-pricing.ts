// Promotions on a cart or an order being placed: the engine fed from the database (decision 237). The cart shows
// what placement charges because both call priceWithPromotions; placement records the discounts and takes the
// uses last, by conditional updates (rule 6).
import { messageRef, refsTo } from '@store/shared/i18n/catalogue';
import { poishaToTaka, takaToPoisha } from '@store/shared/money';
import type { DiscountLine, PromotionReason } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { applyPromotions, type PricedLine, type PromotionOutcome } from './promotion-engine.ts';
import {
  countUsesOf,
  deleteCartCoupon,
  findCartCoupon,
  findCategoriesOfProducts,
  findGroupIdOfUser,
  hasEarlierOrder,
  insertOrderDiscounts,
  insertUses,
  loadCandidates,
  setCartCoupon,
  takeUse,
} from './promotions.repository.ts';

const text = refsTo('promotions', 'PROMOTION_ERRORS');

export interface PromotionQuery {
  userId: string;
  /** The order's phone ('' when not known yet): per-phone limits and first orders count it too. */
  phone: string;
  lines: readonly { variantId: string; productId: string; unitPrice: number; quantity: number }[];
  /** Poisha, and the zone it was quoted in. */
  shipping: number;
  zoneId: string | null;
  paymentMethod: 'online' | 'cod' | undefined;
  couponCode: string | null;
  now: Date;
}

export type PricedPromotions = PromotionOutcome & { lines: PricedLine[] };

/**
 * Loads the candidates (two indexed queries; a third only when a promotion targets categories) and the buyer's
 * facts only the candidates ask for (group, first order, uses), then applies the rules.
 */
export async function priceWithPromotions(db: DB, query: PromotionQuery): Promise<PricedPromotions> {
  const productIds = [...new Set(query.lines.map((l) => l.productId))];
  const variantIds = query.lines.map((l) => l.variantId);
  const candidates =
    query.lines.length === 0 && query.couponCode === null
      ? []
      : await loadCandidates(db, query.now.toISOString(), query.couponCode, { productIds, variantIds });
  const categories = candidates.some((c) => c.targets.categoryIds.length > 0)
    ? await findCategoriesOfProducts(db, productIds)
    : new Map<string, string[]>();
  const lines = query.lines.map((l) => ({
    variantId: l.variantId,
    productId: l.productId,
    categoryIds: categories.get(l.productId) ?? [],
    unitPrice: l.unitPrice,
    quantity: l.quantity,
    lineTotal: l.unitPrice * l.quantity,
  }));
  const needs = (ask: (c: (typeof candidates)[number]) => boolean) => candidates.some(ask);
  const groupId = needs((c) => c.customerGroupId !== null) ? await findGroupIdOfUser(db, query.userId) : null;
  const isFirstOrder = needs((c) => c.firstOrderOnly === 1)
    ? !(await hasEarlierOrder(db, query.userId, query.phone))
    : true;
  const usesOf = await countUsesOf(
    db,
    candidates.filter((c) => c.maxUsesPerCustomer !== null).map((c) => c.id),
    query.userId,
    query.phone,
  );
  const outcome = applyPromotions({
    lines,
    shipping: query.shipping,
    zoneId: query.zoneId,
    buyer: { signedIn: true, groupId, isFirstOrder, usesOf },
    paymentMethod: query.paymentMethod,
    now: query.now,
    candidates,
    couponCode: query.couponCode,
  });
  return { ...outcome, lines };
}

/** The automatic promotions on lines about to be ordered without a coupon (the spec's one-line order): poisha and lines. */
export async function automaticPromotions(
  db: DB,
  query: Omit<PromotionQuery, 'phone' | 'couponCode' | 'paymentMethod'>,
) {
  const priced = await priceWithPromotions(db, { ...query, phone: '', couponCode: null, paymentMethod: undefined });
  return { discount: priced.discount, discounts: discountLinesOf(priced.discounts) };
}

/** The discounts as the API shows them (taka). */
export const discountLinesOf = (discounts: PromotionOutcome['discounts']): DiscountLine[] =>
  discounts.map(({ promotion, amount }) => ({
    promotionId: promotion.id,
    name: promotion.name,
    code: promotion.code,
    kind: promotion.kind,
    amount: poishaToTaka(amount),
  }));

export const promotionEnded = (name: string) =>
  new AppError('PROMOTION_ENDED', 409, text('promotionEnded', { name }), { code: text('promotionEnded', { name }) });

/** `bound`: the method the order's discount was given for (the other one is refused). */
export const paymentMethodBound = (bound: 'online' | 'cod' = 'online') => {
  const message = text(bound === 'cod' ? 'paymentMethodBoundCod' : 'paymentMethodBound');
  return new AppError('PAYMENT_METHOD_BOUND', 409, message, { paymentMethod: message });
};

/** A kept coupon that ended, ran out, was paused or used meanwhile refuses the checkout (rule 7). */
const ENDED: ReadonlySet<PromotionReason> = new Set([
  'unknown_code',
  'not_started',
  'expired',
  'paused',
  'used_up',
  'already_used',
]);

/** What a placement asks of promotions: the cart's coupon (checkout), the method chosen, the total the buyer saw. */
export interface PlacementPromotions {
  couponCode: string | null;
  paymentMethod?: 'online' | 'cod' | undefined;
  /** Taka. */
  expectedTotal?: number | undefined;
}

interface OrderLineLike {
  variantId: string | null;
  productId: string | null;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

/**
 * Placement's prices with promotions (before the order's rows are written): each line's discount, the order's
 * discount and total, and `take`, to run LAST in the placing transaction. Without `asked` (a quote's order): none.
 * 409 when the kept coupon no longer applies, when it needs another payment method than the one chosen, or when
 * `expectedTotal` differs from the server's total.
 */
export async function priceOrderWithPromotions<L extends OrderLineLike>(
  db: DB,
  asked: PlacementPromotions | undefined,
  order: { userId: string; phone: string; lines: L[]; subtotal: number; shipping: number; zoneId: string; now: Date },
) {
  const none = {
    lines: order.lines,
    discount: 0,
    discounts: [] as { name: string; code: string | null; amount: number }[],
    total: order.subtotal + order.shipping,
    paymentMethodRequired: null as 'online' | 'cod' | null,
    take: async (_trx: DB, _orderId: string) => {},
  };
  if (!asked) return none;
  const priced = await priceWithPromotions(db, {
    userId: order.userId,
    phone: order.phone,
    lines: order.lines.map((l) => ({
      variantId: l.variantId ?? '',
      productId: l.productId ?? '',
      unitPrice: l.unitPrice,
      quantity: l.quantity,
    })),
    shipping: order.shipping,
    zoneId: order.zoneId,
    paymentMethod: asked.paymentMethod,
    couponCode: asked.couponCode,
    now: order.now,
  });
  const { coupon } = priced;
  if (coupon && !coupon.applied && coupon.reason === 'payment_method') throw paymentMethodBound();
  if (coupon && !coupon.applied && coupon.reason && ENDED.has(coupon.reason)) throw promotionEnded(coupon.code);
  const total = order.subtotal + order.shipping - priced.discount;
  if (asked.expectedTotal !== undefined && takaToPoisha(asked.expectedTotal) !== total) {
    const message = text('totalChanged', { total: poishaToTaka(total) });
    throw new AppError('TOTAL_CHANGED', 409, message, { expectedTotal: message });
  }
  return {
    lines: order.lines.map((l, i) => ({ ...l, discount: priced.lineDiscounts[i] ?? 0 })),
    discount: priced.discount,
    /** Each promotion's discount, as `take` writes it in order_discounts. */
    discounts: priced.discounts.map(({ promotion, amount }) => ({
      name: promotion.name,
      code: promotion.code,
      amount,
    })),
    total,
    paymentMethodRequired: priced.paymentMethodRequired,
    /** The order's discounts and uses, then each promotion's counter (the hot rows, in id order): 409 if one ran out. */
    take: async (trx: DB, orderId: string) => {
      await takePromotionUses(trx, { orderId, userId: order.userId, phone: order.phone, at: order.now }, priced);
    },
  };
}

/** Rule 6: the order's discount rows and uses, then one conditional update per promotion; 409 when one ran out. */
export async function takePromotionUses(
  trx: DB,
  order: { orderId: string; userId: string; phone: string; at: Date },
  priced: Pick<PromotionOutcome, 'discounts'>,
): Promise<void> {
  if (priced.discounts.length === 0) return;
  const createdAt = order.at.toISOString();
  await insertOrderDiscounts(
    trx,
    priced.discounts.map(({ promotion, amount }) => ({
      orderId: order.orderId,
      promotionId: promotion.id,
      name: promotion.name,
      code: promotion.code,
      kind: promotion.kind,
      amount,
    })),
  );
  await insertUses(
    trx,
    priced.discounts.map(({ promotion }) => ({
      promotionId: promotion.id,
      orderId: order.orderId,
      userId: order.userId,
      phone: order.phone,
      createdAt,
    })),
  );
  // Hot rows last and in id order, so two placements never wait on each other in a cycle.
  const byId = [...priced.discounts].sort((a, b) => (a.promotion.id < b.promotion.id ? -1 : 1));
  for (const { promotion, amount } of byId) {
    if (!(await takeUse(trx, promotion.id, amount))) throw promotionEnded(promotion.code ?? promotion.name);
  }
  // Checked again now that each promotion's row is locked (until the commit): another account with the same phone
  // may have ordered since this one was priced; its order is committed by now and counted here.
  const limited = byId.filter(({ promotion: p }) => p.maxUsesPerCustomer !== null);
  const uses = await countUsesOf(
    trx,
    limited.map(({ promotion: p }) => p.id),
    order.userId,
    order.phone,
  );
  for (const { promotion: p } of byId) {
    const usedUp = p.maxUsesPerCustomer !== null && (uses.get(p.id) ?? 0) > p.maxUsesPerCustomer;
    const notFirst = p.firstOrderOnly === 1 && (await hasEarlierOrder(trx, order.userId, order.phone, order.orderId));
    if (usedUp || notFirst) throw promotionEnded(p.code ?? p.name);
  }
}

/** What the cart shows of promotions: each discount, their sum, and the kept coupon's verdict (taka). */
export async function cartPromotions(
  db: DB,
  cart: Omit<PromotionQuery, 'couponCode' | 'now' | 'paymentMethod' | 'phone'> & { now?: Date },
) {
  const couponCode = await findCartCoupon(db, cart.userId);
  const priced = await priceWithPromotions(db, {
    ...cart,
    phone: '',
    paymentMethod: undefined,
    couponCode,
    now: cart.now ?? new Date(),
  });
  return {
    /** Poisha. */
    discount: priced.discount,
    fields: {
      discounts: discountLinesOf(priced.discounts),
      discount: poishaToTaka(priced.discount),
      coupon: priced.coupon && {
        code: priced.coupon.code,
        applied: priced.coupon.applied,
        reason: priced.coupon.reason,
        minSubtotal: priced.coupon.minSubtotal === null ? null : poishaToTaka(priced.coupon.minSubtotal),
      },
    },
  };
}

/**
 * PUT /api/cart/coupon: keeps the code unless it is unknown, not started, expired, paused, used up or already used
 * by this buyer (400 on `code` with the reason; the kept one stays as it was). A code that only misses a condition
 * of this cart (a minimum, a zone…) is kept: the cart says why, and it applies once the cart meets it.
 */
export async function keepCartCoupon(
  db: DB,
  cart: Omit<PromotionQuery, 'couponCode' | 'now' | 'paymentMethod' | 'phone'>,
  code: string,
): Promise<void> {
  const now = new Date();
  const priced = await priceWithPromotions(db, { ...cart, phone: '', paymentMethod: undefined, couponCode: code, now });
  const reason = priced.coupon?.reason;
  if (reason && ENDED.has(reason)) {
    const message = messageRef('promotions', 'PROMOTION_REASONS', reason);
    throw validationFailed({ code: message });
  }
  await setCartCoupon(db, cart.userId, code, now.toISOString());
}

export const removeCartCoupon = (db: DB, userId: string) => deleteCartCoupon(db, userId);

/** The code kept with the buyer's cart (upper case), or null. */
export const cartCouponOf = (db: DB, userId: string) => findCartCoupon(db, userId);
