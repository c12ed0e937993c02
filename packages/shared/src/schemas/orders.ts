import { z } from 'zod';
import { LIMITS, MAX_PAGE_SIZE } from '../constants.ts';
import { messageRef } from '../i18n/catalogue.ts';
import { LOCALES } from '../i18n/locales.ts';
import { ORDER_STATUSES } from '../order-flow.ts';
import { queryIntSchema } from './common.ts';

// NOTE: the message references are written out in full, so that a search for a key finds where it is
// used (the catalogue test looks for them so).

/** One line of an order, as the API returns it (prices in taka, as charged). */
const OrderLineSchema = z.object({
  productId: z.string().nullable(),
  productname: z.string(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
});

export { ORDER_STATUSES };

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
  /**
   * While unpaid: when its short hold on the pieces lapses (ISO-8601), and whether it has lapsed (its
   * pieces went back to stock; it can still be paid while they last). See decision 212.
   */
  holdUntil: z.string().nullable().optional(),
  holdLapsed: z.boolean().optional(),
  /** The buyer's name from the account, when it has one. */
  buyerName: z.string().nullable(),
  /** Set when shipped: the carrier (one of CARRIERS or free text) and its tracking number. */
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The carrier's tracking page for this number, when CARRIER_TRACKING_URLS knows the carrier. */
  trackingUrl: z.string().nullable(),
  /** The payment provider that took the money (sandbox, stripe, …), and the card when there was one. */
  paymentProvider: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  /** `INV-2026-000123`, assigned when the order is paid; null before. */
  invoiceNumber: z.string().nullable(),
  /** The provider's refund id once refunded. */
  refundId: z.string().nullable(),
  /** How the order is paid: the provider that took the money, or `cod` once the buyer chose cash on delivery. */
  paymentMethod: z.string().nullable(),
  /** Taka the payment method added to the total (the cash-on-delivery fee). */
  paymentFee: z.number(),
  /** Cash on delivery: taka the courier or the shop still has to collect (0 once collected, or for other methods). */
  cashToCollect: z.number(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderListSchema = z.array(OrderSchema);

/**
 * The spec's quantity rule (§5), shared by the Purchase form, the cart and the server:
 * null when `quantity` may be ordered, else the spec's message (a catalogue reference).
 */
export function checkOrderQuantity(quantity: number, minQuantity: number, stock: number): string | null {
  if (!Number.isSafeInteger(quantity)) return messageRef('orders', 'ORDER_TEXT', 'quantityWhole');
  if (quantity < minQuantity || quantity < 1) {
    return messageRef('feedback', 'MESSAGES', 'quantityBelowMinimum', { min: Math.max(minQuantity, 1) });
  }
  if (quantity > stock) return messageRef('feedback', 'MESSAGES', 'quantityAboveStock', { n: quantity, max: stock });
  return null;
}

/** A whole number of pieces; the range (minimum to stock left) depends on the product. */
export const OrderQuantitySchema = z
  .number({ error: messageRef('orders', 'ORDER_TEXT', 'quantityWhole') })
  .int(messageRef('orders', 'ORDER_TEXT', 'quantityWhole'));

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
    .string({ error: messageRef('orders', 'ORDER_TEXT', 'addressRequired') })
    .trim()
    .min(1, messageRef('orders', 'ORDER_TEXT', 'addressRequired'))
    .max(LIMITS.address, messageRef('orders', 'ORDER_TEXT', 'addressTooLong', { max: LIMITS.address })),
  phone: z
    .string({ error: messageRef('orders', 'ORDER_TEXT', 'phoneRequired') })
    .trim()
    .min(1, messageRef('orders', 'ORDER_TEXT', 'phoneRequired'))
    .max(LIMITS.phone, messageRef('orders', 'ORDER_TEXT', 'phoneTooLong', { max: LIMITS.phone }))
    // An empty phone already has its message (required).
    .refine(
      (s) => s === '' || (/^\+?[0-9 ()-]+$/.test(s) && s.replace(/\D/g, '').length >= 6),
      messageRef('orders', 'ORDER_TEXT', 'phoneInvalid'),
    ),
  /** The spec's "any number you remember": optional free text. */
  orderId: z
    .string()
    .trim()
    .max(LIMITS.orderRef, messageRef('orders', 'ORDER_TEXT', 'orderRefTooLong', { max: LIMITS.orderRef }))
    .optional()
    .default(''),
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
  productId: z
    .string({ error: messageRef('orders', 'ORDER_TEXT', 'productIdRequired') })
    .min(1, messageRef('orders', 'ORDER_TEXT', 'productIdRequired'))
    .max(100),
  productname: z.string().max(LIMITS.productName).optional(),
  email: z.string().max(LIMITS.email).optional(),
  orderQuanty: OrderQuantitySchema,
  price: z.number().optional(),
});
export type PlaceOrderInput = z.input<typeof PlaceOrderInputSchema>;

