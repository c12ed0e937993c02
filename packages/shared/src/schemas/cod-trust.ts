// Cash on delivery the shop can trust (docs/features/cod-trust.md): a phone number's COD history, the
// owner's COD rules, the confirmation queue and the buyer's eligibility answer. Taka at the edge.
import { z } from 'zod';
import { refsTo } from '../i18n/catalogue.ts';
import { hasAtMostTwoDecimals } from '../money.ts';

const ruleError = refsTo('cod-trust', 'COD_RULE_ERRORS');

export const COD_RULE_LIMITS = {
  /** Taka: far above any cash a rider carries. */
  maxLimitTaka: 1_000_000,
  maxRefusals: 100,
  maxZones: 50,
  /** Phone numbers one history call may ask about: a desk page holds fewer. */
  maxPhones: 100,
} as const;

/**
 * One number's cash-on-delivery orders: `delivered` reached the buyer, `returned` came back with the
 * courier, `refused` were confirmed and then cancelled by the shop (a parcel refused at the door or on
 * the phone). The three never overlap; decision 225 says why.
 */
export const CodHistorySchema = z.object({
  phone: z.string(),
  delivered: z.number().int(),
  returned: z.number().int(),
  refused: z.number().int(),
});
export type CodHistory = z.infer<typeof CodHistorySchema>;
export const CodHistoryListSchema = z.object({ items: z.array(CodHistorySchema) });
export type CodHistoryList = z.infer<typeof CodHistoryListSchema>;

/** GET /api/admin/cod-history?phones=+8801…,+8801…: the numbers as the orders store them. */
export const CodHistoryQuerySchema = z.object({
  phones: z
    .string({ error: ruleError('phonesRequired') })
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((p) => p.trim())
          .filter((p) => p !== ''),
      ),
    ])
    .pipe(
      z
        .array(z.string().max(40, ruleError('phonesRequired')))
        .min(1, ruleError('phonesRequired'))
        .max(COD_RULE_LIMITS.maxPhones, ruleError('tooManyPhones', { max: COD_RULE_LIMITS.maxPhones })),
    ),
});

