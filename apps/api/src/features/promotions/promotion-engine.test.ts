// The promotions' rules (decision 237) on plain data: every kind, every condition, combining, rounding, allocation.
import { describe, expect, it } from 'vitest';
import {
  allocate,
  applyPromotions,
  type CandidatePromotion,
  type PricedLine,
  type PromotionContext,
} from './promotion-engine.ts';

const NOW = new Date('2026-06-01T06:00:00.000Z');

let seq = 0;
function promo(overrides: Partial<CandidatePromotion> = {}): CandidatePromotion {
  seq += 1;
  return {
    id: `p${seq}`,
    name: `Promotion ${seq}`,
    kind: 'order_percent',
    status: 'active',
    startsAt: '2026-05-01T00:00:00.000Z',
    endsAt: null,
    percent: 10,
    amount: null,
    buyQuantity: null,
    getQuantity: null,
    code: null,
    minSubtotal: null,
    firstOrderOnly: 0,
    customerGroupId: null,
    paymentMethod: 'any',
    maxUses: null,
    maxUsesPerCustomer: null,
    combinable: 1,
    uses: 0,
    targets: { productIds: [], variantIds: [], categoryIds: [] },
    zoneIds: [],
    ...overrides,
  };
}

function line(variantId: string, unitPrice: number, quantity: number, extra: Partial<PricedLine> = {}): PricedLine {
  return {
    variantId,
    productId: `prod-${variantId}`,
    categoryIds: [],
    unitPrice,
    quantity,
    lineTotal: unitPrice * quantity,
    ...extra,
  };
}

function run(overrides: Partial<PromotionContext>) {
  return applyPromotions({
    lines: [line('a', 100_00, 2)],
    shipping: 60_00,
    zoneId: 'dhaka',
    buyer: { signedIn: true, groupId: null, isFirstOrder: true, usesOf: new Map() },
    paymentMethod: undefined,
    now: NOW,
    candidates: [],
    couponCode: null,
    ...overrides,
  });
}

const amountsOf = (outcome: ReturnType<typeof run>) => outcome.discounts.map((d) => [d.promotion.id, d.amount]);

