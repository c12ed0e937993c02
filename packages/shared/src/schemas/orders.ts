import { z } from 'zod';
import { LIMITS, MAX_PAGE_SIZE } from '../constants.ts';
import { messageRef, refsTo } from '../i18n/catalogue.ts';
import { LOCALES } from '../i18n/locales.ts';
import { ORDER_STATUSES } from '../order-flow.ts';
import { AMOUNT_FIELDS, queryIntSchema, textUpTo } from './common.ts';
import { CourierParcelSchema } from './courier.ts';
import { OptionalBdMobileSchema } from './phone.ts';
import { DiscountLineSchema } from './promotions.ts';

const orderText = refsTo('orders', 'ORDER_TEXT');
const deskText = refsTo('order-desk', 'ORDER_DESK_TEXT');
const feedback = refsTo('feedback', 'MESSAGES');

/** One line of an order (prices in taka, as charged). */
export const OrderLineSchema = z.object({
  productId: z.string().nullable(),
  /** The variant ordered, its title ("34T / Black"; '' without options) and SKU, as at placement. */
  variantId: z.string().nullable().optional(),
  variantTitle: z.string().optional(),
  sku: z.string().nullable().optional(),
  productname: z.string(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
});

/** Where an order goes, as placed from the buyer's address book (place ids: packages/shared/src/geo). */
export const OrderDeliveryAddressSchema = z.object({
  recipientName: z.string(),
  phone: z.string(),
  divisionId: z.string(),
  districtId: z.string(),
  areaId: z.string(),
  street: z.string(),
  landmark: z.string(),
  postcode: z.string(),
  line: z.string(),
});

/**
 * An order; amounts in taka. With one line, productname, orderQuanty and unitPrice are that line's; with
 * several, productname is a summary ("Disc Brake Rotor and 2 more"), orderQuanty the pieces in all, unitPrice 0.
 */
export const OrderSchema = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  productname: z.string(),
  email: z.string(),
  orderQuanty: z.number().int(),
  /** What to pay: the same as total. */
  price: z.number(),
  unitPrice: z.number(),
  address: z.string(),
  phone: z.string(),
  orderId: z.string(),
  paid: z.boolean(),
  transactionId: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  lines: z.array(OrderLineSchema),
  ...AMOUNT_FIELDS,
  expiresAt: z.string().nullable(),
  /** A lapsed hold's pieces went back to stock; the order can still be paid while they last. */
  holdUntil: z.string().nullable().optional(),
  holdLapsed: z.boolean().optional(),
  buyerName: z.string().nullable(),
  /** One of CARRIERS or free text. */
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  paymentProvider: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  /** `INV-2026-000123`, assigned at payment. */
  invoiceNumber: z.string().nullable(),
  refundId: z.string().nullable(),
  /** The provider, or `cod` once the buyer chose cash on delivery. */
  paymentMethod: z.string().nullable(),
  /** The cash-on-delivery fee, included in total. */
  paymentFee: z.number(),
  /** Cash on delivery still to collect (0 once collected, or for other methods). */
  cashToCollect: z.number(),
  /** Null for an order placed with the spec's free-text address. */
  deliveryAddress: OrderDeliveryAddressSchema.nullable().optional(),
  /** The shipping zone and parcel weight (grams) the shipping was quoted on; null before zones. */
  shippingZone: z.string().nullable().optional(),
  weightGrams: z.number().int().optional(),
  /** Whether cash on delivery may be chosen (its zone offers it). */
  codOffered: z.boolean().optional(),
  /**
   * Cash on delivery's delivery fee asked in advance (taka; 0: none), why (`outsideDhaka`, `firstTime`,
   * `pastRefusal`), when it was paid online, and when it was given back (a cancelled or returned order).
   */
  codAdvance: z.number().optional(),
  codAdvanceReason: z.string().nullable().optional(),
  codAdvancePaidAt: z.string().nullable().optional(),
  codAdvanceRefundedAt: z.string().nullable().optional(),
  /** GET /orders/{id}: the courier's parcel, once booked. */
  parcel: CourierParcelSchema.nullable().optional(),
  /** Ours: each promotion's discount on the order (taka); `total` = subtotal + shipping − their sum. */
  discounts: z.array(DiscountLineSchema).optional(),
  /** Ours: the sum of `discounts` (taka). */
  discount: z.number().optional(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderListSchema = z.array(OrderSchema);

/** The spec's quantity rule (§5): null when `quantity` may be ordered, else the spec's message. */
export function checkOrderQuantity(quantity: number, minQuantity: number, stock: number): string | null {
  if (!Number.isSafeInteger(quantity)) return orderText('quantityWhole');
  if (quantity < minQuantity || quantity < 1) {
    return feedback('quantityBelowMinimum', { min: Math.max(minQuantity, 1) });
  }
  if (quantity > stock) return feedback('quantityAboveStock', { n: quantity, max: stock });
  return null;
}

/** A whole number of pieces; the range (minimum to stock left) depends on the product. */
export const OrderQuantitySchema = z.number({ error: orderText('quantityWhole') }).int(orderText('quantityWhole'));

/** The product page's Purchase form. */
export const purchaseQuantitySchema = (minQuantity: number, stock: number) =>
  z.object({
    quantity: OrderQuantitySchema.superRefine((quantity, ctx) => {
      const message = checkOrderQuantity(quantity, minQuantity, stock);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  });

function requireAnAddress(c: { address: string; phone: string; addressId?: string | undefined }, ctx: z.RefinementCtx) {
  if (c.addressId) return;
  if (c.address === '') ctx.addIssue({ code: 'custom', path: ['address'], message: orderText('addressRequired') });
  if (c.phone === '') ctx.addIssue({ code: 'custom', path: ['phone'], message: orderText('phoneRequired') });
}

/**
 * The Order Now form's own fields and the checkout's: an address from the buyer's address book
 * (`addressId`, ours), or the spec's free-text `address` and `phone`, required then.
 */
export const OrderContactSchema = z
  .object({
    address: textUpTo(LIMITS.address, (max) => orderText('addressTooLong', { max })).default(''),
    phone: OptionalBdMobileSchema.default(''),
    /** The spec's "any number you remember". */
    orderId: textUpTo(LIMITS.orderRef, (max) => orderText('orderRefTooLong', { max })).default(''),
    addressId: z.string().max(100).optional(),
  })
  .superRefine(requireAnAddress, { when: () => true });
export type OrderContact = z.infer<typeof OrderContactSchema>;
export type OrderContactFormValues = z.input<typeof OrderContactSchema>;

/**
 * POST /api/orders. NOTE: `productname` and `price` are accepted because the spec's client sends them, and
 * ignored (the catalog prices the order); `email`, when sent, must be the caller's own.
 */
export const PlaceOrderInputSchema = z
  .object({
    ...OrderContactSchema.shape,
    productId: z
      .string({ error: orderText('productIdRequired') })
      .min(1, orderText('productIdRequired'))
      .max(100),
    productname: z.string().max(LIMITS.productName).optional(),
    email: z.string().max(LIMITS.email).optional(),
    orderQuanty: OrderQuantitySchema,
    price: z.number().optional(),
    /** Ours: which variant; may be left out for a product with one. */
    variantId: z.string().max(100).optional(),
  })
  .superRefine(requireAnAddress, { when: () => true });
export type PlaceOrderInput = z.input<typeof PlaceOrderInputSchema>;
/** The body as the API reads it: defaults filled, the phone normalised. */
export type PlaceOrderRequest = z.output<typeof PlaceOrderInputSchema>;

/** GET /myorders: `include=cancelled` (ours) adds the cancelled orders the spec's list leaves out. */
export const MyOrdersQuerySchema = z.object({
  email: z.string().max(LIMITS.email),
  include: z.enum(['cancelled']).optional(),
});

/** A calendar day in the store's time zone (STORE_TIME_ZONE), as `YYYY-MM-DD`. */
export const DayStringSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, deskText('dayFormat'))
  .refine(isCalendarDay, deskText('dayFormat'));

/** 2026-02-29 does not exist. */
function isCalendarDay(day: string): boolean {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
  return date.getUTCFullYear() === y && date.getUTCMonth() === (m ?? 1) - 1 && date.getUTCDate() === d;
}

export const ORDER_DESK_SORTS = ['newest', 'oldest', 'total-desc', 'total-asc'] as const;
export type OrderDeskSort = (typeof ORDER_DESK_SORTS)[number];

/**
 * The order desk's filters (admin). `paid` true = money taken and kept (PAID_STATUSES); `q` an order
 * number, the buyer's reference, email, phone or product name; `from`/`to` days placed, inclusive.
 * Without `limit`, GET /orders answers every matching order (the spec's list).
 */
const OrderDeskFilterSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: deskText('unknownState') }).optional(),
  paid: z.enum(['true', 'false'], { error: deskText('paidFlag') }).optional(),
  q: textUpTo(100, (max) => deskText('searchTooLong', { max })).optional(),
  from: DayStringSchema.optional(),
  to: DayStringSchema.optional(),
  sort: z.enum(ORDER_DESK_SORTS, { error: deskText('unknownSort') }).optional(),
  method: z.enum(['cod', 'online'], { error: deskText('unknownMethod') }).optional(),
  /** Ours: only orders that received this promotion (its id; GET /admin/promotions lists them). */
  promotion: textUpTo(100, (max) => deskText('tooLong', { max })).optional(),
});

