// Request For Quote: a buyer's request, the owner's quote in versions, and its acceptance as one order at
// the quoted prices (docs/features/quotes.md). Amounts in poisha.
import { z } from 'zod';
import { refsTo } from '../i18n/catalogue.ts';
import { OrderContactSchema } from './orders.ts';
import { OptionalBdMobileSchema } from './phone.ts';
import { VatRateSchema } from './vat.ts';

const errorText = refsTo('quotes', 'QUOTE_ERROR');

export const QUOTE_LIMITS = { lines: 50, quantity: 100_000, name: 100, email: 254, note: 2000 } as const;

/**
 * requested: waiting for the owner's quote; quoted: a version is open to accept until its validUntil;
 * expired: the validity passed (the owner may revise, which quotes it again); accepted: an order was placed;
 * declined: the buyer said no; closed: the owner closed it without a quote.
 */
export const QUOTE_STATUSES = ['requested', 'quoted', 'expired', 'accepted', 'declined', 'closed'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

const quantity = z
  .number({ error: errorText('quantity', { max: QUOTE_LIMITS.quantity }) })
  .int(errorText('quantity', { max: QUOTE_LIMITS.quantity }))
  .min(1, errorText('quantity', { max: QUOTE_LIMITS.quantity }))
  .max(QUOTE_LIMITS.quantity, errorText('quantity', { max: QUOTE_LIMITS.quantity }));

/** POST /api/quotes: a line per variant; a quantity may be above stock, never below the minimum order. */
export const QuoteRequestInputSchema = z
  .object({
    lines: z
      .array(z.object({ productId: z.string().max(100), variantId: z.string().max(100).optional(), quantity }), {
        error: errorText('noLines', { max: QUOTE_LIMITS.lines }),
      })
      .min(1, errorText('noLines', { max: QUOTE_LIMITS.lines }))
      .max(QUOTE_LIMITS.lines, errorText('noLines', { max: QUOTE_LIMITS.lines })),
    note: z
      .string()
      .trim()
      .max(QUOTE_LIMITS.note, errorText('note', { max: QUOTE_LIMITS.note }))
      .default(''),
    /** A signed-in buyer's are filled in by the page; the server keeps what is sent. */
    name: z
      .string({ error: errorText('name', { max: QUOTE_LIMITS.name }) })
      .trim()
      .min(1, errorText('name', { max: QUOTE_LIMITS.name }))
      .max(QUOTE_LIMITS.name, errorText('name', { max: QUOTE_LIMITS.name })),
    email: z.union([z.literal(''), z.email({ error: errorText('email') }).max(QUOTE_LIMITS.email)]).default(''),
    phone: OptionalBdMobileSchema.default(''),
    /** The language of the mails and SMS the requester gets. */
    locale: z.enum(['en', 'bn']).default('en'),
  })
  .superRefine((q, ctx) => {
    if (q.email === '' && q.phone === '')
      ctx.addIssue({ code: 'custom', path: ['phone'], message: errorText('reachable') });
  });
export type QuoteRequestInput = z.input<typeof QuoteRequestInputSchema>;

/** 201: the request's id and the key of its signed link (/quotes/{id}?key=…), the only way a guest reads it. */
export const QuoteCreatedSchema = z.object({ id: z.string(), key: z.string() });

export const QuoteLineSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  /** The product's name with the variant's title, as at the request. */
  name: z.string(),
  quantity: z.number().int(),
  /** The catalogue's unit price now, for comparison (poisha). */
  listPrice: z.number().int(),
  minQuantity: z.number().int(),
  stock: z.number().int(),
  /** Ours: the product's VAT rate now (left out when the product is gone). */
  vatRate: VatRateSchema.optional(),
});

export const QuoteVersionSchema = z.object({
  version: z.number().int(),
  lines: z.array(
    z.object({
      variantId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number().int(),
      lineTotal: z.number().int(),
    }),
  ),
  subtotal: z.number().int(),
  shipping: z.number().int(),
  total: z.number().int(),
  /** ISO instant: the quote may be accepted until then. */
  validUntil: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type QuoteVersion = z.infer<typeof QuoteVersionSchema>;

export const QuoteSchema = z.object({
  id: z.string(),
  /** Present only for the requester and the admin. */
  key: z.string().optional(),
  status: z.enum(QUOTE_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  note: z.string(),
  lines: z.array(QuoteLineSchema),
  /** Oldest first; the last is the one that can be accepted. */
  versions: z.array(QuoteVersionSchema),
  /** The order an acceptance placed. */
  orderId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Quote = z.infer<typeof QuoteSchema>;
export const QuoteListSchema = z.array(QuoteSchema);

export const QuoteListQuerySchema = z.object({ status: z.enum(QUOTE_STATUSES).optional() });

/** GET /api/quotes/{id}?key=…: a guest reads their request only with its link's key. */
export const QuoteKeyQuerySchema = z.object({ key: z.string().max(100).optional() });

const money = (key: 'unitPrice' | 'shipping') =>
  z
    .number({ error: errorText(key) })
    .int(errorText(key))
    .min(0, errorText(key))
    .max(100_000_000_00, errorText(key));

/** POST /api/admin/quotes/{id}/versions: a price for every requested line, or the quantity changed. */
export const QuoteVersionInputSchema = z.object({
  lines: z
    .array(z.object({ variantId: z.string().max(100), quantity, unitPrice: money('unitPrice') }))
    .min(1, errorText('noLines', { max: QUOTE_LIMITS.lines }))
    .max(QUOTE_LIMITS.lines, errorText('noLines', { max: QUOTE_LIMITS.lines })),
  shipping: money('shipping'),
  /** ISO instant in the future. */
  validUntil: z.iso.datetime({ offset: true, error: errorText('validUntil') }),
  note: z
    .string()
    .trim()
    .max(QUOTE_LIMITS.note, errorText('note', { max: QUOTE_LIMITS.note }))
    .default(''),
});
export type QuoteVersionInput = z.input<typeof QuoteVersionInputSchema>;

/** PUT /api/admin/quotes/{id}/status: the owner closes a request (or reopens a closed one). */
export const QuoteStatusInputSchema = z.object({ status: z.enum(['closed', 'requested']) });

/**
 * POST /api/quotes/{id}/accept (signed in; Idempotency-Key honoured): the delivery contact as at checkout,
 * the version the buyer saw (refused with 409 when the owner revised it since), and the link's key when the
 * request was made as a guest.
 */
export const QuoteAcceptInputSchema = z.intersection(
  OrderContactSchema,
  z.object({ version: z.number().int().min(1), key: z.string().max(100).optional() }),
);
export type QuoteAcceptInput = z.input<typeof QuoteAcceptInputSchema>;

/** POST /api/quotes/{id}/decline. */
export const QuoteDeclineInputSchema = z.object({ key: z.string().max(100).optional() });