/**
 * GET /myorders: `include=cancelled` (ours) adds the caller's cancelled orders, which the spec's list
 * leaves out (a spec client would offer PAY for them); without it the answer is the spec's.
 */
export const MyOrdersQuerySchema = z.object({
  email: z.string().max(LIMITS.email),
  include: z.enum(['cancelled']).optional(),
});

/** A calendar day in the store's time zone (STORE_TIME_ZONE), as `YYYY-MM-DD`. */
export const DayStringSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, messageRef('order-desk', 'ORDER_DESK_TEXT', 'dayFormat'))
  .refine(isCalendarDay, messageRef('order-desk', 'ORDER_DESK_TEXT', 'dayFormat'));

/** True for a day that exists (2026-02-29 does not). */
function isCalendarDay(day: string): boolean {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
  return date.getUTCFullYear() === y && date.getUTCMonth() === (m ?? 1) - 1 && date.getUTCDate() === d;
}

export const ORDER_DESK_SORTS = ['newest', 'oldest', 'total-desc', 'total-asc'] as const;
export type OrderDeskSort = (typeof ORDER_DESK_SORTS)[number];

/**
 * GET /orders and GET /orders/export.csv (admin): the order desk's filters. `status` one state;
 * `paid` true = money taken and kept (PAID_STATUSES), false = the rest; `q` an order number (id or
 * the buyer's own reference), email, phone or product name; `from`/`to` days placed, inclusive;
 * `method` cash on delivery or not.
 * Without `limit`, GET /orders answers every matching order (the spec's list).
 */
const OrderDeskFilterSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: messageRef('order-desk', 'ORDER_DESK_TEXT', 'unknownState') }).optional(),
  paid: z.enum(['true', 'false'], { error: messageRef('order-desk', 'ORDER_DESK_TEXT', 'paidFlag') }).optional(),
  q: z
    .string()
    .trim()
    .max(100, messageRef('order-desk', 'ORDER_DESK_TEXT', 'searchTooLong', { max: 100 }))
    .optional(),
  from: DayStringSchema.optional(),
  to: DayStringSchema.optional(),
  sort: z.enum(ORDER_DESK_SORTS, { error: messageRef('order-desk', 'ORDER_DESK_TEXT', 'unknownSort') }).optional(),
  /** `cod`: cash-on-delivery orders only; `online`: the others. */
  method: z.enum(['cod', 'online'], { error: messageRef('order-desk', 'ORDER_DESK_TEXT', 'unknownMethod') }).optional(),
});

/** `to` may not be before `from` (both `YYYY-MM-DD`, so they compare as text). */
const fromNotAfterTo = (query: { from?: string | undefined; to?: string | undefined }): boolean =>
  !query.from || !query.to || query.from <= query.to;
const dayRangeIssue = { path: ['to'], message: messageRef('order-desk', 'ORDER_DESK_TEXT', 'dayRange') };

export const OrderListQuerySchema = OrderDeskFilterSchema.extend({
  limit: queryIntSchema(1, MAX_PAGE_SIZE).optional(),
  page: queryIntSchema(1, 1_000_000).optional(),
}).refine(fromNotAfterTo, dayRangeIssue);
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

/** GET /orders/export.csv (admin): the same filters and sort, no paging (every matching order). */
export const OrderExportQuerySchema = OrderDeskFilterSchema.refine(fromNotAfterTo, dayRangeIssue);

