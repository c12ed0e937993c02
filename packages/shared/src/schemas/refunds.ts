// Partial refunds at the order desk (docs/decisions/213-partial-refunds-and-order-csv.md): an admin
// gives back chosen lines and quantities, or an amount (a goodwill refund). The server computes
// every amount in poisha; taka appear only here, at the edge.
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { messageRef } from '../i18n/catalogue.ts';
import { hasAtMostTwoDecimals } from '../money.ts';

const refundText = (key: string) => messageRef('order-desk', 'ORDER_DESK_TEXT', key);

/** POST /orders/{id}/refunds (admin), with an Idempotency-Key header. */
export const PartialRefundInputSchema = z
  .object({
    /** Lines given back: the order line's number and how many of its pieces. */
    lines: z
      .array(
        z.object({
          lineNo: z.number().int().min(1).max(1000),
          quantity: z.number().int().min(1).max(100_000),
        }),
      )
      .max(200)
      .optional(),
    /** A goodwill amount in taka (at most two decimals), instead of lines. */
    amount: z
      .number()
      .positive(refundText('refundAmountPositive'))
      .max(100_000_000)
      .refine(hasAtMostTwoDecimals, refundText('refundAmountPositive'))
      .optional(),
    /** Put the returned lines' pieces back into stock (default true; never for an amount). */
    restock: z.boolean().optional(),
    note: z
      .string()
      .trim()
      .max(LIMITS.orderNote, messageRef('order-desk', 'ORDER_DESK_TEXT', 'noteTooLong', { max: LIMITS.orderNote }))
      .optional(),
  })
  .superRefine((input, ctx) => {
    const hasLines = (input.lines?.length ?? 0) > 0;
    if (hasLines && input.amount !== undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: refundText('refundBoth') });
    if (!hasLines && input.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: refundText('refundNothing') });
  });
export type PartialRefundInput = z.infer<typeof PartialRefundInputSchema>;

/** One refund of an order, as the order desk and the invoice show it. Amounts in taka. */
export const OrderRefundSchema = z.object({
  id: z.string(),
  kind: z.enum(['full', 'partial']),
  status: z.enum(['pending', 'succeeded']),
  amount: z.number(),
  lines: z.array(z.object({ lineNo: z.number().int(), productname: z.string(), quantity: z.number().int() })),
  restock: z.boolean(),
  providerRefundId: z.string().nullable(),
  /** `INV-2026-000123-CN1`: the invoice's credit note for this refund. */
  creditNoteNumber: z.string().nullable(),
  note: z.string().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

/** GET /orders/{id}/refunds (admin): the refunds so far, and what can still be given back. */
export const OrderRefundsSchema = z.object({
  orderId: z.string(),
  paid: z.number(),
  refunded: z.number(),
  refundable: z.number(),
  /** Per order line: how many pieces can still be given back. */
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      productname: z.string(),
      unitPrice: z.number(),
      quantity: z.number().int(),
      returnable: z.number().int(),
    }),
  ),
  refunds: z.array(OrderRefundSchema),
});
export type OrderRefunds = z.infer<typeof OrderRefundsSchema>;

/** POST /orders/{id}/refunds: the refund made (201, or 200 when the same key asked again) and the ledger after it. */
export const PartialRefundResultSchema = z.object({ refund: OrderRefundSchema, refunds: OrderRefundsSchema });
export type PartialRefundResult = z.infer<typeof PartialRefundResultSchema>;
