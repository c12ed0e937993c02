// An order's history on its page: the timeline (each change of state, oldest first) and, for the admin,
// the refunds (decision 213); each entry says when, who and with what note.
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useFormat, useTexts } from '../../../lib/i18n.tsx';
import { orderEventsQueryOptions, orderRefundsQueryOptions } from '../api/order-queries.ts';

/** A titled box of the order page; its heading names the region. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 rounded-box border border-base-300 p-4">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Label: id", the id in a typewriter face that breaks anywhere. */
export function IdLine({ label, id }: { label: string; id: string | null | undefined }) {
  return id ? (
    <span className="text-sm">
      {label}:{' '}
      <span className="font-mono wrap-anywhere" translate="no">
        {id}
      </span>
    </span>
  ) : null;
}

interface EntryProps {
  at: string;
  /** Who made it; null: the store itself (said as `byStore` when given). */
  by: string | null;
  byStore?: string;
  note: string | null;
  /** Between the when and the note. */
  children?: ReactNode;
}

/** An entry's when and who, then its details and its note. */
function EntryLines({ at, by, byStore, note, children }: EntryProps) {
  const { ORDER_DESK_UI_TEXT: T } = useTexts('order-desk-ui');
  const { date } = useFormat();
  const who = by ? T.eventBy({ who: by }) : byStore;
  return (
    <>
      <span className="text-sm text-base-content/80">
        <time dateTime={at}>{date(at, 'dateTime')}</time>
        {who ? <span className="wrap-anywhere"> {who}</span> : null}
      </span>
      {children}
      {note ? (
        <span className="text-sm wrap-break-word" translate="no">
          {T.eventNote}: {note}
        </span>
      ) : null}
    </>
  );
}

export function OrderTimeline({ orderId, headingId }: { orderId: string; headingId: string }) {
  const { ORDER_DESK_UI_TEXT: T } = useTexts('order-desk-ui');
  const { ORDER_STATUS_LABEL } = useTexts('order-desk');
  const events = useQuery(orderEventsQueryOptions(orderId));
  if (events.isPending) return <div className="skeleton h-16 w-full" aria-hidden="true" />;
  if (events.isError) return <LoadError onRetry={() => void events.refetch()} />;
  if (events.data.length === 0) return <p>{T.noEvents}</p>;
  return (
    <ol aria-labelledby={headingId} className="flex flex-col border-s-2 border-base-300">
      {events.data.map((event) => (
        <li key={event.id} className="relative flex flex-col gap-0.5 ps-4 pb-4">
          <span aria-hidden="true" className="absolute -start-[7px] top-1.5 size-3 rounded-full bg-primary" />
          <span className="font-semibold">{event.from === null ? T.eventPlaced : ORDER_STATUS_LABEL[event.to]}</span>
          <EntryLines at={event.at} by={event.by} byStore={T.eventByStore} note={event.note}>
            {event.carrier || event.trackingNumber ? (
              <span className="text-sm wrap-anywhere" translate="no">
                {[event.carrier, event.trackingNumber].filter(Boolean).join(' · ')}
              </span>
            ) : null}
            <IdLine label={T.eventRefund} id={event.refundId} />
          </EntryLines>
        </li>
      ))}
    </ol>
  );
}

/** Refunded of paid and what is left, then each refund. A failed load says nothing: the timeline shows them too. */
export function OrderRefunds({ orderId }: { orderId: string }) {
  const { PARTIAL_REFUND_TEXT: T } = useTexts('order-desk-ui');
  const { taka } = useFormat();
  const refunds = useQuery(orderRefundsQueryOptions(orderId));
  if (!refunds.data || refunds.data.refunds.length === 0) return null;
  const r = refunds.data;
  return (
    <Panel title={T.refundsHeading}>
      <p>{T.refundsSummary({ refunded: taka(r.refunded), paid: taka(r.paid), refundable: taka(r.refundable) })}</p>
      <ul aria-label={T.refundsHeading} className="flex flex-col">
        {r.refunds.map((refund) => (
          <li key={refund.id} className="flex flex-col gap-0.5 border-b border-base-300 py-2 last:border-b-0">
            <span className="flex flex-wrap justify-between gap-x-4">
              <span className="font-semibold">
                {refund.kind === 'full' ? T.kindFull : T.kindPartial}: {taka(refund.amount)}
              </span>
              {refund.status === 'pending' ? <span className="badge badge-warning">{T.pending}</span> : null}
            </span>
            <IdLine label={T.creditNote} id={refund.creditNoteNumber} />
            <span className="text-sm wrap-break-word">
              {refund.lines.length > 0
                ? refund.lines.map((l) => T.linePieces({ n: l.quantity, product: l.productname })).join(', ')
                : T.goodwill}
            </span>
            <EntryLines at={refund.at} by={refund.by} note={refund.note} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}