/** The owner's rules; each is off while null. */
export const CodRulesSchema = z.object({
  /** Cash on delivery only for orders going to these shipping zones (ids). */
  onlyZoneIds: z.array(z.string()).nullable(),
  /** Taka: the most a number with no delivered COD order may order in cash (total with the fee). */
  newNumberMaxTotal: z.number().nullable(),
  /** Refused for a number with this many refusals (returned or refused orders) or more. */
  refuseAfter: z.number().int().nullable(),
  /** Rule (b): the delivery fee is paid online before the order is confirmed, for each condition ticked. */
  advanceOutsideDhaka: z.boolean(),
  advanceFirstTime: z.boolean(),
  advancePastRefusal: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type CodRules = z.infer<typeof CodRulesSchema>;

/** PUT /api/admin/cod-rules: every rule at once, null to turn it off. */
export const CodRulesInputSchema = z.object({
  onlyZoneIds: z
    .array(z.string().trim().min(1).max(100), { error: ruleError('zonesRequired') })
    .min(1, ruleError('zonesRequired'))
    .max(COD_RULE_LIMITS.maxZones, ruleError('zonesRequired'))
    .nullable(),
  newNumberMaxTotal: z
    .number({ error: ruleError('limitNotNumber') })
    .refine((n) => Number.isFinite(n) && n > 0, ruleError('limitPositive'))
    .refine((n) => n <= COD_RULE_LIMITS.maxLimitTaka, ruleError('limitTooHigh', { max: COD_RULE_LIMITS.maxLimitTaka }))
    .refine(hasAtMostTwoDecimals, ruleError('limitTwoDecimals'))
    .nullable(),
  refuseAfter: z
    .number({ error: ruleError('refusalsWhole') })
    .int(ruleError('refusalsWhole'))
    .min(1, ruleError('refusalsRange', { max: COD_RULE_LIMITS.maxRefusals }))
    .max(COD_RULE_LIMITS.maxRefusals, ruleError('refusalsRange', { max: COD_RULE_LIMITS.maxRefusals }))
    .nullable(),
  /** Rule (b), each off unless sent true. */
  advanceOutsideDhaka: z.boolean().default(false),
  advanceFirstTime: z.boolean().default(false),
  advancePastRefusal: z.boolean().default(false),
});
export type CodRulesInput = z.infer<typeof CodRulesInputSchema>;

/** Why cash on delivery is or is not offered for an order; each has its text for the buyer. */
export const COD_ELIGIBILITY_REASONS = [
  'allowed',
  /** The store does not take cash on delivery. */
  'notEnabled',
  /** Not open to a payment choice (paid, cancelled, expired) or already cash on delivery. */
  'closed',
  /** Its shipping zone did not offer it when the order was placed. */
  'notInZone',
  /** Total with the fee above COD_MAX_TOTAL. */
  'aboveLimit',
  /** Rule (a): the owner offers it only in some zones. */
  'ruleZone',
  /** Rule (c): a number with no delivered COD order has a lower limit. */
  'ruleNewNumberLimit',
  /** Rule (d): too many refusals on this number. */
  'ruleRefusals',
] as const;
export type CodEligibilityReason = (typeof COD_ELIGIBILITY_REASONS)[number];

/** Rule (b)'s conditions: the address is outside Dhaka, the number's first COD order, a past refusal. */
export const COD_ADVANCE_REASONS = ['outsideDhaka', 'firstTime', 'pastRefusal'] as const;
export type CodAdvanceReason = (typeof COD_ADVANCE_REASONS)[number];

/** GET /api/orders/{id}/cod (the order's owner): may it be paid in cash, and if not, why. */
export const CodEligibilitySchema = z.object({
  allowed: z.boolean(),
  reason: z.enum(COD_ELIGIBILITY_REASONS),
  /** Taka: the limit that applies (aboveLimit, ruleNewNumberLimit), else null. */
  limit: z.number().nullable(),
  /** Taka: the order's total with the cash-on-delivery fee. */
  total: z.number(),
  /** Taka: the cash-on-delivery fee the total would take. */
  fee: z.number(),
  /** Taka: the delivery fee to pay online before the order is confirmed (rule b), else null. */
  advance: z.number().nullable(),
  /** Which condition of rule (b) asks for it. */
  advanceReason: z.enum(COD_ADVANCE_REASONS).nullable(),
  /** When the advance was paid, null while due (or none). */
  advancePaidAt: z.string().nullable(),
});
export type CodEligibility = z.infer<typeof CodEligibilitySchema>;

/** One order waiting for the owner's call; total in taka. */
export const CodQueueItemSchema = z.object({
  id: z.string(),
  buyerName: z.string().nullable(),
  phone: z.string(),
  total: z.number(),
  shippingZone: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  history: CodHistorySchema,
  /** Taka: the delivery fee asked in advance (rule b), else null; `advancePaid` once it was paid online. */
  advance: z.number().nullable(),
  advancePaid: z.boolean(),
});
export type CodQueueItem = z.infer<typeof CodQueueItemSchema>;
/** GET /api/admin/cod-queue: oldest first. */
/** A cancelled, returned or expired COD order whose advance was paid and is still to be given back; taka. */
export const CodAdvanceRefundItemSchema = z.object({
  id: z.string(),
  phone: z.string(),
  status: z.string(),
  advance: z.number(),
  provider: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type CodAdvanceRefundItem = z.infer<typeof CodAdvanceRefundItemSchema>;
export const CodQueueSchema = z.object({
  items: z.array(CodQueueItemSchema),
  advanceRefunds: z.array(CodAdvanceRefundItemSchema),
});
export type CodQueue = z.infer<typeof CodQueueSchema>;
