// VAT under the VAT and SD Act 2012 (docs/decisions/233-vat-invoices.md): a rate per product, copied onto
// each order line; prices include VAT, so the VAT of an amount is the part of it the rate contains.
import { z } from 'zod';
import { refsTo } from '../i18n/catalogue.ts';
import { DayStringSchema, dayRangeIssue, fromNotAfterTo, InvoiceSchema } from './orders.ts';
import { DiscountLineSchema } from './promotions.ts';

/** The rates a product can carry: standard 15 %, reduced 5 %, zero-rated, exempt. */
export const VAT_RATES = ['15', '5', '0', 'exempt'] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const STANDARD_VAT_RATE: VatRate = '15';

const vatText = refsTo('vat', 'VAT_TEXT');

export const VatRateSchema = z.enum(VAT_RATES, { error: vatText('rateUnknown') });

/** The rate in percent (exempt: 0, yet shown apart from zero-rated). */
export const vatPercent = (rate: VatRate): number => (rate === 'exempt' ? 0 : Number(rate));

/** A stored rate as one of VAT_RATES; anything else is the standard rate (older rows). */
export const toVatRate = (value: string | null | undefined): VatRate =>
  (VAT_RATES as readonly string[]).includes(value ?? '') ? (value as VatRate) : STANDARD_VAT_RATE;

/** The VAT contained in a VAT-inclusive amount of poisha: round-half-up(amount × r / (100 + r)), in integers. */
export function vatOfInclusive(amount: number, rate: VatRate): number {
  const r = vatPercent(rate);
  if (r === 0 || amount === 0) return 0;
  const sign = amount < 0 ? -1 : 1;
  const a = Math.abs(amount);
  return sign * Math.floor((2 * a * r + (100 + r)) / (2 * (100 + r)));
}

/** round-half-up(numerator / denominator) for a non-negative integer numerator and a positive one, in integers. */
const roundedQuotient = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * What a buyer pays for a price typed before VAT (poisha): round-half-up(net × (100 + r) / 100); zero-rated and
 * exempt: the same amount. The store keeps this one price (decision 236); netFromGross() gives the net back exactly.
 */
export function grossFromNet(net: number, rate: VatRate): number {
  const r = vatPercent(rate);
  if (r === 0) return net;
  const sign = net < 0 ? -1 : 1;
  return sign * roundedQuotient(Math.abs(net) * (100 + r), 100);
}

/** The price before VAT of what a buyer pays (poisha): round-half-up(gross × 100 / (100 + r)). */
export function netFromGross(gross: number, rate: VatRate): number {
  const r = vatPercent(rate);
  if (r === 0) return gross;
  const sign = gross < 0 ? -1 : 1;
  return sign * roundedQuotient(Math.abs(gross) * 100, 100 + r);
}

/** One amount split into its value before VAT and its VAT (poisha). */
export interface VatSplit {
  rate: VatRate;
  gross: number;
  value: number;
  vat: number;
}

export const splitVat = (gross: number, rate: VatRate): VatSplit => {
  const vat = vatOfInclusive(gross, rate);
  return { rate, gross, value: gross - vat, vat };
};

/** Sums of splits by rate, in VAT_RATES order, only the rates present. */
export function sumByRate(splits: VatSplit[]): VatSplit[] {
  return VAT_RATES.flatMap((rate) => {
    const of = splits.filter((s) => s.rate === rate);
    if (of.length === 0) return [];
    const sum = (k: 'gross' | 'value' | 'vat') => of.reduce((s, x) => s + x[k], 0);
    return [{ rate, gross: sum('gross'), value: sum('value'), vat: sum('vat') }];
  });
}

/**
 * An amount shared among parts in proportion to their weights, in whole poisha that add up to it
 * (largest remainder; ties to the earlier part).
 */
