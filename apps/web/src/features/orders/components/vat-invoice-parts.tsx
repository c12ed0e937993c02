// The Mushak-6.3 parts of the invoice page: the VAT table (value before VAT, rate and VAT per line), its
// totals, and the credit notes (Mushak-6.7) with their PDFs (docs/features/vat-invoices.md).
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import type { Invoice, VatInvoice } from '@store/shared/schemas';
import { useFormat, useLocale, useTexts } from '../../../lib/i18n.tsx';
import { CardTable } from '../../dashboard/index.ts';
import { downloadCreditNotePdf } from '../api/order-queries.ts';
import { OrderLineName } from './order-line-name.tsx';

/** The amounts' columns: right-aligned in a table. */
const RIGHT = { className: '@3xl:text-right', headClassName: 'text-right' };

type VatRow = VatInvoice['vatLines'][number] & { key: string; line: Invoice['lines'][number] | undefined };

/** The invoice's lines with their VAT, the delivery last; `deliveryLabel` names the delivery line. */
export function VatTable({ invoice, deliveryLabel }: { invoice: VatInvoice; deliveryLabel: ReactNode }) {
  const { VAT_INVOICE_TEXT: T, VAT_RATE_SHORT } = useTexts('vat');
  const { BOOKS_DISCOUNT_TEXT: D } = useTexts('promotions-books');
  const { taka, number } = useFormat();
  const rows: VatRow[] = invoice.vatLines.map((l, i) => ({ ...l, key: `${l.kind}-${i}`, line: invoice.lines[i] }));
  return (
    <CardTable
      // Seven columns: the small table's padding lets them fit the invoice's width beside the dashboard menu.
      className="table-sm"
      rows={rows}
      rowKey={(row) => row.key}
      columns={[
        {
          label: T.description,
          className: 'wrap-break-word',
          isData: true,
          cell: (row) => (
            <>
              {row.kind === 'delivery' ? deliveryLabel : row.line ? <OrderLineName line={row.line} /> : row.description}
              {row.discount ? (
                // What promotions took off the line; its value, VAT and total are after it.
                <span className="block text-sm">{D.lineDiscount({ amount: `−${taka(row.discount)}` })}</span>
              ) : null}
            </>
          ),
        },
        { label: T.quantity, ...RIGHT, cell: (row) => (row.quantity === null ? '' : number(row.quantity)) },
        { label: T.unitPrice, ...RIGHT, cell: (row) => taka(row.unitPrice) },
        { label: T.valueBeforeVat, ...RIGHT, cell: (row) => taka(row.valueBeforeVat) },
        { label: T.rate, ...RIGHT, cell: (row) => VAT_RATE_SHORT[row.rate] },
        { label: T.vat, ...RIGHT, cell: (row) => taka(row.vat) },
        { label: T.total, ...RIGHT, cell: (row) => taka(row.total) },
      ]}
    />
  );
}

/** The promotions the order received, by name and code, with what each took off; nothing without one. */
export function DiscountList({ invoice }: { invoice: VatInvoice }) {
  const { BOOKS_DISCOUNT_TEXT: D } = useTexts('promotions-books');
  const { taka } = useFormat();
  const discounts = invoice.discounts ?? [];
  if (discounts.length === 0) return null;
  return (
    <section aria-labelledby="invoice-discounts-heading">
      <h2 id="invoice-discounts-heading" className="font-bold">
        {D.discounts}
      </h2>
      <ul className="flex flex-col gap-1">
        {discounts.map((d) => (
          <li key={d.promotionId} className="flex flex-wrap justify-between gap-x-4">
            <span>{d.code ? D.withCode({ name: d.name, code: d.code }) : d.name}</span>
            <span>−{taka(d.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm">{D.vatAfterDiscount}</p>
    </section>
  );
}

/** Value before VAT, VAT and the total with VAT: the sums of the lines. */
export function VatTotals({ totals }: { totals: VatInvoice['vatTotals'] }) {
  const { VAT_INVOICE_TEXT: T } = useTexts('vat');
  const { taka } = useFormat();
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 self-end text-lg sm:min-w-80">
      <dt>{T.valueBeforeVat}</dt>
      <dd className="text-right">{taka(totals.valueBeforeVat)}</dd>
      <dt>{T.vat}</dt>
      <dd className="text-right">{taka(totals.vat)}</dd>
      <dt className="font-bold">{T.total}</dt>
      <dd className="text-right font-bold">{taka(totals.total)}</dd>
      <dd className="col-span-2 text-right text-sm">{T.pricesIncludeVat}</dd>
    </dl>
  );
}

function CreditNotePdfButton({ orderId, number }: { orderId: string; number: string }) {
  const { ORDER_DESK_UI_TEXT } = useTexts('order-desk-ui');
  const { VAT_INVOICE_TEXT: T } = useTexts('vat');
  const locale = useLocale();
  const download = useMutation({
    mutationFn: () => downloadCreditNotePdf(orderId, number, locale),
    onError: () => toast.error(ORDER_DESK_UI_TEXT.downloadFailed),
  });
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm print:hidden"
      disabled={download.isPending}
      aria-label={`${T.download}: ${number}`}
      onClick={() => download.mutate()}
    >
      {T.download}
    </button>
  );
}

/** The credit notes issued against the invoice, each with its VAT and a PDF; nothing when there are none. */
export function CreditNoteList({ invoice }: { invoice: VatInvoice }) {
  const { VAT_INVOICE_TEXT: T } = useTexts('vat');
  const { taka, date } = useFormat();
  if (invoice.creditNotes.length === 0) return null;
  return (
    <section aria-labelledby="credit-notes-heading">
      <h2 id="credit-notes-heading" className="font-bold">
        {T.creditNotes} ({T.creditNoteForm})
      </h2>
      <ul className="flex flex-col gap-2">
        {invoice.creditNotes.map((c) => (
          <li key={c.number} className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span className="font-mono" translate="no">
              {c.number}
            </span>
            <time dateTime={c.issuedAt}>{date(c.issuedAt)}</time>
            <span>
              {T.total}: {taka(c.total)} · {T.vat}: {taka(c.vat)}
            </span>
            <CreditNotePdfButton orderId={invoice.orderId} number={c.number} />
          </li>
        ))}
      </ul>
    </section>
  );
}
