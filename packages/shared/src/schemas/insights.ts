// GET /api/admin/insights (admin): the owner's figures for a period of the store's days, each beside
// the period of the same length before it. Amounts in taka, like the rest of the API.
import { z } from 'zod';
import { messageRef } from '../i18n/catalogue.ts';
import { ORDER_STATUSES } from '../order-flow.ts';
import { DayStringSchema } from './orders.ts';

/** A period is at most this many days, `from` and `to` included. */
const INSIGHTS_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (`YYYY-MM-DD`). */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** `YYYY-MM-DD` moved by `days` (calendar arithmetic; no time zone involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export const InsightsQuerySchema = z
  .object({ from: DayStringSchema, to: DayStringSchema })
  .superRefine((query, ctx) => {
    if (query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: messageRef('order-desk', 'ORDER_DESK_TEXT', 'dayRange') });
    } else if (daysInPeriod(query.from, query.to) > INSIGHTS_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: messageRef('insights', 'INSIGHTS_TEXT', 'rangeTooLong', { maxDays: INSIGHTS_MAX_DAYS }),
      });
    }
  });
export type InsightsQuery = z.infer<typeof InsightsQuerySchema>;

const InsightsFiguresSchema = z.object({
  /** Taka: paid orders' totals by the day they were paid, less refunds by the day they were made. */
  revenue: z.number(),
  /** Orders paid in the period (whatever happened to them later). */
  paidOrders: z.number().int(),
  /** Taka: the paid orders' totals divided by their number (0 without paid orders). */
  averageOrderValue: z.number(),
  /** Pieces in the lines of the orders paid in the period. */
  piecesSold: z.number().int(),
  /** Customer accounts (not admins) created in the period. */
  newCustomers: z.number().int(),
});

const TopProductSchema = z.object({
  /** Null once the product was deleted (its orders keep its name). */
  productId: z.string().nullable(),
  productname: z.string(),
  pieces: z.number().int(),
  /** Taka: the lines' totals (shipping not included). */
  revenue: z.number(),
});

export const InsightsSchema = InsightsFiguresSchema.extend({
  currency: z.literal('BDT'),
  from: z.string(),
  to: z.string(),
  /** Paid or processing now, whatever their date. */
  awaitingShipment: z.number().int(),
  /** Every day of the period, days without sales as zeros. */
  byDay: z.array(z.object({ date: z.string(), revenue: z.number(), orders: z.number().int() })),
  /** Orders placed in the period, by the state they are in now (every state, 0 when none). */
  byStatus: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  /** Revenue and paid orders by payment method (orders.payment_method), most revenue first. */
  byMethod: z.array(z.object({ method: z.string(), revenue: z.number(), orders: z.number().int() })),
  /** The 10 products with the most revenue from orders paid in the period. */
  topProducts: z.array(TopProductSchema),
  /** The 10 products with the most pieces sold in the period. */
  topProductsByPieces: z.array(TopProductSchema),
  /** The same figures for the period of the same length just before. */
  previous: InsightsFiguresSchema.extend({ from: z.string(), to: z.string() }),
});
export type Insights = z.infer<typeof InsightsSchema>;
