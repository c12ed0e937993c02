// An order's refunds for the admin (decision 213): refunded of paid and what is left, then each refund.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useFormat, useTexts } from '../../../lib/i18n.tsx';
import { orderRefundsQueryOptions } from '../api/order-queries.ts';

export function OrderRefunds({ orderId }: { orderId: string }) {
  const { PARTIAL_REFUND_TEXT: T, ORDER_DESK_UI_TEXT } = useTexts('order-desk-ui');
  const { taka, date } = useFormat();
  const headingId = useId();
  const refunds = useQuery(orderRefundsQueryOptions(orderId));
  // A failed load says nothing: the timeline shows the refunds too.
  if (!refunds.data || refunds.data.refunds.length === 0) return null;
  const r = refunds.data;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-box border border-base-300 p-4">
      <h2 id={headingId} className="text-xl font-bold">
        {T.refundsHeading}
      </h2>
      <p>{T.refundsSummary({ refunded: taka(r.refunded), paid: taka(r.paid), refundable: taka(r.refundable) })}</p>
      <ul aria-labelledby={headingId} className="flex flex-col">
        {r.refunds.map((refund) => (
          <li key={refund.id} className="flex flex-col gap-0.5 border-b border-base-300 py-2 last:border-b-0">
            <span className="flex flex-wrap justify-between gap-x-4">
              <span className="font-semibold">
                {refund.kind === 'full' ? T.kindFull : T.kindPartial}: {taka(refund.amount)}
              </span>
              {refund.status === 'pending' ? <span className="badge badge-warning">{T.pending}</span> : null}
            </span>
            {refund.creditNoteNumber ? (
              <span className="text-sm">
                {T.creditNote}:{' '}
                <span className="font-mono wrap-anywhere" translate="no">
                  {refund.creditNoteNumber}
                </span>
              </span>
            ) : null}
            <span className="text-sm wrap-break-word">
              {refund.lines.length > 0
                ? refund.lines.map((l) => T.linePieces({ n: l.quantity, product: l.productname })).join(', ')
                : T.goodwill}
            </span>
            <span className="text-sm text-base-content/80">
              <time dateTime={refund.at}>{date(refund.at, 'dateTime')}</time>
              {refund.by ? (
                <span className="wrap-anywhere"> {ORDER_DESK_UI_TEXT.eventBy({ who: refund.by })}</span>
              ) : null}
            </span>
            {refund.note ? (
              <span className="text-sm wrap-break-word" translate="no">
                {ORDER_DESK_UI_TEXT.eventNote}: {refund.note}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
