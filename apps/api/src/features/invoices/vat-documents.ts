// The VAT figures of an invoice (Mushak-6.3) and of each credit note (Mushak-6.7), in poisha, from the
// order's lines as placed (each with its rate and its share of the promotions' discount) and its refunds
// (docs/decisions/233-vat-invoices.md): VAT is on what was paid, after the discount.
import {
  apportion,
  paidForPieces,
  STANDARD_VAT_RATE,
  splitVat,
  sumByRate,
  toVatRate,
  type VatRate,
  type VatSplit,
} from '@store/shared/schemas';

/** An order line as the VAT documents read it (poisha). */
export interface VatSourceLine {
  lineNo: number;
  description: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** This line's share of the promotions' discount; what was paid for it is lineTotal − discount. */
  discount: number;
  vatRate: string;
}

/** One line of a VAT document: `lineNo` null for the delivery line. */
export interface VatDocumentLine extends VatSplit {
  lineNo: number | null;
  description: string;
  unitPrice: number;
  quantity: number | null;
  /** What promotions took off the line (0 for the delivery line and amount credits). */
  discount: number;
}

export interface VatDocument {
  lines: VatDocumentLine[];
  byRate: VatSplit[];
  gross: number;
  value: number;
  vat: number;
}

const documentOf = (lines: VatDocumentLine[]): VatDocument => ({
  lines,
  byRate: sumByRate(lines),
  gross: lines.reduce((s, l) => s + l.gross, 0),
  value: lines.reduce((s, l) => s + l.value, 0),
  vat: lines.reduce((s, l) => s + l.vat, 0),
});

/**
 * The invoice: each product line at its rate on what was paid for it (lineTotal − its discount), then what the
 * order charged besides its lines (delivery less free delivery's discount, a payment fee) as one delivery line at
 * the standard rate. Totals are the sums of the lines, so they add up to the order's total.
 */
export function invoiceVat(lines: VatSourceLine[], orderTotal: number): VatDocument {
  const goods: VatDocumentLine[] = lines.map((l) => ({
    lineNo: l.lineNo,
    description: l.description,
    unitPrice: l.unitPrice,
    quantity: l.quantity,
    discount: l.discount,
    ...splitVat(l.lineTotal - l.discount, toVatRate(l.vatRate)),
  }));
  const other = orderTotal - goods.reduce((s, l) => s + l.gross, 0);
  const delivery: VatDocumentLine[] =
    other > 0
      ? [
          {
            lineNo: null,
            description: '',
            unitPrice: other,
            quantity: 1,
            discount: 0,
            ...splitVat(other, STANDARD_VAT_RATE),
          },
        ]
      : [];
  return documentOf([...goods, ...delivery]);
}

/** A refund as a credit note reads it: its amount and the pieces of each line it gave back. */
export interface VatSourceRefund {
  id: string;
  amount: number;
  lines: { lineNo: number; quantity: number }[];
}

/** The pieces of `lineNo` that `refunds` gave back. */
const piecesOf = (refunds: VatSourceRefund[], lineNo: number | null) =>
  refunds
    .flatMap((p) => p.lines)
    .filter((l) => l.lineNo === lineNo)
    .reduce((s, l) => s + l.quantity, 0);

/**
 * A credit note: a refund of chosen pieces credits what was paid for those pieces (paidForPieces, after the
 * refunds of pieces before it) at their lines' rates; a refund of an amount (goodwill, the rest of the order) is
 * shared among the invoice's lines in proportion to what each line has left after the refunds of pieces, so its
 * VAT follows the rates of what was paid for. `pieceRefunds` are in the ledger's order.
 */
export function creditNoteVat(
  invoice: VatDocument,
  refund: VatSourceRefund,
  pieceRefunds: VatSourceRefund[],
): VatDocument {
  const lineOf = (lineNo: number) => invoice.lines.find((l) => l.lineNo === lineNo);
  const paidFor = (line: VatDocumentLine, before: number, count: number) =>
    paidForPieces(line.gross, line.quantity ?? 0, before, count);
  if (refund.lines.length > 0) {
    const index = pieceRefunds.findIndex((p) => p.id === refund.id);
    const earlier = index < 0 ? pieceRefunds : pieceRefunds.slice(0, index);
    const credited = refund.lines.flatMap((r) => {
      const line = lineOf(r.lineNo);
      if (!line) return [];
      const paid = paidFor(line, piecesOf(earlier, r.lineNo), r.quantity);
      return [
        { ...line, quantity: r.quantity, discount: line.unitPrice * r.quantity - paid, ...splitVat(paid, line.rate) },
      ];
    });
    const rest = refund.amount - credited.reduce((s, l) => s + l.gross, 0);
    return documentOf(rest === 0 || credited.length === 0 ? credited : shareAmong(credited, rest, credited));
  }
  const others = pieceRefunds.filter((p) => p.id !== refund.id);
  const given = (line: VatDocumentLine) => (line.lineNo === null ? 0 : paidFor(line, 0, piecesOf(others, line.lineNo)));
  const left = invoice.lines.map((l) => Math.max(l.gross - given(l), 0));
  const shares = apportion(refund.amount, left);
  return documentOf(
    invoice.lines.flatMap((l, i) => {
      const share = shares[i] ?? 0;
      return share === 0 ? [] : [{ ...l, quantity: null, discount: 0, ...splitVat(share, l.rate) }];
    }),
  );
}

/** A piece refund whose amount differs from its pieces' (never made by the desk): the difference shared too. */
function shareAmong(credited: VatDocumentLine[], rest: number, weightsOf: VatDocumentLine[]): VatDocumentLine[] {
  const shares = apportion(
    rest,
    weightsOf.map((l) => l.gross),
  );
  return credited.map((l, i) => ({ ...l, ...splitVat(l.gross + (shares[i] ?? 0), l.rate) }));
}

/** Figures by rate with their sum, for the VAT summary. */
export const addByRate = (a: VatSplit[], b: VatSplit[]): VatSplit[] => sumByRate([...a, ...b]);

export type { VatRate };