describe('kinds', () => {
  it('takes a percent off the order, rounded half up once', () => {
    const p = promo({ kind: 'order_percent', percent: 15 });
    const out = run({ lines: [line('a', 33_33, 1), line('b', 33_34, 1)], candidates: [p] });
    // 15 % of 66.67 = 10.0005 → 10.00 taka
    expect(out.discount).toBe(10_00);
    expect(out.lineDiscounts.reduce((s, n) => s + n, 0)).toBe(10_00);
  });

  it('takes a fixed amount off the order, never more than the goods', () => {
    const p = promo({ kind: 'order_amount', percent: null, amount: 500_00 });
    const out = run({ candidates: [p] });
    expect(out.discount).toBe(200_00);
    expect(out.lineDiscounts).toEqual([200_00]);
    expect(out.shippingDiscount).toBe(0);
  });

  it('takes a percent off each targeted line only (by variant, product or category)', () => {
    const byVariant = promo({
      kind: 'items_percent',
      percent: 10,
      targets: { productIds: [], variantIds: ['a'], categoryIds: [] },
    });
    const byCategory = promo({
      kind: 'items_percent',
      percent: 20,
      targets: { productIds: [], variantIds: [], categoryIds: ['chains'] },
    });
    const byProduct = promo({
      kind: 'items_percent',
      percent: 30,
      targets: { productIds: ['prod-c'], variantIds: [], categoryIds: [] },
    });
    const lines = [
      line('a', 100_00, 1),
      line('b', 100_00, 1, { categoryIds: ['chains'] }),
      line('c', 100_00, 1),
      line('d', 100_00, 1),
    ];
    const out = run({ lines, candidates: [byVariant, byCategory, byProduct] });
    expect(out.lineDiscounts).toEqual([10_00, 20_00, 30_00, 0]);
    expect(out.discount).toBe(60_00);
  });

  it('takes an amount off each piece, never more than the piece', () => {
    const p = promo({
      kind: 'items_amount',
      percent: null,
      amount: 150_00,
      targets: { productIds: [], variantIds: ['a', 'b'], categoryIds: [] },
    });
    const out = run({ lines: [line('a', 100_00, 2), line('b', 300_00, 3)], candidates: [p] });
    expect(out.lineDiscounts).toEqual([200_00, 450_00]);
  });

  it('makes delivery free, in every zone or only in its zones, and in no line', () => {
    const everywhere = promo({ kind: 'free_shipping', percent: null });
    expect(run({ candidates: [everywhere] })).toMatchObject({
      discount: 60_00,
      shippingDiscount: 60_00,
      lineDiscounts: [0],
    });
    const dhaka = promo({ kind: 'free_shipping', percent: null, zoneIds: ['dhaka'], code: 'FREEDHAKA' });
    expect(run({ candidates: [dhaka], couponCode: 'FREEDHAKA' }).discount).toBe(60_00);
    const outside = run({ candidates: [dhaka], couponCode: 'FREEDHAKA', zoneId: 'chattogram' });
    expect(outside.discount).toBe(0);
    expect(outside.coupon).toEqual({ code: 'FREEDHAKA', applied: false, reason: 'zone', minSubtotal: null });
  });

  it('gives buy N get M as the free pieces at the line price', () => {
    const p = promo({
      kind: 'buy_get',
      percent: null,
      buyQuantity: 2,
      getQuantity: 1,
      targets: { productIds: ['prod-a'], variantIds: [], categoryIds: [] },
    });
    expect(run({ lines: [line('a', 100_00, 2)], candidates: [p] }).discount).toBe(0);
    expect(run({ lines: [line('a', 100_00, 3)], candidates: [p] }).discount).toBe(100_00);
    expect(run({ lines: [line('a', 100_00, 8)], candidates: [p] }).discount).toBe(200_00);
  });
});

