// GET /api/admin/insights (admin): the owner's figures for a period of the store's days, beside the one before.
import { z } from 'zod';
import { messageRef } from '../i18n/catalogue.ts';
import { ORDER_STATUSES } from '../order-flow.ts';
import { dayRangeIssue, DayStringSchema, fromNotAfterTo } from './orders.ts';
import { PROMOTION_KINDS } from './promotions.ts';

/** A period is at most this many days, `from` and `to` included. */
const INSIGHTS_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** Both included. */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Calendar arithmetic; no time zone involved. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export const InsightsQuerySchema = z
  .object({ from: DayStringSchema, to: DayStringSchema })
  .refine(fromNotAfterTo, dayRangeIssue)
  .refine((query) => daysInPeriod(query.from, query.to) <= INSIGHTS_MAX_DAYS, {
    path: ['to'],
    message: messageRef('insights', 'INSIGHTS_TEXT', 'rangeTooLong', { maxDays: INSIGHTS_MAX_DAYS }),
  });
export type InsightsQuery = z.infer<typeof InsightsQuerySchema>;

const InsightsFiguresSchema = z.object({
  /** Taka: paid orders' totals by the day they were paid, less refunds by the day they were made. */
  revenue: z.number(),
  /** Whatever happened to them later. */
  paidOrders: z.number().int(),
  averageOrderValue: z.number(),
  piecesSold: z.number().int(),
  /** Not admins. */
  newCustomers: z.number().int(),
});

const TopProductSchema = z.object({
  /** Null once the product was deleted (its orders keep its name). */
  productId: z.string().nullable(),
  productname: z.string(),
  pieces: z.number().int(),
  /** Shipping not included. */
  revenue: z.number(),
});

const PromotionUseFiguresSchema = z.object({
  uses: z.number().int(),
  discount: z.number(),
  sales: z.number(),
});

export const InsightsSchema = InsightsFiguresSchema.extend({
  currency: z.literal('BDT'),
  from: z.string(),
  to: z.string(),
  /** Paid or processing now, whatever their date. */
  awaitingShipment: z.number().int(),
  /** Days without sales as zeros. */
  byDay: z.array(z.object({ date: z.string(), revenue: z.number(), orders: z.number().int() })),
  /** Orders placed in the period, by the state they are in now. */
  byStatus: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  /** Most revenue first. */
  byMethod: z.array(z.object({ method: z.string(), revenue: z.number(), orders: z.number().int() })),
  topProducts: z.array(TopProductSchema),
  topProductsByPieces: z.array(TopProductSchema),
  /** The top 10 variants by revenue, each named by its product and its title ('' without options). */
  topVariants: z
    .array(TopProductSchema.extend({ variantId: z.string().nullable(), variantTitle: z.string() }))
    .optional(),
  previous: InsightsFiguresSchema.extend({ from: z.string(), to: z.string() }),
  /**
   * Ours: each promotion used by orders placed in the period or the one before (not cancelled or expired): its uses
   * (orders), the discount it gave and those orders' totals (taka), most discount first.
   */
  promotions: z
    .array(
      PromotionUseFiguresSchema.extend({
        promotionId: z.string(),
        name: z.string(),
        code: z.string().nullable(),
        kind: z.enum(PROMOTION_KINDS),
        previous: PromotionUseFiguresSchema,
      }),
    )
    .optional(),
});
export type Insights = z.infer<typeof InsightsSchema>;
