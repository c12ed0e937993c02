// Writing the VAT documents as PDFs (pdfkit). Noto Sans Bengali comes as two WOFF subsets (Latin, and
// Bengali with ৳): every text is cut into runs by script, each drawn in the subset that has its glyphs.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatNumberIn, formatPlainNumberIn, formatTakaIn } from '@store/shared/i18n/format';
import type { Locale } from '@store/shared/i18n/locales';
import { textsIn } from '@store/shared/i18n/server';
import type { VatLine } from '@store/shared/schemas';
import { storeDateTime } from '../../lib/store-time.ts';

const require = createRequire(import.meta.url);
const fontFile = (subset: string, weight: number) =>
  require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-${subset}-${weight}-normal.woff`);

/** The fonts by the names `write` draws with: latin, latinBold, bengali, bengaliBold. */
let fonts: [string, Buffer][] | undefined;
const loadFonts = () =>
  (fonts ??= ['latin', 'bengali'].flatMap((subset): [string, Buffer][] => [
    [subset, fs.readFileSync(fontFile(subset, 400))],
    [`${subset}Bold`, fs.readFileSync(fontFile(subset, 700))],
  ]));

/** Bengali block, plus the zero-width (non-)joiners Bengali text uses; captured, so split keeps them. */
const BENGALI = /([\u0980-\u09FF\u200C\u200D]+)/;

/** The text cut into runs by script: split's odd pieces are the Bengali ones. */
function scriptRuns(text: string): { text: string; bengali: boolean }[] {
  const runs = text.split(BENGALI).map((piece, i) => ({ text: piece, bengali: i % 2 === 1 }));
  const nonEmpty = runs.filter((run) => run.text !== '');
  return nonEmpty.length > 0 ? nonEmpty : [{ text: '', bengali: false }];
}

type TextOptions = { bold?: boolean; size?: number; x?: number; y?: number; width?: number; align?: 'right' };

/** Writes one line (or wrapped paragraph) of mixed Latin and Bengali text. */
export function write(doc: PDFKit.PDFDocument, text: string, options: TextOptions = {}): void {
  const runs = scriptRuns(text);
  doc.fontSize(options.size ?? 10);
  const fontOf = (run: { bengali: boolean }) =>
    run.bengali ? (options.bold ? 'bengaliBold' : 'bengali') : options.bold ? 'latinBold' : 'latin';
  if (options.align === 'right' && options.x !== undefined && options.width !== undefined) {
    // NOTE: pdfkit aligns each continued run on its own; a right-aligned amount (৳ in one font, the
    // digits in the other) is measured whole and drawn run by run from its left edge instead.
    const widths = runs.map((run) => doc.font(fontOf(run)).widthOfString(run.text));
    let x = options.x + options.width - widths.reduce((a, b) => a + b, 0);
    const y = options.y ?? doc.y;
    runs.forEach((run, i) => {
      doc.font(fontOf(run)).text(run.text, x, y, { lineBreak: false });
      x += widths[i] ?? 0;
    });
    doc.x = options.x;
    doc.y = y + doc.currentLineHeight(true);
    return;
  }
  runs.forEach((run, i) => {
    doc.font(fontOf(run));
    const continued = i < runs.length - 1;
    const layout = { continued, ...(options.width ? { width: options.width } : {}), align: options.align };
    if (i === 0 && options.x !== undefined) doc.text(run.text, options.x, options.y, layout);
    else doc.text(run.text, layout);
  });
}

/**
 * `YYYY-MM-DD HH:mm` on the store's clock (STORE_TIMEZONE), in the language's digits: the same
 * figures in English and Bangla (২০২৬-০৩-০১ ১৬:০৫).
 */
export const dateTimeIn = (locale: Locale, at: string): string =>
  storeDateTime(at).replace(/\d+/g, (run) =>
    [...run].map((digit) => formatPlainNumberIn(locale, Number(digit))).join(''),
  );

/** A new A4 document with the fonts registered, and the promise of its bytes once ended. */
export function newPdf(title: string, author: string): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: author } });
  for (const [name, data] of loadFonts()) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** "—" for a value the document has no figure for (a seller or buyer without a BIN). */
export const orDash = (value: string | null | undefined): string => (value ? value : '—');

/**
 * The Mushak table: description | quantity | unit price | value before VAT | rate | VAT | total, then the
 * totals row; amounts in taka. A discounted line says its discount under its name; its total is after it.
 */
export function writeVatTable(
  doc: PDFKit.PDFDocument,
  locale: Locale,
  lines: VatLine[],
  totals: { valueBeforeVat: number; vat: number; total: number },
  labels: { delivery?: string; skus?: (string | null | undefined)[] } = {},
): void {
  const { VAT_INVOICE_TEXT: T, VAT_RATE_SHORT } = textsIn(locale, 'vat');
  const { BOOKS_DISCOUNT_TEXT: D } = textsIn(locale, 'promotions-books');
  const money = (taka: number): string => formatTakaIn(locale, taka);
  const left = 50;
  const cols: [number, number][] = [
    [left, 150],
    [left + 152, 38],
    [left + 192, 62],
    [left + 256, 64],
    [left + 322, 52],
    [left + 376, 56],
    [left + 434, 61],
  ];
  const row = (cells: string[], bold = false, sku?: string | null, discount?: string) => {
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, i) => {
      const [x, width] = cols[i] as [number, number];
      write(doc, cell, { bold, size: 8, x, y, width, ...(i === 0 || i === 4 ? {} : { align: 'right' as const }) });
      if (i === 0 && sku) write(doc, `SKU: ${sku}`, { size: 7, x, width });
      // What promotions took off the line, under its name: the amounts beside it are after it.
      if (i === 0 && discount) write(doc, discount, { size: 7, x, width });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 3;
  };
  row([T.description, T.quantity, T.unitPrice, T.valueBeforeVat, T.rate, T.vat, T.total], true);
  lines.forEach((line, i) => {
    const sku = line.kind === 'goods' ? labels.skus?.[i] : null;
    row(
      [
        line.kind === 'delivery' ? (labels.delivery ?? T.delivery) : line.description,
        line.quantity === null ? '' : formatNumberIn(locale, line.quantity),
        line.quantity === null ? '' : money(line.unitPrice),
        money(line.valueBeforeVat),
        VAT_RATE_SHORT[line.rate],
        money(line.vat),
        money(line.total),
      ],
      false,
      sku,
      line.discount ? D.lineDiscount({ amount: `−${money(line.discount)}` }) : undefined,
    );
  });
  row([T.totals, '', '', money(totals.valueBeforeVat), '', money(totals.vat), money(totals.total)], true);
  doc.x = left;
}