/** `YYYY-MM-DD` days compare as text. */
export const fromNotAfterTo = (query: { from?: string | undefined; to?: string | undefined }): boolean =>
  !query.from || !query.to || query.from <= query.to;
export const dayRangeIssue = { path: ['to'], message: deskText('dayRange') };

export const OrderListQuerySchema = OrderDeskFilterSchema.extend({
  limit: queryIntSchema(1, MAX_PAGE_SIZE).optional(),
  page: queryIntSchema(1, 1_000_000).optional(),
}).refine(fromNotAfterTo, dayRangeIssue);
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

/** GET /orders/export.csv (admin): no paging. */
export const OrderExportQuerySchema = OrderDeskFilterSchema.refine(fromNotAfterTo, dayRangeIssue);

/** POST /orders/{id}/transitions (admin). `shipped` needs carrier and trackingNumber. */
export const OrderTransitionInputSchema = z
  .object({
    to: z.enum(ORDER_STATUSES, { error: deskText('unknownState') }),
    note: textUpTo(LIMITS.orderNote, (max) => deskText('noteTooLong', { max })).optional(),
    carrier: textUpTo(LIMITS.carrier, (max) => deskText('tooLong', { max })).optional(),
    trackingNumber: textUpTo(LIMITS.trackingNumber, (max) => deskText('tooLong', { max })).optional(),
    /** Put the pieces back into stock (cancel or refund); default: true when the order never shipped. */
    restock: z.boolean().optional(),
    /** Cash on delivery: the cash was collected (with `to` delivered). */
    cashCollected: z.boolean().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.to !== 'shipped') return;
    if (!input.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: deskText('carrierRequired') });
    if (!input.trackingNumber) {
      ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: deskText('trackingRequired') });
    }
  });
