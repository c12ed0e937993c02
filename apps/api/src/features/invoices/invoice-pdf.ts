// The invoice as a PDF (pdfkit), in its order owner's language. Noto Sans Bengali comes as two WOFF
// subsets (Latin, and Bengali with ৳): every text is cut into runs by script, each drawn in the
// subset that has its glyphs.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatNumberIn, formatPlainNumberIn, formatTakaIn } from '@store/shared/i18n/format';
import type { Locale } from '@store/shared/i18n/locales';
import { textsIn } from '@store/shared/i18n/server';
import { type Invoice, nameWithVariant } from '@store/shared/schemas';
import { displayBdMobile } from '@store/shared/schemas/phone';
import { storeDateTime } from '../../lib/store-time.ts';
import { addressLinesIn, shippingLabelIn } from '../mail/index.ts';

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
function write(doc: PDFKit.PDFDocument, text: string, options: TextOptions = {}): void {
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
const dateTimeIn = (locale: Locale, at: string): string =>
  storeDateTime(at).replace(/\d+/g, (run) =>
    [...run].map((digit) => formatPlainNumberIn(locale, Number(digit))).join(''),
  );

export async function renderInvoicePdf(invoice: Invoice, locale: Locale = 'en'): Promise<Buffer> {
  const { INVOICE_TEXT } = textsIn(locale, 'order-desk');
  const { PAYMENT_METHOD_LABEL } = textsIn(locale, 'insights');
  const { PRODUCT_PAGE_TEXT } = textsIn(locale, 'product-page');
  const methodName = (method: string) => (PAYMENT_METHOD_LABEL as Record<string, string | undefined>)[method] ?? method;
  const money = (taka: number): string => formatTakaIn(locale, taka);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${INVOICE_TEXT.title} ${invoice.number}`, Author: invoice.seller.name },
  });
  for (const [name, data] of loadFonts()) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;

  write(doc, invoice.seller.name, { bold: true, size: 16, x: left, y: 50 });
  write(doc, invoice.seller.address);
  if (invoice.seller.bin) write(doc, `${INVOICE_TEXT.bin}: ${invoice.seller.bin}`);
  doc.moveDown();
  write(doc, INVOICE_TEXT.title, { bold: true, size: 20 });
  write(doc, `${INVOICE_TEXT.number}: ${invoice.number}`, { bold: true });
  write(doc, `${INVOICE_TEXT.issued}: ${dateTimeIn(locale, invoice.issuedAt)}`);
  write(doc, `${INVOICE_TEXT.order}: ${invoice.orderId}`);
  write(doc, `${INVOICE_TEXT.placed}: ${dateTimeIn(locale, invoice.placedAt)}`);
  doc.moveDown();
  write(doc, INVOICE_TEXT.buyer, { bold: true });
  if (invoice.buyer.name) write(doc, invoice.buyer.name);
  write(doc, invoice.buyer.email);
  if (invoice.deliveryAddress) {
    for (const line of addressLinesIn(locale, invoice.deliveryAddress)) write(doc, line, { width });
  } else {
    write(doc, invoice.buyer.address, { width });
    write(doc, displayBdMobile(invoice.buyer.phone));
  }
  doc.moveDown();

  // The lines: product (its variant's title after the name, its SKU below) | qty | unit price | amount.
  const cols = { product: left, qty: left + 270, unit: left + 310, amount: left + 405 };
  const row = (cells: [string, string, string, string], bold = false, sku?: string | null) => {
    const y = doc.y;
    write(doc, cells[0], { bold, x: cols.product, y, width: 260 });
    if (sku) write(doc, `${PRODUCT_PAGE_TEXT.sku}: ${sku}`, { size: 8, x: cols.product, width: 260 });
    const afterProduct = doc.y;
    write(doc, cells[1], { bold, x: cols.qty, y, width: 35, align: 'right' });
    write(doc, cells[2], { bold, x: cols.unit, y, width: 90, align: 'right' });
    write(doc, cells[3], { bold, x: cols.amount, y, width: width - 405, align: 'right' });
    doc.y = Math.max(afterProduct, doc.y) + 4;
  };
  row([INVOICE_TEXT.product, INVOICE_TEXT.quantity, INVOICE_TEXT.unitPrice, INVOICE_TEXT.lineTotal], true);
  for (const line of invoice.lines) {
    const name = nameWithVariant(line.productname, line.variantTitle);
    row([name, formatNumberIn(locale, line.quantity), money(line.unitPrice), money(line.lineTotal)], false, line.sku);
  }
  doc.moveDown(0.5);
  const sum = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    write(doc, label, { bold, x: cols.unit - 100, y, width: 190, align: 'right' });
    write(doc, amount, { bold, x: cols.amount, y, width: width - 405, align: 'right' });
  };
  sum(INVOICE_TEXT.subtotal, money(invoice.subtotal));
  sum(shippingLabelIn(locale, INVOICE_TEXT.shipping, invoice), money(invoice.shipping));
  sum(INVOICE_TEXT.total, money(invoice.total), true);
  if (invoice.vatRate > 0) sum(INVOICE_TEXT.vatIncluded({ rate: invoice.vatRate }), money(invoice.vat));
  else write(doc, INVOICE_TEXT.noVat, { x: cols.unit - 100, y: doc.y, width: width - 210, align: 'right' });
  doc.moveDown();

  write(doc, INVOICE_TEXT.payment, { bold: true, x: left, y: doc.y });
  const p = invoice.payment;
  if (p.paidAt) write(doc, `${INVOICE_TEXT.paidAt}: ${dateTimeIn(locale, p.paidAt)}`);
  if (p.provider) write(doc, methodName(p.provider));
  if (p.transactionId) write(doc, `${INVOICE_TEXT.transaction}: ${p.transactionId}`);
  if (p.cardBrand && p.cardLast4) write(doc, INVOICE_TEXT.card({ brand: p.cardBrand, last4: p.cardLast4 }));
  doc.moveDown();
  write(doc, INVOICE_TEXT.thanks);

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
