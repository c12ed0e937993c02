// /dashboard/orders/{id}/invoice (the owner and admins): the paid order's Mushak-6.3 tax invoice as a
// printable page (the print styles hide the site's navigation and these buttons), its PDF and credit notes.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { displayBdMobile } from '@store/shared/schemas/phone';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { Detail } from '../dashboard/index.ts';
import { invoiceQueryOptions } from './api/order-queries.ts';
import { DeliveryAddressLines, useShippingLabel } from './components/delivery-address.tsx';
import { DownloadPdfButton } from './components/invoice-links.tsx';
import { CreditNoteList, DiscountList, VatTable, VatTotals } from './components/vat-invoice-parts.tsx';
import { orderPath } from './paths.ts';
import { accountLabel } from '../../lib/account-label.ts';

export function InvoicePage() {
  const { ORDER_DESK_UI_TEXT: T } = useTexts('order-desk-ui');
  const { INVOICE_TEXT } = useTexts('order-desk');
  const { UI_TEXT } = useTexts('common');
  const { VAT_INVOICE_TEXT: V } = useTexts('vat');
  const { date } = useFormat();
  const apiText = useApiErrorText();
  const shippingLabel = useShippingLabel();
  usePageTitle(V.title);
  const { id = '' } = useParams();
  const invoice = useQuery(invoiceQueryOptions(id));
  if (invoice.isPending) return <Spinner />;
  if (invoice.isError) {
    return (
      <LoadError message={apiText.message(invoice.error, UI_TEXT.loadFailed)} onRetry={() => void invoice.refetch()} />
    );
  }
  const inv = invoice.data;
  const card = inv.payment.cardLast4
    ? T.cardEnding({ brand: inv.payment.cardBrand ?? T.card, last4: inv.payment.cardLast4 })
    : null;
  return (
    <article className="invoice flex max-w-4xl flex-col gap-6 bg-base-100 text-base-content print:max-w-none">
      <div className="flex flex-wrap gap-2 print:hidden">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {T.print}
        </button>
        <DownloadPdfButton orderId={inv.orderId} invoiceNumber={inv.number} />
        <Link to={orderPath(inv.orderId)} className="btn btn-ghost">
          {T.backToOrder}
        </Link>
      </div>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm">
            {V.form} · {V.law}
          </p>
          <h1 className="text-3xl font-bold">{V.title}</h1>
          <p className="font-mono text-lg" translate="no">
            {inv.number}
          </p>
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <Detail term={V.issuedAt}>
            <time dateTime={inv.issuedAt}>{date(inv.issuedAt, 'dateTime')}</time>
          </Detail>
          <Detail term={T.orderNumber} data={inv.orderId} className="font-mono wrap-anywhere" />
          <Detail term={T.placed}>
            <time dateTime={inv.placedAt}>{date(inv.placedAt)}</time>
          </Detail>
        </dl>
      </header>
      <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <section>
          <h2 className="font-bold">{T.seller}</h2>
          <div translate="no">
            <p>{inv.seller.name}</p>
            <p className="whitespace-pre-line">{inv.seller.address}</p>
          </div>
          <p>
            {V.bin}: <span translate="no">{inv.seller.bin ?? '—'}</span>
          </p>
        </section>
        <section>
          <h2 className="font-bold">{INVOICE_TEXT.buyer}</h2>
          <div translate="no">
            {inv.buyer.name ? <p>{inv.buyer.name}</p> : null}
            <p className="wrap-anywhere">{accountLabel(inv.buyer.email)}</p>
            {inv.buyer.businessName ? <p className="font-bold">{inv.buyer.businessName}</p> : null}
            {inv.buyer.businessAddress ? (
              <p className="whitespace-pre-line wrap-break-word">{inv.buyer.businessAddress}</p>
            ) : null}
          </div>
          <p>
            {V.bin}: <span translate="no">{inv.buyer.bin ?? '—'}</span>
          </p>
          {inv.deliveryAddress ? (
            <div className="mt-1">
              <DeliveryAddressLines address={inv.deliveryAddress} />
            </div>
          ) : (
            <div translate="no">
              <p className="whitespace-pre-line wrap-break-word">{inv.buyer.address}</p>
              <p>{displayBdMobile(inv.buyer.phone)}</p>
            </div>
          )}
        </section>
      </div>
      <VatTable invoice={inv} deliveryLabel={shippingLabel(INVOICE_TEXT.shipping, inv)} />
      <DiscountList invoice={inv} />
      <VatTotals totals={inv.vatTotals} />
      <CreditNoteList invoice={inv} />
      <section>
        <h2 className="font-bold">{T.payment}</h2>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
          <Detail term={T.provider} data={inv.payment.provider} />
          <Detail term={T.transactionId} data={inv.payment.transactionId} className="font-mono wrap-anywhere" />
          <Detail term={T.card}>{card}</Detail>
          {inv.payment.paidAt ? (
            <Detail term={T.paidOn}>
              <time dateTime={inv.payment.paidAt}>{date(inv.payment.paidAt)}</time>
            </Detail>
          ) : null}
        </dl>
      </section>
    </article>
  );
}