export type OrderTransitionInput = z.infer<typeof OrderTransitionInputSchema>;

/** One change of an order's state, kept forever (GET /orders/{id}/events, oldest first). */
export const OrderEventSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  /** null when the order was placed. */
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  /** null when the store did it (payment, expiry). */
  by: z.string().nullable(),
  at: z.string(),
  note: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Left out for a role without `amounts`. */
  refundId: z.string().nullable().optional(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;
export const OrderEventListSchema = z.array(OrderEventSchema);

/** GET /orders/{id}/invoice (the PDF shows the same). Amounts in taka. */
export const InvoiceSchema = z.object({
  /** Gapless and unique per year. */
  number: z.string(),
  issuedAt: z.string(),
  orderId: z.string(),
  placedAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  seller: z.object({ name: z.string(), address: z.string(), bin: z.string().nullable() }),
  buyer: z.object({ name: z.string().nullable(), email: z.string(), address: z.string(), phone: z.string() }),
  /** The order's own: its structured address (null: the free text in `buyer.address`), zone and weight. */
  deliveryAddress: OrderDeliveryAddressSchema.nullable().optional(),
  shippingZone: z.string().nullable().optional(),
  weightGrams: z.number().int().optional(),
  lines: z.array(OrderLineSchema),
  ...AMOUNT_FIELDS,
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
  /** A credit note per refund (`<number>-CN1`, …). */
  credits: z
    .array(z.object({ number: z.string(), issuedAt: z.string(), amount: z.number(), refundId: z.string().nullable() }))
    .optional(),
  refunded: z.number().optional(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** GET /orders/{id}/invoice.pdf: without `lang`, in the order owner's language. */
export const InvoicePdfQuerySchema = z.object({
  lang: z.enum(LOCALES, { error: messageRef('mail', 'ACCOUNT_LANGUAGE_TEXT', 'unknownLanguage') }).optional(),
});

/** GET /admin/low-stock (admin): products whose stock is under LOW_STOCK_AT, fewest first. */
export const LowStockSchema = z.object({
  threshold: z.number().int(),
  products: z.array(
    z.object({
      /** The product's id. */
      _id: z.string(),
      name: z.string(),
      maxQuantity: z.number().int(),
      minQuantity: z.number().int(),
      /** One row per variant under the threshold. */
      variantId: z.string().optional(),
      variantTitle: z.string().optional(),
      sku: z.string().nullable().optional(),
    }),
  ),
});
export type LowStock = z.infer<typeof LowStockSchema>;

/** `{key}` of GET /track/{key}: 22 base64url characters (128 random bits). */
export const TrackKeyParamsSchema = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });

/**
 * GET /track/{key}: an order as its tracking link shows it to whoever holds the link (the SMS of a buyer
 * who may have no account): what was ordered and where it is, never the address, phone, email or name.
 */
export const TrackedOrderSchema = OrderSchema.pick({
  _id: true,
  productname: true,
  status: true,
  createdAt: true,
  paid: true,
  lines: true,
  subtotal: true,
  shipping: true,
  total: true,
  expiresAt: true,
  carrier: true,
  trackingNumber: true,
  trackingUrl: true,
  paymentMethod: true,
  paymentFee: true,
  cashToCollect: true,
  shippingZone: true,
  parcel: true,
}).extend({
  /** The short reference the SMS and emails name (the first 8 characters of the id, in capitals). */
  ref: z.string(),
  /** Every state the order has been in, oldest first. */
  events: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })),
});
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>;
