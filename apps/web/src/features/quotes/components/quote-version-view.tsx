// One version of a quote: per line the quantity, the unit price (the list price struck through when the
// quote is lower), the line total; then the charges, until when it holds (Dhaka time) and the shop's note.
import { poishaToTaka } from '@store/shared/money';
import type { Quote, QuoteVersion } from '@store/shared/schemas';
import { Charges } from '../../../components/ui/charges.tsx';
import { useFormat, useTexts } from '../../../lib/i18n.tsx';
import { CardTable } from '../../dashboard/index.ts';

type VersionLine = QuoteVersion['lines'][number];

export function QuoteVersionView({ quote, version }: { quote: Quote; version: QuoteVersion }) {
  const { QUOTE_PAGE_TEXT: T } = useTexts('quotes-ui');
  const { taka, number, date } = useFormat();
  const listPrice = (line: VersionLine) => quote.lines.find((l) => l.variantId === line.variantId)?.listPrice;
  return (
    <div>
      <CardTable
        rows={version.lines}
        rowKey={(l) => l.variantId}
        columns={[
          {
            label: T.colProduct,
            isRowHeader: true,
            isData: true,
            className: 'font-normal [overflow-wrap:anywhere]',
            cell: (l) => l.name,
          },
          { label: T.colQuantity, cell: (l) => number(l.quantity) },
          {
            label: T.colUnitPrice,
            cell: (l) => {
              const list = listPrice(l);
              return (
                <div>
                  {taka(poishaToTaka(l.unitPrice))}
                  {list !== undefined && list > l.unitPrice ? (
                    <>
                      {' '}
                      <s className="text-sm">{T.listPrice({ price: taka(poishaToTaka(list)) })}</s>
                    </>
                  ) : null}
                </div>
              );
            },
          },
          { label: T.colLineTotal, cell: (l) => taka(poishaToTaka(l.lineTotal)) },
        ]}
      />
      <Charges
        subtotal={poishaToTaka(version.subtotal)}
        shipping={poishaToTaka(version.shipping)}
        total={poishaToTaka(version.total)}
        className="mt-4 sm:ml-auto"
      />
      <p className="mt-3 font-semibold">{T.validUntil({ date: date(version.validUntil, 'dateTime') })}</p>
      {version.note ? (
        <div className="mt-3">
          <p className="font-semibold">{T.ownerNote}</p>
          <p className="whitespace-pre-wrap [overflow-wrap:anywhere]" translate="no">
            {version.note}
          </p>
        </div>
      ) : null}
    </div>
  );
}
