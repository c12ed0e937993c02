// Promotions: sales, coupon codes, free delivery and buy-N-get-M (docs/features/promotions.md). Amounts in taka
// at the edge, poisha inside; every discount is computed by the server.
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { refsTo } from '../i18n/catalogue.ts';
import { hasAtMostTwoDecimals } from '../money.ts';
import { requiredText } from './common.ts';

const text = refsTo('promotions', 'PROMOTION_ERRORS');

export const PROMOTION_LIMITS = {
  name: 80,
  codeMin: 3,
  codeMax: 30,
  maxPercent: 90,
  targets: 500,
  zones: 50,
  maxBuyGet: 1000,
  maxUses: 10_000_000,
} as const;

/**
 * - `order_percent` / `order_amount`: off the order's goods (after sale prices);
 * - `items_percent` / `items_amount`: off each piece of the targeted products, variants or categories
 *   (automatic and without conditions besides dates and group: a sale, shown on cards as a struck-through price);
 * - `free_shipping`: the delivery fee, in every zone or in `zoneIds` only;
 * - `buy_get`: buy `buyQuantity` pieces of a targeted product, get `getQuantity` more of it free.
 */
export const PROMOTION_KINDS = [
  'order_percent',
  'order_amount',
  'items_percent',
  'items_amount',
  'free_shipping',
  'buy_get',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** `online`: only when the buyer pays online (SSLCommerz) instead of cash on delivery. */
export const PROMOTION_PAYMENT_METHODS = ['any', 'online', 'cod'] as const;
export type PromotionPaymentMethod = (typeof PROMOTION_PAYMENT_METHODS)[number];

/** The owner's switch; `state` below is what it means now. */
export const PROMOTION_STATUSES = ['active', 'paused'] as const;
export const PROMOTION_STATES = ['scheduled', 'running', 'paused', 'ended', 'used_up'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** Why a coupon or promotion does not apply to this cart (each has a message in PROMOTION_REASONS). */
export const PROMOTION_REASONS = [
  'unknown_code',
  'not_started',
  'expired',
  'paused',
  'used_up',
  'already_used',
  'minimum',
  'first_order',
  'group',
  'payment_method',
  'zone',
  'no_items',
  'not_combinable',
  'sign_in',
] as const;
export type PromotionReason = (typeof PROMOTION_REASONS)[number];

const taka = (max: number) =>
  z
    .number({ error: text('amountRequired') })
    .refine((n) => Number.isFinite(n) && n > 0, text('amountAboveZero'))
    .refine((n) => n <= max, text('amountTooHigh', { max }))
    .refine(hasAtMostTwoDecimals, text('amountTwoDecimals'));

const wholeAtLeast = (min: number, max: number, message: ReturnType<typeof text>) =>
  z.number({ error: message }).refine((n) => Number.isInteger(n) && n >= min && n <= max, message);

const ids = (max: number) => z.array(z.string().trim().min(1).max(100)).max(max, text('tooMany', { max }));

/** A coupon code as typed: spaces dropped, upper case; letters, digits and dashes. */
export const CouponCodeSchema = z
  .string({ error: text('codeRequired') })
  .transform((s) => s.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(
        PROMOTION_LIMITS.codeMin,
        text('codeLength', { min: PROMOTION_LIMITS.codeMin, max: PROMOTION_LIMITS.codeMax }),
      )
      .max(
        PROMOTION_LIMITS.codeMax,
        text('codeLength', { min: PROMOTION_LIMITS.codeMin, max: PROMOTION_LIMITS.codeMax }),
      )
      .regex(/^[A-Z0-9-]+$/, text('codeCharacters')),
  );

/**
 * POST /api/admin/promotions and PUT /api/admin/promotions/{id}: the whole promotion. Times are instants
 * (ISO 8601 with an offset; the dashboard sends Dhaka's +06:00). Which of `percent`, `amount`, `targets`,
 * `buyQuantity`/`getQuantity` and `zoneIds` are needed depends on `kind` (checked by the server with a field
 * message each); the others are ignored.
 */
export const PromotionInputSchema = z.object({
  name: requiredText(text('nameRequired'), PROMOTION_LIMITS.name, (max) => text('tooLong', { max })),
  kind: z.enum(PROMOTION_KINDS, { error: text('kindRequired') }),
  status: z.enum(PROMOTION_STATUSES).default('active'),
  startsAt: z.iso.datetime({ offset: true, error: text('dateInvalid') }),
  /** null: until paused. */
  endsAt: z.iso
    .datetime({ offset: true, error: text('dateInvalid') })
    .nullable()
    .default(null),
  percent: wholeAtLeast(1, PROMOTION_LIMITS.maxPercent, text('percentWhole', { max: PROMOTION_LIMITS.maxPercent }))
    .nullable()
    .default(null),
  /** Taka: off the order (`order_amount`) or off each piece (`items_amount`). */
  amount: taka(LIMITS.maxPriceTaka).nullable().default(null),
  targets: z
    .object({
      productIds: ids(PROMOTION_LIMITS.targets).default([]),
      variantIds: ids(PROMOTION_LIMITS.targets).default([]),
      categoryIds: ids(PROMOTION_LIMITS.targets).default([]),
    })
    .default({ productIds: [], variantIds: [], categoryIds: [] }),
  buyQuantity: wholeAtLeast(1, PROMOTION_LIMITS.maxBuyGet, text('quantityWhole', { max: PROMOTION_LIMITS.maxBuyGet }))
    .nullable()
    .default(null),
  getQuantity: wholeAtLeast(1, PROMOTION_LIMITS.maxBuyGet, text('quantityWhole', { max: PROMOTION_LIMITS.maxBuyGet }))
    .nullable()
    .default(null),
  /** free_shipping: only in these shipping zones; [] every zone. */
  zoneIds: ids(PROMOTION_LIMITS.zones).default([]),
  /** null: automatic (applies without a code). Unique among promotions. */
  code: CouponCodeSchema.nullable().default(null),
  /** Taka: the goods (after sale prices) must reach it. */
  minSubtotal: taka(LIMITS.maxPriceTaka).nullable().default(null),
  firstOrderOnly: z.boolean().default(false),
  /** Only buyers of this customer group (dealer prices); null: everyone. */
  customerGroupId: z.string().trim().min(1).max(100).nullable().default(null),
  paymentMethod: z.enum(PROMOTION_PAYMENT_METHODS).default('any'),
  /** null: no limit. */
  maxUses: wholeAtLeast(1, PROMOTION_LIMITS.maxUses, text('usesWhole')).nullable().default(null),
  /** Per account and per phone number; null: no limit. */
  maxUsesPerCustomer: wholeAtLeast(1, PROMOTION_LIMITS.maxUses, text('usesWhole')).nullable().default(null),
  /** Whether it applies beside other promotions (decision: how several promotions apply). */
  combinable: z.boolean().default(true),
});
export type PromotionInput = z.input<typeof PromotionInputSchema>;
export type PromotionRequest = z.output<typeof PromotionInputSchema>;

/** A promotion as the owner reads it: the input, its state now, and what it has done (discount in taka). */
export const PromotionSchema = PromotionInputSchema.extend({
  _id: z.string(),
  // NOTE: the stored code as is: a response cannot be encoded through the input's transform.
  code: z.string().nullable(),
  state: z.enum(PROMOTION_STATES),
  uses: z.number().int(),
  discountGiven: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

export const PromotionListQuerySchema = z.object({ state: z.enum(PROMOTION_STATES).optional() });
export const PromotionListSchema = z.array(PromotionSchema);

/** PATCH /api/admin/promotions/{id}/status: pause or resume. */
export const PromotionStatusInputSchema = z.object({ status: z.enum(PROMOTION_STATUSES) });

/** One discount on a cart or an order, as its own line (taka, positive: what is taken off). */
export const DiscountLineSchema = z.object({
  promotionId: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  kind: z.enum(PROMOTION_KINDS),
  amount: z.number(),
});
export type DiscountLine = z.infer<typeof DiscountLineSchema>;

/** The cart's coupon: applied, or why not (`reason`, with its message in the buyer's language on the web). */
export const CartCouponSchema = z.object({
  code: z.string(),
  applied: z.boolean(),
  reason: z.enum(PROMOTION_REASONS).nullable(),
  /** For `minimum`: the amount to reach (taka). */
  minSubtotal: z.number().nullable(),
});
export type CartCoupon = z.infer<typeof CartCouponSchema>;

/** The cart's and checkout's new fields (added to CartSchema, all optional for older clients). */
export const CART_PROMOTION_FIELDS = {
  /** Each promotion's discount; `total` = subtotal + shipping − discount. */
  discounts: z.array(DiscountLineSchema).optional(),
  /** Taka, the sum of `discounts`. */
  discount: z.number().optional(),
  coupon: CartCouponSchema.nullable().optional(),
};

/** PUT /api/cart/coupon. An unknown, ended or used-up code is a 400 on `code` (with the reason) and is not kept. */
export const CartCouponInputSchema = z.object({ code: CouponCodeSchema });

/** A sale on a catalogue item: `price` is the sale price, this is the price before it and until when. */
export const SALE_FIELDS = {
  /** Taka: the price struck through; absent when not on sale. */
  compareAtPrice: z.number().optional(),
  /** ISO instant the sale ends; null: no end set. */
  saleEndsAt: z.string().nullable().optional(),
};
