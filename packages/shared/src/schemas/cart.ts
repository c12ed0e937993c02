// Cart, checkout and store-configuration contracts (ours): the server validates with them, the web
// app reads with them, and the OpenAPI document is generated from them.
import { z } from 'zod';
import { CURRENCY, IDEMPOTENCY_KEY_MAX_LENGTH } from '../constants.ts';
import { messageRef } from '../i18n/catalogue.ts';
import { OrderContactSchema, OrderQuantitySchema } from './orders.ts';

/** Why a cart line cannot be checked out as it is; null when it can. */
export const CART_LINE_PROBLEMS = ['gone', 'price_changed', 'below_minimum', 'above_stock'] as const;
export type CartLineProblem = (typeof CART_LINE_PROBLEMS)[number];

/** One cart line. Prices in taka; `unitPrice` is the price the buyer saw when setting the line. */
export const CartLineSchema = z.object({
  productId: z.string(),
  productname: z.string(),
  img: z.string(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
  minQuantity: z.number().int(),
  /** Pieces in stock now (0 when the product is gone). */
  stock: z.number().int(),
  problem: z.enum(CART_LINE_PROBLEMS).nullable(),
  /** The catalog's price now, when it differs from unitPrice (problem `price_changed`); else null. */
  currentPrice: z.number().nullable(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartSchema = z.object({
  lines: z.array(CartLineSchema),
  /** Sum of the line totals of the lines whose product still exists, in taka. */
  subtotal: z.number(),
  shipping: z.number(),
  total: z.number(),
  currency: z.literal(CURRENCY),
});
export type Cart = z.infer<typeof CartSchema>;

/** PUT /api/cart/lines/{productId}: the line's quantity (not an increment). */
export const SetCartLineInputSchema = z.object({ quantity: OrderQuantitySchema });

export const CartLineParamsSchema = z.object({ productId: z.string().max(100) });

/** POST /api/checkout: where to deliver; the lines are the caller's cart. */
export const CheckoutInputSchema = OrderContactSchema;
export type CheckoutInput = z.input<typeof CheckoutInputSchema>;

export const CheckoutResultSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string(),
  /** The amount to pay in taka: the lines plus shipping. */
  total: z.number(),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

/** GET /api/store/config: the figures the policies page and the cart show, from the server's configuration. */
export const StoreConfigSchema = z.object({
  currency: z.literal(CURRENCY),
  /** Taka charged for shipping when the subtotal is under freeShippingFrom. */
  shippingFee: z.number(),
  freeShippingFrom: z.number(),
  unpaidOrderTtlHours: z.number(),
  maxOpenUnpaidOrders: z.number().int(),
  maxCartLines: z.number().int(),
  /** The store's time zone (STORE_TIMEZONE): whose days "today" and "this month" are. */
  timeZone: z.string(),
  /** Placing an order needs a verified email (REQUIRE_VERIFIED_EMAIL): the order forms say so first. */
  requireVerifiedEmail: z.boolean().default(false),
});
export type StoreConfig = z.infer<typeof StoreConfigSchema>;

/** The shipping rule, in poisha: the fee below the threshold, free from it, nothing for nothing. */
export function shippingFor(subtotal: number, rule: { fee: number; freeFrom: number }): number {
  if (subtotal <= 0) return 0;
  return subtotal >= rule.freeFrom ? 0 : rule.fee;
}

/**
 * The optional Idempotency-Key header of POST /api/checkout and POST /api/orders: the same key and
 * body within 24 hours give the same order.
 */
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
