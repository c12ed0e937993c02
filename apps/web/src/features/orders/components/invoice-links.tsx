// "View invoice" (the printable page) and "Download PDF" (in the page's language) for an order that has an invoice.
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { useLocale, useTexts } from '../../../lib/i18n.tsx';
import { downloadInvoicePdf } from '../api/order-queries.ts';
import { invoicePath } from '../paths.ts';

export function DownloadPdfButton({ orderId, invoiceNumber }: { orderId: string; invoiceNumber: string }) {
  const { ORDER_DESK_UI_TEXT: T } = useTexts('order-desk-ui');
  const locale = useLocale();
  const download = useMutation({
    mutationFn: () => downloadInvoicePdf(orderId, invoiceNumber, locale),
    onError: () => toast.error(T.downloadFailed),
  });
  return (
    <button type="button" className="btn btn-outline" disabled={download.isPending} onClick={() => download.mutate()}>
      {download.isPending ? T.downloading : T.downloadPdf}
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
