// Cart, checkout and store-configuration contracts (ours).
import { z } from 'zod';
import { CURRENCY, IDEMPOTENCY_KEY_MAX_LENGTH } from '../constants.ts';
import { messageRef } from '../i18n/catalogue.ts';
import { AMOUNT_FIELDS, InsertResultSchema } from './common.ts';
import { OrderContactSchema, OrderQuantitySchema } from './orders.ts';
import { BusinessDetailsSchema } from './vat.ts';
import { LinePriceBreakSchema } from './pricing.ts';
import { ShippingZoneListSchema } from './shipping-zones.ts';
import { CART_PROMOTION_FIELDS } from './promotions.ts';

/** Why a cart line cannot be checked out as it is; null when it can. */
export const CART_LINE_PROBLEMS = ['gone', 'price_changed', 'below_minimum', 'above_stock'] as const;
export type CartLineProblem = (typeof CART_LINE_PROBLEMS)[number];

/** Prices in taka; `unitPrice` is the price the buyer saw when setting the line. */
export const CartLineSchema = z.object({
  productId: z.string(),
  /** One line per variant: two sizes of a product are two lines. */
  variantId: z.string(),
  /** "34T / Black"; '' for a product without options. */
  variantTitle: z.string(),
  sku: z.string().nullable(),
  productname: z.string(),
  img: z.string(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
  minQuantity: z.number().int(),
  stock: z.number().int(),
  problem: z.enum(CART_LINE_PROBLEMS).nullable(),
  /** The catalog's price now, when it differs from unitPrice. */
  currentPrice: z.number().nullable(),
  /** The quantity tier `unitPrice` comes from and the next one (dealer prices); null: one price at every quantity. */
  priceBreak: LinePriceBreakSchema.nullable().optional(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** Where the cart would go and what that costs (taka); `served` false: no zone delivers there, checkout refuses. */
export const DeliveryQuoteSchema = z.object({
  addressId: z.string(),
  zone: z.string(),
  weightGrams: z.number().int(),
  shipping: z.number(),
  /** Whether cash on delivery is offered there. */
  cod: z.boolean(),
  served: z.boolean(),
  /** The zone's free-shipping threshold (taka); null: none. */
  freeFrom: z.number().nullable(),
});
export type DeliveryQuote = z.infer<typeof DeliveryQuoteSchema>;

/**
 * `shipping` is quoted for `delivery`'s address (the one asked for, else the buyer's default); with no
 * address at all, it is the dearest zone's fee for the cart's weight (never less than the order will pay).
 */
export const CartSchema = z.object({
  lines: z.array(CartLineSchema),
  /** `subtotal`: the lines whose product still exists. */
  ...AMOUNT_FIELDS,
  currency: z.literal(CURRENCY),
  weightGrams: z.number().int(),
  delivery: DeliveryQuoteSchema.nullable(),
  ...CART_PROMOTION_FIELDS,
});

/** GET /api/delivery/quote: what the Order Now form's one line would cost delivered to `addressId`. */
export const LineQuoteQuerySchema = z.object({
  addressId: z.string().min(1).max(100),
  productId: z.string().min(1).max(100),
  variantId: z.string().max(100).optional(),
  quantity: z.coerce.number().int().min(1).max(1_000_000),
});
/** `subtotal` is priced as the order will be (quantity breaks, the buyer's group); `total` takes the automatic promotions off. */
export const LineQuoteSchema = z.object({
  ...AMOUNT_FIELDS,
  delivery: DeliveryQuoteSchema,
  discounts: CART_PROMOTION_FIELDS.discounts,
  discount: CART_PROMOTION_FIELDS.discount,
});
export type LineQuote = z.infer<typeof LineQuoteSchema>;

/** GET /api/cart?addressId=…: the shipping quoted for one of the caller's saved addresses. */
export const CartQuerySchema = z.object({ addressId: z.string().max(100).optional() });
export type Cart = z.infer<typeof CartSchema>;

/** PUT /api/cart/lines/{productId}: the quantity, not an increment; `variantId` may be left out for a product with one. */
export const SetCartLineInputSchema = z.object({
  quantity: OrderQuantitySchema,
  variantId: z.string().max(100).optional(),
});

export const CartLineParamsSchema = z.object({ productId: z.string().max(100) });
/** DELETE /api/cart/lines/{productId}?variantId=…: without it, every line of the product. */
export const CartLineQuerySchema = z.object({ variantId: z.string().max(100).optional() });

/**
 * POST /api/checkout: the lines are the caller's cart; ours, all optional: `business` for a VAT invoice with a BIN;
 * `paymentMethod` the buyer means to use (a promotion may ask for online payment); `expectedTotal` (taka) the total
 * the buyer saw: when given and the server's differs (a promotion ended or ran out), 409 and nothing is placed.
 */
export const CheckoutInputSchema = OrderContactSchema.extend({
  business: BusinessDetailsSchema.optional(),
  paymentMethod: z.enum(['online', 'cod']).optional(),
  expectedTotal: z.number().nonnegative().optional(),
});
export type CheckoutInput = z.input<typeof CheckoutInputSchema>;
export type CheckoutRequest = z.output<typeof CheckoutInputSchema>;

export const CheckoutResultSchema = InsertResultSchema.extend({ total: z.number() });
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

/** GET /api/store/config: the figures the policies page and the cart show. */
export const StoreConfigSchema = z.object({
  currency: z.literal(CURRENCY),
  shippingFee: z.number(),
  freeShippingFrom: z.number(),
  unpaidOrderTtlHours: z.number(),
  maxOpenUnpaidOrders: z.number().int(),
  maxCartLines: z.number().int(),
  /** Whose days "today" and "this month" are. */
  timeZone: z.string(),
  /** The order forms say so before placing. */
  requireVerifiedEmail: z.boolean().default(false),
  /** The delivery rates checkout quotes from (the configured fee as one zone until the owner adds zones). */
  shippingZones: ShippingZoneListSchema.optional(),
  /** Ours: whether the owner types goods' prices with VAT (true) or before it (false); what buyers pay is unchanged (decision 236). */
  pricesIncludeVat: z.boolean().optional(),
});
export type StoreConfig = z.infer<typeof StoreConfigSchema>;

/** In poisha. */
export function shippingFor(subtotal: number, rule: { fee: number; freeFrom: number }): number {
  if (subtotal <= 0) return 0;
  return subtotal >= rule.freeFrom ? 0 : rule.fee;
}

/** POST /api/checkout and /api/orders: the same key and body within 24 hours give the same order. */
const idempotencyKeyInvalid = messageRef('cart', 'ORDER_PAGE_TEXT', 'idempotencyKeyInvalid', {
  max: IDEMPOTENCY_KEY_MAX_LENGTH,
});
export const IdempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1, idempotencyKeyInvalid)
    .max(IDEMPOTENCY_KEY_MAX_LENGTH, idempotencyKeyInvalid)
    .regex(/^[\x21-\x7e]+$/, idempotencyKeyInvalid)
    .optional(),
});