describe('conditions', () => {
  it('needs the minimum on the goods before any promotion, and says how much', () => {
    const p = promo({ code: 'EID', minSubtotal: 2000_00 });
    const out = run({ candidates: [p], couponCode: 'EID' });
    expect(out.discount).toBe(0);
    expect(out.coupon).toEqual({ code: 'EID', applied: false, reason: 'minimum', minSubtotal: 2000_00 });
    expect(run({ lines: [line('a', 1000_00, 2)], candidates: [p], couponCode: 'EID' }).coupon?.applied).toBe(true);
  });

  it('says why a code does not apply: unknown, not started, expired, paused, used up, already used', () => {
    const cases: [Partial<CandidatePromotion>, string][] = [
      [{ startsAt: '2026-07-01T00:00:00.000Z' }, 'not_started'],
      [{ endsAt: NOW.toISOString() }, 'expired'],
      [{ status: 'paused' }, 'paused'],
      [{ maxUses: 3, uses: 3 }, 'used_up'],
      [{ maxUsesPerCustomer: 1, id: 'once' }, 'already_used'],
    ];
    for (const [overrides, reason] of cases) {
      const p = promo({ code: 'EID', ...overrides });
      const out = run({
        candidates: [p],
        couponCode: 'EID',
        buyer: { signedIn: true, groupId: null, isFirstOrder: true, usesOf: new Map([['once', 1]]) },
      });
      expect(out.coupon?.reason).toBe(reason);
      expect(out.discount).toBe(0);
    }
    expect(run({ candidates: [], couponCode: 'NOPE' }).coupon?.reason).toBe('unknown_code');
  });

  it('runs until just before its end', () => {
    const p = promo({ endsAt: new Date(NOW.getTime() + 1).toISOString() });
    expect(run({ candidates: [p] }).discount).toBe(20_00);
  });

  it('applies a first-order promotion to a first order only', () => {
    const p = promo({ firstOrderOnly: 1, code: 'FIRST' });
    expect(run({ candidates: [p], couponCode: 'FIRST' }).coupon?.applied).toBe(true);
    const later = run({
      candidates: [p],
      couponCode: 'FIRST',
      buyer: { signedIn: true, groupId: null, isFirstOrder: false, usesOf: new Map() },
    });
    expect(later.coupon?.reason).toBe('first_order');
  });

  it('applies a group promotion to the group members only', () => {
    const p = promo({ customerGroupId: 'dealers' });
    expect(run({ candidates: [p] }).discount).toBe(0);
    const member = run({
      candidates: [p],
      buyer: { signedIn: true, groupId: 'dealers', isFirstOrder: true, usesOf: new Map() },
    });
    expect(member.discount).toBe(20_00);
  });

  it('binds an online-payment promotion to online payment, and leaves it out for cash on delivery', () => {
    const p = promo({ paymentMethod: 'online', code: 'ONLINE' });
    expect(run({ candidates: [p], couponCode: 'ONLINE' })).toMatchObject({
      discount: 20_00,
      paymentMethodRequired: 'online',
    });
    expect(run({ candidates: [p], couponCode: 'ONLINE', paymentMethod: 'online' }).paymentMethodRequired).toBe(
      'online',
    );
    const cod = run({ candidates: [p], couponCode: 'ONLINE', paymentMethod: 'cod' });
    expect(cod).toMatchObject({ discount: 0, paymentMethodRequired: null });
    expect(cod.coupon?.reason).toBe('payment_method');
  });

  it('counts the uses per customer against its limit', () => {
    const p = promo({ id: 'twice', maxUsesPerCustomer: 2 });
    const buyer = (n: number) => ({
      signedIn: true,
      groupId: null,
      isFirstOrder: true,
      usesOf: new Map([['twice', n]]),
    });
    expect(run({ candidates: [p], buyer: buyer(1) }).discount).toBe(20_00);
    expect(run({ candidates: [p], buyer: buyer(2) }).discount).toBe(0);
  });

  it('says a coupon for items that are not in the cart has no items', () => {
    const p = promo({
      kind: 'items_percent',
      code: 'CHAIN',
      targets: { productIds: ['chain'], variantIds: [], categoryIds: [] },
    });
    expect(run({ candidates: [p], couponCode: 'CHAIN' }).coupon?.reason).toBe('no_items');
  });
});

