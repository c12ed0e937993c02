// Dealer prices: a variant's quantity breaks, customer groups and their price lists, a buyer's application
// to a group (docs/features/dealer-prices.md, decision 235). Prices in taka; the server computes every amount.
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { refsTo } from '../i18n/catalogue.ts';
import { hasAtMostTwoDecimals } from '../money.ts';
import { textUpTo } from './common.ts';
import { VatRateSchema } from './vat.ts';

const text = refsTo('pricing', 'PRICING_TEXT');

/** How many breaks a variant may have, and how many groups a store keeps. */
export const PRICING_LIMITS = { breaks: 10, groups: 20, groupName: 40, note: 500, maxDiscountPercent: 90 } as const;

const price = z
  .number({ error: text('priceRequired') })
  .refine((n) => Number.isFinite(n) && n > 0, text('priceAboveZero'))
  .refine((n) => n <= LIMITS.maxPriceTaka, text('priceTooHigh', { max: LIMITS.maxPriceTaka }))
  .refine(hasAtMostTwoDecimals, text('priceTwoDecimals'));

/** From `from` pieces (inclusive), each piece costs `price`. */
export const PriceBreakSchema = z.object({
  from: z
    .number({ error: text('fromRequired') })
    .refine((n) => Number.isInteger(n) && n >= 2, text('fromWhole'))
    .refine((n) => n <= LIMITS.maxStock, text('fromTooHigh', { max: LIMITS.maxStock })),
  price,
});
export type PriceBreak = z.infer<typeof PriceBreakSchema>;

/** A variant's breaks, replaced whole; [] removes them. The order and the variant's own price are checked by the server. */
export const PriceBreaksInputSchema = z.object({
  breaks: z.array(PriceBreakSchema).max(PRICING_LIMITS.breaks, text('tooManyBreaks', { max: PRICING_LIMITS.breaks })),
});
export type PriceBreaksInput = z.infer<typeof PriceBreaksInputSchema>;

/** One row of the table a buyer reads: `from`–`to` pieces (`to` null: and more) at `price` each. */
export const PriceTierSchema = z.object({
  from: z.number().int(),
  to: z.number().int().nullable(),
  price: z.number(),
  /** On sale only: the tier's price before the sale (`price` is after it). */
  compareAtPrice: z.number().optional(),
});
export type PriceTier = z.infer<typeof PriceTierSchema>;

/** Where a cart line stands: the tier its quantity is in, and the next one (null: the best already). */
export const LinePriceBreakSchema = z.object({
  tier: PriceTierSchema,
  next: z.object({ from: z.number().int(), price: z.number(), piecesToGo: z.number().int() }).nullable(),
});
export type LinePriceBreak = z.infer<typeof LinePriceBreakSchema>;

export const GroupPriceSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  /** "Chainring — 34T"; the product's name alone without options. */
  name: z.string(),
  /** The catalogue's price, then the group's fixed one. */
  listPrice: z.number(),
  price: z.number(),
  /** Ours: the variant's product's VAT rate, so a dashboard that types prices before VAT shows them so (decision 236). */
  vatRate: VatRateSchema.optional(),
});
export type GroupPrice = z.infer<typeof GroupPriceSchema>;

export const CustomerGroupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Whole percent off the catalogue price, 0 to 90. */
  discountPercent: z.number().int(),
  memberCount: z.number().int(),
  prices: z.array(GroupPriceSchema),
});
export type CustomerGroup = z.infer<typeof CustomerGroupSchema>;

export const CustomerGroupInputSchema = z.object({
  name: z
    .string({ error: text('nameRequired') })
    .trim()
    .min(1, text('nameRequired'))
    .max(PRICING_LIMITS.groupName, text('tooLong', { max: PRICING_LIMITS.groupName })),
  discountPercent: z
    .number({ error: text('percentWhole') })
    .refine(
      (n) => Number.isInteger(n) && n >= 0 && n <= PRICING_LIMITS.maxDiscountPercent,
      text('percentWhole', { max: PRICING_LIMITS.maxDiscountPercent }),
    ),
});
export type CustomerGroupInput = z.infer<typeof CustomerGroupInputSchema>;

export const GroupPriceInputSchema = z.object({
  price,
  /** Ours: `price` is before VAT; the server adds the variant's product's rate (grossFromNet, decision 236). */
  beforeVat: z.boolean().optional(),
});
export const GroupPriceParamsSchema = z.object({ id: z.string().max(100), variantId: z.string().max(100) });
export const GroupMemberParamsSchema = z.object({ userId: z.string().max(100) });
/** null: back to retail. */
export const GroupMemberInputSchema = z.object({ groupId: z.string().max(100).nullable() });
export const GroupMemberSchema = z.object({ userId: z.string(), groupId: z.string().nullable() });

export const APPLICATION_STATUSES = ['pending', 'approved', 'refused'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const GroupApplicationInputSchema = z.object({
  groupId: z
    .string({ error: text('groupRequired') })
    .min(1, text('groupRequired'))
    .max(100),
  note: textUpTo(PRICING_LIMITS.note, (max) => text('tooLong', { max })).default(''),
});
export type GroupApplicationInput = z.input<typeof GroupApplicationInputSchema>;

export const GroupApplicationSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  email: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  note: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type GroupApplication = z.infer<typeof GroupApplicationSchema>;

/** What a signed-in buyer sees of their own pricing: their group, their latest application, the groups to apply to. */
export const MyPricingSchema = z.object({
  group: z.object({ _id: z.string(), name: z.string(), discountPercent: z.number().int() }).nullable(),
  application: GroupApplicationSchema.nullable(),
  groups: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type MyPricing = z.infer<typeof MyPricingSchema>;

export const AssignmentsSchema = z.array(GroupMemberSchema);
