// "View invoice" (the printable page) and "Download PDF" (in the page's language) for an order that has an invoice.
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { useLocale, useTexts } from '../../../lib/i18n.tsx';
import { downloadInvoicePdf } from '../api/order-queries.ts';
import { invoicePath } from '../paths.ts';

export function DownloadPdfButton({ orderId, invoiceNumber }: { orderId: string; invoiceNumber: string }) {
  const { ORDER_DESK_UI_TEXT: T } = useTexts('order-desk-ui');
  const locale = useLocale();
  const [isDownloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      await downloadInvoicePdf(orderId, invoiceNumber, locale);
    } catch {
      toast.error(T.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }
  return (
    <button type="button" className="btn btn-outline" disabled={isDownloading} onClick={() => void download()}>
      {isDownloading ? T.downloading : T.downloadPdf}
    </button>
  );
}

export function InvoiceLinks({ orderId, invoiceNumber }: { orderId: string; invoiceNumber: string }) {
  const { ORDER_DESK_UI_TEXT: T } = useTexts('order-desk-ui');
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={invoicePath(orderId)} className="btn btn-primary">
        {T.viewInvoice}
      </Link>
      <DownloadPdfButton orderId={orderId} invoiceNumber={invoiceNumber} />
    </div>
  );
}
