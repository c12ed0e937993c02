import { z } from 'zod';
import { LIMITS, MAX_PAGE_SIZE } from '../constants.ts';
import { ORDER_TEXT, quantityAboveStock, quantityBelowMinimum } from '../messages.ts';
import { queryIntSchema } from './common.ts';

/** One line of an order, as the API returns it (prices in taka, as charged). */
export const OrderLineSchema = z.object({
  productId: z.string().nullable(),
  productname: z.string(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** The states an order shows (see apps/api/src/features/orders/order-states.ts). */
export const ORDER_STATUSES = ['unpaid', 'paid', 'cancelled', 'expired', 'refund_due'] as const;

/**
 * An order as the API returns it. `price` is the amount to pay in taka: the lines plus shipping
 * (`total`). With one line, productname, orderQuanty and unitPrice are that line's; with several,
 * productname is a summary ("Disc Brake Rotor and 2 more"), orderQuanty the pieces in all and
 * unitPrice 0.
 */
export const OrderSchema = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  productname: z.string(),
  email: z.string(),
  orderQuanty: z.number().int(),
  /** Total in taka. */
  price: z.number(),
  /** Unit price in taka, from the catalog when the order was placed. */
  unitPrice: z.number(),
  address: z.string(),
  phone: z.string(),
  /** The spec's optional "any number you remember". */
  orderId: z.string(),
  paid: z.boolean(),
  transactionId: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  lines: z.array(OrderLineSchema),
  /** The lines' totals, in taka. */
  subtotal: z.number(),
  shipping: z.number(),
  /** subtotal + shipping: what the payment takes (the same as price). */
  total: z.number(),
  /** While unpaid: when the order expires if not paid (ISO-8601); null otherwise. */
  expiresAt: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderListSchema = z.array(OrderSchema);

/**
 * The spec's quantity rule (§5), shared by the Purchase form and the server:
 * null when `quantity` may be ordered, else the spec's message.
 */
export function checkOrderQuantity(quantity: number, minQuantity: number, stock: number): string | null {
  if (!Number.isSafeInteger(quantity)) return ORDER_TEXT.quantityWhole;
  if (quantity < minQuantity || quantity < 1) return quantityBelowMinimum(Math.max(minQuantity, 1));
  if (quantity > stock) return quantityAboveStock(quantity, stock);
  return null;
}

/** A whole number of pieces; the range (minimum to stock left) depends on the product. */
export const OrderQuantitySchema = z.number({ error: ORDER_TEXT.quantityWhole }).int(ORDER_TEXT.quantityWhole);

/** The Purchase form (product page): one quantity, checked against this product's minimum and stock. */
export const purchaseQuantitySchema = (minQuantity: number, stock: number) =>
  z.object({
    quantity: OrderQuantitySchema.superRefine((quantity, ctx) => {
      const message = checkOrderQuantity(quantity, minQuantity, stock);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  });

/** The Order Now form's own fields: what the customer types (address, phone, the optional order id). */
export const OrderContactSchema = z.object({
  address: z
    .string({ error: ORDER_TEXT.addressRequired })
    .trim()
    .min(1, ORDER_TEXT.addressRequired)
    .max(LIMITS.address, ORDER_TEXT.addressTooLong(LIMITS.address)),
  phone: z
    .string({ error: ORDER_TEXT.phoneRequired })
    .trim()
    .min(1, ORDER_TEXT.phoneRequired)
    .max(LIMITS.phone, ORDER_TEXT.phoneTooLong(LIMITS.phone))
    // An empty phone already has its message (required).
    .refine(
      (s) => s === '' || (/^\+?[0-9 ()-]+$/.test(s) && s.replace(/\D/g, '').length >= 6),
      ORDER_TEXT.phoneInvalid,
    ),
  /** The spec's "any number you remember": optional free text. */
  orderId: z.string().trim().max(LIMITS.orderRef, ORDER_TEXT.orderRefTooLong(LIMITS.orderRef)).optional().default(''),
});
export type OrderContact = z.infer<typeof OrderContactSchema>;
export type OrderContactFormValues = z.input<typeof OrderContactSchema>;

/**
 * POST /api/orders, with the spec's field names. The server takes the product from productId, the
 * email from the token and the unit price from the catalog.
 * NOTE: `productname` and `price` are accepted because the spec's client sends them, and ignored;
 * `email`, when sent, must be the caller's own (see docs/decisions/030-order-placement.md).
 */
export const PlaceOrderInputSchema = OrderContactSchema.extend({
  productId: z.string({ error: ORDER_TEXT.productIdRequired }).min(1, ORDER_TEXT.productIdRequired).max(100),
  productname: z.string().max(LIMITS.productName).optional(),
  email: z.string().max(LIMITS.email).optional(),
  orderQuanty: OrderQuantitySchema,
  price: z.number().optional(),
});
export type PlaceOrderInput = z.input<typeof PlaceOrderInputSchema>;

export const MyOrdersQuerySchema = z.object({ email: z.string().max(LIMITS.email) });

export const OrderListQuerySchema = z.object({
  limit: queryIntSchema(1, MAX_PAGE_SIZE).optional(),
  page: queryIntSchema(1, 1_000_000).optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;