export function apportion(amount: number, weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const exact = weights.map((w) => (amount * w) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((s, x) => s + x, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * What was paid for `count` pieces of a line after the first `before` pieces (poisha), the line having been paid
 * `paid` for `quantity` pieces: each piece gets paid ÷ quantity, the poisha left over going to the earlier pieces
 * (largest remainder), so the pieces of a line, refunded in any number of steps, give back exactly `paid`.
 */
export function paidForPieces(paid: number, quantity: number, before: number, count: number): number {
  if (quantity <= 0) return 0;
  const base = Math.floor(paid / quantity);
  const extra = paid - base * quantity;
  const upTo = (n: number) => {
    const pieces = Math.min(Math.max(n, 0), quantity);
    return pieces * base + Math.min(pieces, extra);
  };
  return upTo(before + count) - upTo(before);
}

/**
 * A Business Identification Number as the NBR gives it: 13 digits since the 2019 online system; the
 * 9-digit BINs of the old system are still printed on documents in use, so they are accepted too.
 * Spaces and dashes are dropped ("000123456-0101" → "0001234560101").
 */
export const BinSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => v === '' || /^(\d{13}|\d{9})$/.test(v), vatText('binInvalid'));

const businessText = (max: number) => z.string().trim().max(max, vatText('tooLong', { max }));

/** The three fields, each its own check (the profile takes them one by one). */
export const BusinessDetailsShape = {
  businessName: businessText(200),
  bin: BinSchema,
  businessAddress: businessText(500),
};

/** A buyer's business details (profile, checkout); all three empty: none. */
export const BusinessDetailsSchema = z.object(BusinessDetailsShape).superRefine((b, ctx) => {
  if (b.bin !== '' && b.businessName === '') {
    ctx.addIssue({ code: 'custom', path: ['businessName'], message: vatText('businessNameRequired') });
  }
});
export type BusinessDetails = z.infer<typeof BusinessDetailsSchema>;

/** One line of a Mushak-6.3 invoice or 6.7 credit note; amounts in taka. */
export const VatLineSchema = z.object({
  /** `delivery`: what the order charged besides its products (delivery, a payment fee), at the standard rate. */
  kind: z.enum(['goods', 'delivery']),
  description: z.string(),
  /** null on a credit note line that credits an amount, not pieces. */
  quantity: z.number().int().nullable(),
  unitPrice: z.number(),
  rate: VatRateSchema,
  /** The line's amount as paid (VAT included): quantity × unit price less `discount`. */
  total: z.number(),
  /** What promotions took off this line (taka; 0 without one). VAT is on what was paid, after it. */
  discount: z.number().optional(),
  valueBeforeVat: z.number(),
  vat: z.number(),
});
export type VatLine = z.infer<typeof VatLineSchema>;

export const VatTotalsSchema = z.object({
  byRate: z.array(z.object({ rate: VatRateSchema, valueBeforeVat: z.number(), vat: z.number(), total: z.number() })),
  valueBeforeVat: z.number(),
  vat: z.number(),
  total: z.number(),
});

const SellerSchema = z.object({ name: z.string(), address: z.string(), bin: z.string().nullable() });

/** GET /orders/{id}/invoice: the invoice with its Mushak-6.3 parts (the buyer's business, VAT per line, totals). */
export const VatInvoiceSchema = InvoiceSchema.extend({
  buyer: InvoiceSchema.shape.buyer.extend({
    businessName: z.string().nullable(),
    bin: z.string().nullable(),
    businessAddress: z.string().nullable(),
  }),
  vatLines: z.array(VatLineSchema),
  vatTotals: VatTotalsSchema,
  /** Taka taken off by promotions (total = subtotal + shipping − discount), and each promotion's part. */
  discount: z.number().optional(),
  discounts: z.array(DiscountLineSchema).optional(),
  /** Each credit note (Mushak-6.7) with its amount split into value and VAT. */
  creditNotes: z.array(
    z.object({
      number: z.string(),
      issuedAt: z.string(),
      total: z.number(),
      valueBeforeVat: z.number(),
      vat: z.number(),
    }),
  ),
});
export type VatInvoice = z.infer<typeof VatInvoiceSchema>;

/** GET /orders/{id}/credit-notes/{number}: a Mushak-6.7 credit note. */
export const CreditNoteSchema = z.object({
  number: z.string(),
  /** The refund's own id in the ledger. */
  id: z.string(),
  issuedAt: z.string(),
  invoiceNumber: z.string(),
  orderId: z.string(),
  seller: SellerSchema,
  buyer: z.object({
    name: z.string().nullable(),
    businessName: z.string().nullable(),
    bin: z.string().nullable(),
    address: z.string(),
  }),
  /** The refund it documents, in taka: the provider's reference. */
  refundId: z.string().nullable(),
  reason: z.string().nullable(),
  lines: z.array(VatLineSchema),
  totals: VatTotalsSchema,
});
export type CreditNote = z.infer<typeof CreditNoteSchema>;

export const CreditNoteParamsSchema = z.object({ id: z.string(), number: z.string().max(100) });

/** GET /admin/vat-summary.csv (admin): days of the store's calendar, inclusive. */
export const VatSummaryQuerySchema = z
  .object({ from: DayStringSchema, to: DayStringSchema })
  .refine(fromNotAfterTo, dayRangeIssue);
export type VatSummaryQuery = z.infer<typeof VatSummaryQuerySchema>;
