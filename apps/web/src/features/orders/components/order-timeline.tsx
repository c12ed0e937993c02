// An order's timeline, oldest first: each change of state, who made it, when, and what came with it.
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useFormat, useTexts } from '../../../lib/i18n.tsx';
import { orderEventsQueryOptions } from '../api/order-queries.ts';

export function OrderTimeline({ orderId, headingId }: { orderId: string; headingId: string }) {
  const { ORDER_DESK_UI_TEXT: T } = useTexts('order-desk-ui');
  const { ORDER_STATUS_LABEL } = useTexts('order-desk');
  const { date } = useFormat();
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
          <span className="text-sm text-base-content/80">
            <time dateTime={event.at}>{date(event.at, 'dateTime')}</time>{' '}
            <span className="wrap-anywhere">{event.by ? T.eventBy({ who: event.by }) : T.eventByStore}</span>
          </span>
          {event.carrier || event.trackingNumber ? (
            <span className="text-sm wrap-anywhere" translate="no">
              {[event.carrier, event.trackingNumber].filter(Boolean).join(' · ')}
            </span>
          ) : null}
          {event.refundId ? (
            <span className="text-sm">
              {T.eventRefund}:{' '}
              <span className="font-mono wrap-anywhere" translate="no">
                {event.refundId}
              </span>
            </span>
          ) : null}
          {event.note ? (
            <span className="text-sm wrap-break-word" translate="no">
              {T.eventNote}: {event.note}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
