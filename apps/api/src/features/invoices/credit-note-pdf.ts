// A refund's credit note as a PDF: Mushak-6.7, referencing its invoice, with the refunded amount split
// into value and VAT by rate (docs/features/vat-invoices.md).
import type { Locale } from '@store/shared/i18n/locales';
import { textsIn } from '@store/shared/i18n/server';
import type { CreditNote } from '@store/shared/schemas';
import { dateTimeIn, newPdf, orDash, write, writeVatTable } from './pdf-writer.ts';

export async function renderCreditNotePdf(note: CreditNote, locale: Locale = 'en'): Promise<Buffer> {
  const { VAT_INVOICE_TEXT: T } = textsIn(locale, 'vat');
  const { doc, bytes } = newPdf(`${T.creditNoteTitle} ${note.number}`, note.seller.name);
  const width = doc.page.width - 100;

  write(doc, `${T.creditNoteForm} · ${T.creditNoteTitle}`, { bold: true, size: 16, x: 50, y: 50 });
  doc.moveDown(0.5);
  write(doc, T.seller, { bold: true });
  write(doc, `${T.name}: ${note.seller.name}`);
  write(doc, `${T.address}: ${note.seller.address}`, { width });
  write(doc, `${T.bin}: ${orDash(note.seller.bin)}`);
  doc.moveDown(0.5);
  write(doc, T.buyer, { bold: true });
  write(doc, `${T.name}: ${note.buyer.businessName ?? note.buyer.name ?? '—'}`);
  write(doc, `${T.address}: ${note.buyer.address}`, { width });
  write(doc, `${T.bin}: ${orDash(note.buyer.bin)}`);
  doc.moveDown(0.5);
  write(doc, `${T.creditNote}: ${note.number}`, { bold: true });
  write(doc, `${T.issuedAt}: ${dateTimeIn(locale, note.issuedAt)}`);
  write(doc, `${T.invoiceReference}: ${note.invoiceNumber}`);
  if (note.refundId) write(doc, `${T.refund}: ${note.refundId}`);
  if (note.reason) write(doc, `${T.reason}: ${note.reason}`, { width });
  doc.moveDown();

  writeVatTable(doc, locale, note.lines, note.totals);

  doc.end();
  return bytes;
}
