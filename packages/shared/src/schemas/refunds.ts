// Partial refunds at the order desk: chosen lines and quantities, or a goodwill amount. Amounts in taka.
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { refsTo } from '../i18n/catalogue.ts';
import { hasAtMostTwoDecimals } from '../money.ts';
import { textUpTo } from './common.ts';

const refundText = refsTo('order-desk', 'ORDER_DESK_TEXT');

/** POST /orders/{id}/refunds (admin), with an Idempotency-Key header. */
export const PartialRefundInputSchema = z
  .object({
    lines: z
      .array(
        z.object({
          lineNo: z.number().int().min(1).max(1000),
          quantity: z.number().int().min(1).max(100_000),
        }),
      )
      .max(200)
      .optional(),
    /** A goodwill amount, instead of lines. */
    amount: z
      .number()
      .positive(refundText('refundAmountPositive'))
      .max(100_000_000)
      .refine(hasAtMostTwoDecimals, refundText('refundAmountPositive'))
      .optional(),
    /** Put the returned lines' pieces back into stock (default true; never for an amount). */
    restock: z.boolean().optional(),
    note: textUpTo(LIMITS.orderNote, (max) => refundText('noteTooLong', { max })).optional(),
  })
  .superRefine((input, ctx) => {
    const hasLines = (input.lines?.length ?? 0) > 0;
    if (hasLines && input.amount !== undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: refundText('refundBoth') });
    if (!hasLines && input.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: refundText('refundNothing') });
  });
export type PartialRefundInput = z.infer<typeof PartialRefundInputSchema>;

export const OrderRefundSchema = z.object({
  id: z.string(),
  kind: z.enum(['full', 'partial']),
  status: z.enum(['pending', 'succeeded']),
  amount: z.number(),
  lines: z.array(z.object({ lineNo: z.number().int(), productname: z.string(), quantity: z.number().int() })),
  restock: z.boolean(),
  providerRefundId: z.string().nullable(),
  /** `INV-2026-000123-CN1`. */
  creditNoteNumber: z.string().nullable(),
  note: z.string().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

/** GET /orders/{id}/refunds (admin). */
export const OrderRefundsSchema = z.object({
  orderId: z.string(),
  paid: z.number(),
  refunded: z.number(),
  refundable: z.number(),
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      productname: z.string(),
      unitPrice: z.number(),
      quantity: z.number().int(),
      returnable: z.number().int(),
      /** What was paid for the whole line (taka): quantity × unitPrice less its share of the promotions' discount. */
      paid: z.number().optional(),
    }),
  ),
  refunds: z.array(OrderRefundSchema),
});
export type OrderRefunds = z.infer<typeof OrderRefundsSchema>;

/** 201, or 200 when the same key asked again. */
export const PartialRefundResultSchema = z.object({ refund: OrderRefundSchema, refunds: OrderRefundsSchema });
export type PartialRefundResult = z.infer<typeof PartialRefundResultSchema>;
