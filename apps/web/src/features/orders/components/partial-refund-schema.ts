// The partial refund form's values (a quantity for every line with pieces left, 0 = none, or an
// amount typed in taka) and their check, ending in the API's own PartialRefundInputSchema.
import { z } from 'zod';
import { messageRef } from '@store/shared/i18n/catalogue';
import { poishaToTaka, takaToPoisha } from '@store/shared/money';
import {
  type OrderRefunds,
  type PartialRefundInput,
  PartialRefundInputSchema,
  paidForPieces,
} from '@store/shared/schemas';

const FormValuesSchema = z.object({
  mode: z.enum(['lines', 'amount']),
  lines: z.array(z.object({ lineNo: z.number().int(), quantity: z.number() })),
  amount: z.string(),
  restock: z.boolean(),
  note: z.string(),
});
export type PartialRefundFormValues = z.infer<typeof FormValuesSchema>;

type RefundLine = OrderRefunds['lines'][number];

export const returnableLines = (lines: readonly RefundLine[]): RefundLine[] => lines.filter((l) => l.returnable > 0);

export const defaultRefundValues = (lines: readonly RefundLine[]): PartialRefundFormValues => ({
  mode: returnableLines(lines).length > 0 ? 'lines' : 'amount',
  lines: returnableLines(lines).map((l) => ({ lineNo: l.lineNo, quantity: 0 })),
  amount: '',
  restock: true,
  note: '',
});

const countOf = (quantity: number): number => (Number.isInteger(quantity) && quantity > 0 ? quantity : 0);

/** The request body the values make: the lines with pieces, or the amount; the note when written. */
function toRefundInput(values: PartialRefundFormValues): PartialRefundInput {
  const note = values.note.trim();
  const withNote = note ? { note } : {};
  if (values.mode === 'amount') return { amount: Number(values.amount), ...withNote };
  return {
    lines: values.lines.filter((l) => countOf(l.quantity) > 0).map(({ lineNo, quantity }) => ({ lineNo, quantity })),
    restock: values.restock,
    ...withNote,
  };
}

/** What the request body the values make gives back, in taka, as shown before sending (the server computes its own). */
export function refundPreview(values: PartialRefundFormValues, lines: readonly RefundLine[]): number {
  const { amount = 0, lines: rows = [] } = toRefundInput(values);
  // What was paid for the pieces (after the promotions' discount), as the server gives back.
  const paidFor = (lineNo: number, count: number) => {
    const line = lines.find((l) => l.lineNo === lineNo);
    if (!line) return 0;
    const paid = takaToPoisha(line.paid ?? line.unitPrice * line.quantity);
    return paidForPieces(paid, line.quantity, line.quantity - line.returnable, count);
  };
  return poishaToTaka(
    rows.reduce(
      (sum, row) => sum + paidFor(row.lineNo, row.quantity),
      Number.isFinite(amount) && amount > 0 ? takaToPoisha(amount) : 0,
    ),
  );
}

/** Each quantity from 0 to what its line has left, an amount a number; then the API's own schema. */
export function partialRefundFormSchema(lines: readonly RefundLine[]) {
  return FormValuesSchema.superRefine((values, ctx) => {
    if (values.mode === 'amount') {
      if (!Number.isFinite(Number(values.amount)) || values.amount.trim() === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          message: messageRef('order-desk', 'ORDER_DESK_TEXT', 'refundAmountPositive'),
        });
      }
      return;
    }
    values.lines.forEach((row, index) => {
      const max = lines.find((l) => l.lineNo === row.lineNo)?.returnable ?? 0;
      if (!Number.isInteger(row.quantity) || row.quantity < 0 || row.quantity > max) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'quantity'],
          message: messageRef('order-desk-ui', 'PARTIAL_REFUND_TEXT', 'quantityRange', { max }),
        });
      }
    });
  })
    .transform(toRefundInput)
    .pipe(PartialRefundInputSchema);
}