/** POST /orders/{id}/transitions (admin). `shipped` needs carrier and trackingNumber. */
export const OrderTransitionInputSchema = z
  .object({
    to: z.enum(ORDER_STATUSES, { error: messageRef('order-desk', 'ORDER_DESK_TEXT', 'unknownState') }),
    note: z
      .string()
      .trim()
      .max(LIMITS.orderNote, messageRef('order-desk', 'ORDER_DESK_TEXT', 'noteTooLong', { max: LIMITS.orderNote }))
      .optional(),
    carrier: z
      .string()
      .trim()
      .max(LIMITS.carrier, messageRef('order-desk', 'ORDER_DESK_TEXT', 'carrierTooLong', { max: LIMITS.carrier }))
      .optional(),
    trackingNumber: z
      .string()
      .trim()
      .max(
        LIMITS.trackingNumber,
        messageRef('order-desk', 'ORDER_DESK_TEXT', 'trackingTooLong', { max: LIMITS.trackingNumber }),
      )
      .optional(),
    /** Put the pieces back into stock (cancel or refund); default: true when the order never shipped. */
    restock: z.boolean().optional(),
    /** Cash on delivery: the cash was collected (with `to` delivered). */
    cashCollected: z.boolean().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.to !== 'shipped') return;
    if (!input.carrier)
      ctx.addIssue({
        code: 'custom',
        path: ['carrier'],
        message: messageRef('order-desk', 'ORDER_DESK_TEXT', 'carrierRequired'),
      });
    if (!input.trackingNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['trackingNumber'],
        message: messageRef('order-desk', 'ORDER_DESK_TEXT', 'trackingRequired'),
      });
    }
  });
export type OrderTransitionInput = z.infer<typeof OrderTransitionInputSchema>;

/** One change of an order's state, kept forever (GET /orders/{id}/events, oldest first). */
export const OrderEventSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  /** null for the order being placed. */
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  /** The email of who did it; null when the store did (payment, expiry). */
  by: z.string().nullable(),
  at: z.string(),
  note: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  refundId: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;
export const OrderEventListSchema = z.array(OrderEventSchema);

/** An order's invoice (GET /orders/{id}/invoice; the PDF shows the same). Amounts in taka. */
export const InvoiceSchema = z.object({
  /** `INV-2026-000123`: gapless and unique per year, assigned at payment. */
  number: z.string(),
  issuedAt: z.string(),
  orderId: z.string(),
  placedAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  seller: z.object({ name: z.string(), address: z.string(), bin: z.string().nullable() }),
  buyer: z.object({ name: z.string().nullable(), email: z.string(), address: z.string(), phone: z.string() }),
  lines: z.array(OrderLineSchema),
  subtotal: z.number(),
  shipping: z.number(),
  total: z.number(),
  currency: z.string(),
  /** VAT_RATE in percent (0 = none); prices include VAT, so `vat` is the part of the total that is VAT. */
  vatRate: z.number(),
  vat: z.number(),
  payment: z.object({
    provider: z.string().nullable(),
    transactionId: z.string().nullable(),
    cardBrand: z.string().nullable(),
    cardLast4: z.string().nullable(),
    paidAt: z.string().nullable(),
  }),
  /** The invoice's credit side: a credit note per refund made (`<number>-CN1`, …), amounts in taka. */
  credits: z
    .array(z.object({ number: z.string(), issuedAt: z.string(), amount: z.number(), refundId: z.string().nullable() }))
    .optional(),
  /** The sum of the credits. */
  refunded: z.number().optional(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/**
 * GET /orders/{id}/invoice.pdf: `lang` writes the PDF in the language of the page it was asked from;
 * without it, in the order owner's language.
 */
export const InvoicePdfQuerySchema = z.object({
  lang: z.enum(LOCALES, { error: messageRef('mail', 'ACCOUNT_LANGUAGE_TEXT', 'unknownLanguage') }).optional(),
});

/** GET /admin/low-stock (admin): products whose stock is under LOW_STOCK_AT, fewest first. */
export const LowStockSchema = z.object({
  threshold: z.number().int(),
  products: z.array(
    z.object({ _id: z.string(), name: z.string(), maxQuantity: z.number().int(), minQuantity: z.number().int() }),
  ),
});
export type LowStock = z.infer<typeof LowStockSchema>;
