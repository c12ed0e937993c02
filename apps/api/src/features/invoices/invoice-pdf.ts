// The invoice as a PDF: a Mushak-6.3 tax invoice in its order owner's language (or the asked one), with
// the seller's and the buyer's BINs and VAT per line (docs/features/vat-invoices.md).
import { formatTakaIn } from '@store/shared/i18n/format';
import type { Locale } from '@store/shared/i18n/locales';
import { textsIn } from '@store/shared/i18n/server';
import type { VatInvoice } from '@store/shared/schemas';
import { displayBdMobile } from '@store/shared/schemas/phone';
import { addressLinesIn, shippingLabelIn } from '../mail/index.ts';
import { dateTimeIn, newPdf, orDash, write, writeVatTable } from './pdf-writer.ts';

export async function renderInvoicePdf(invoice: VatInvoice, locale: Locale = 'en'): Promise<Buffer> {
  const { INVOICE_TEXT } = textsIn(locale, 'order-desk');
  const { VAT_INVOICE_TEXT: T } = textsIn(locale, 'vat');
  const { PAYMENT_METHOD_LABEL } = textsIn(locale, 'insights');
  const { BOOKS_DISCOUNT_TEXT: D } = textsIn(locale, 'promotions-books');
  const methodName = (method: string) => (PAYMENT_METHOD_LABEL as Record<string, string | undefined>)[method] ?? method;
  const { doc, bytes } = newPdf(`${T.title} ${invoice.number}`, invoice.seller.name);
  const left = 50;
  const width = doc.page.width - 100;

  write(doc, `${T.form} · ${T.title}`, { bold: true, size: 16, x: left, y: 50 });
  write(doc, T.law, { size: 8 });
  doc.moveDown(0.5);
  write(doc, T.seller, { bold: true });
  write(doc, `${T.name}: ${invoice.seller.name}`);
  write(doc, `${T.address}: ${invoice.seller.address}`, { width });
  write(doc, `${T.bin}: ${orDash(invoice.seller.bin)}`);
  doc.moveDown(0.5);
  write(doc, `${T.number}: ${invoice.number}`, { bold: true });
  write(doc, `${T.issuedAt}: ${dateTimeIn(locale, invoice.issuedAt)}`);
  write(doc, `${INVOICE_TEXT.order}: ${invoice.orderId}`);
  doc.moveDown(0.5);

  const b = invoice.buyer;
  write(doc, T.buyer, { bold: true });
  write(doc, `${T.name}: ${b.businessName ?? b.name ?? b.email}`);
  if (b.businessName && b.name) write(doc, b.name);
  write(doc, b.email);
  if (b.businessAddress) write(doc, `${T.address}: ${b.businessAddress}`, { width });
  write(doc, `${T.bin}: ${orDash(b.bin)}`);
  if (invoice.deliveryAddress) {
    for (const line of addressLinesIn(locale, invoice.deliveryAddress)) write(doc, line, { width });
  } else {
    write(doc, invoice.buyer.address, { width });
    write(doc, displayBdMobile(invoice.buyer.phone));
  }
  doc.moveDown();

  writeVatTable(doc, locale, invoice.vatLines, invoice.vatTotals, {
    delivery: shippingLabelIn(locale, INVOICE_TEXT.shipping, invoice),
    skus: invoice.lines.map((l) => l.sku),
  });
  write(doc, T.pricesIncludeVat, { size: 8, x: left });
  doc.moveDown();

  const discounts = invoice.discounts ?? [];
  if (discounts.length > 0) {
    write(doc, D.discounts, { bold: true, x: left });
    for (const d of discounts) {
      const name = d.code ? D.withCode({ name: d.name, code: d.code }) : d.name;
      write(doc, `${name}: −${formatTakaIn(locale, d.amount)}`, { width });
    }
    write(doc, D.vatAfterDiscount, { size: 8 });
    doc.moveDown();
  }

  if (invoice.creditNotes.length > 0) {
    write(doc, T.creditNotes, { bold: true, x: left });
    for (const c of invoice.creditNotes) write(doc, `${c.number} · ${dateTimeIn(locale, c.issuedAt)}`);
    doc.moveDown();
  }

  write(doc, INVOICE_TEXT.payment, { bold: true, x: left, y: doc.y });
  const p = invoice.payment;
  if (p.paidAt) write(doc, `${INVOICE_TEXT.paidAt}: ${dateTimeIn(locale, p.paidAt)}`);
  if (p.provider) write(doc, methodName(p.provider));
  if (p.transactionId) write(doc, `${INVOICE_TEXT.transaction}: ${p.transactionId}`);
  if (p.cardBrand && p.cardLast4) write(doc, INVOICE_TEXT.card({ brand: p.cardBrand, last4: p.cardLast4 }));
  doc.moveDown();
  write(doc, INVOICE_TEXT.thanks);

  doc.end();
  return bytes;
}