describe('combining', () => {
  it('applies every combinable promotion together: items first, then the order on what is left, then delivery', () => {
    const sale = promo({
      kind: 'items_percent',
      percent: 50,
      targets: { productIds: [], variantIds: ['a'], categoryIds: [] },
    });
    const order = promo({ kind: 'order_percent', percent: 10 });
    const amount = promo({ kind: 'order_amount', percent: null, amount: 5_00 });
    const free = promo({ kind: 'free_shipping', percent: null });
    const out = run({ lines: [line('a', 100_00, 2), line('b', 100_00, 1)], candidates: [sale, order, amount, free] });
    // items 100; order 10 % of (300 − 100) = 20; amount 5; delivery 60
    expect(amountsOf(out)).toEqual([
      [sale.id, 100_00],
      [order.id, 20_00],
      [amount.id, 5_00],
      [free.id, 60_00],
    ]);
    expect(out.discount).toBe(185_00);
    expect(out.lineDiscounts.reduce((s, n) => s + n, 0)).toBe(125_00);
  });

  it('gives a line one item promotion only, the largest', () => {
    const small = promo({
      kind: 'items_percent',
      percent: 10,
      targets: { productIds: [], variantIds: ['a'], categoryIds: [] },
    });
    const large = promo({
      kind: 'items_amount',
      percent: null,
      amount: 30_00,
      targets: { productIds: [], variantIds: ['a'], categoryIds: [] },
    });
    const out = run({ candidates: [small, large] });
    expect(amountsOf(out)).toEqual([[large.id, 60_00]]);
  });

  it('gives a non-combinable promotion alone when it beats the others together, and says so of a losing coupon', () => {
    const auto = promo({ kind: 'order_percent', percent: 10 });
    const big = promo({ kind: 'order_percent', percent: 30, combinable: 0, code: 'BIG' });
    expect(amountsOf(run({ candidates: [auto, big], couponCode: 'BIG' }))).toEqual([[big.id, 60_00]]);
    const small = promo({ kind: 'order_percent', percent: 5, combinable: 0, code: 'SMALL' });
    const out = run({ candidates: [auto, small], couponCode: 'SMALL' });
    expect(amountsOf(out)).toEqual([[auto.id, 20_00]]);
    expect(out.coupon).toMatchObject({ applied: false, reason: 'not_combinable' });
  });

  it('leaves out a cash-on-delivery promotion beside an online one while the method is not chosen', () => {
    const online = promo({ paymentMethod: 'online' });
    const cod = promo({ paymentMethod: 'cod', code: 'COD' });
    const out = run({ candidates: [online, cod], couponCode: 'COD' });
    expect(amountsOf(out)).toEqual([[online.id, 20_00]]);
    expect(out.coupon?.reason).toBe('payment_method');
    expect(run({ candidates: [online, cod], couponCode: 'COD', paymentMethod: 'cod' }).paymentMethodRequired).toBe(
      'cod',
    );
  });

  it('ignores automatic candidates with a code that is not the cart’s', () => {
    const other = promo({ code: 'OTHER' });
    expect(run({ candidates: [other] }).discount).toBe(0);
  });
});

describe('allocation', () => {
  it('spreads an order discount over the lines by what each has left, largest remainder, in whole poisha, never above a line’s share', () => {
    expect(allocate(10, [10, 10, 10])).toEqual([4, 3, 3]);
    expect(allocate(100, [50, 0, 150])).toEqual([25, 0, 75]);
    expect(allocate(5, [3, 3])).toEqual([3, 2]);
    expect(allocate(9, [3, 3])).toEqual([3, 3]);
    expect(allocate(0, [3, 3])).toEqual([0, 0]);
    expect(allocate(6, [3, 3])).toEqual([3, 3]);
  });

  it('never gives a line more than its total, even with a sale, buy-get and an order discount together', () => {
    const sale = promo({
      kind: 'items_percent',
      percent: 90,
      targets: { productIds: [], variantIds: ['a'], categoryIds: [] },
    });
    const bogo = promo({
      kind: 'buy_get',
      percent: null,
      buyQuantity: 1,
      getQuantity: 1,
      targets: { productIds: ['prod-a'], variantIds: [], categoryIds: [] },
    });
    const order = promo({ kind: 'order_amount', percent: null, amount: 1000_00 });
    const lines = [line('a', 100_00, 2), line('b', 33_33, 3)];
    const out = run({ lines, candidates: [sale, bogo, order] });
    out.lineDiscounts.forEach((d, i) => expect(d).toBeLessThanOrEqual(lines[i]?.lineTotal ?? 0));
    expect(out.lineDiscounts).toEqual([200_00, 99_99]);
    expect(out.discount).toBe(299_99);
  });

  it('keeps the sum of the lines’ shares equal to the goods discounts', () => {
    const order = promo({ kind: 'order_percent', percent: 7 });
    const lines = [line('a', 123_45, 3), line('b', 9_99, 7), line('c', 1, 1)];
    const out = run({ lines, candidates: [order] });
    expect(out.lineDiscounts.reduce((s, n) => s + n, 0)).toBe(out.discount);
    expect(out.discount).toBe(Math.floor(((123_45 * 3 + 9_99 * 7 + 1) * 7) / 100 + 0.5));
  });
});
