// /dashboard/cod-queue (admin only): cash-on-delivery orders waiting for the owner's call, oldest first,
// with the number to tap and its history; Confirm and Cancel are the order desk's own transitions.
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { Link } from 'react-router';
import { displayBdMobile } from '@store/shared/schemas/phone';
import type { CodAdvanceRefundItem, CodQueueItem } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { CardTable } from '../dashboard/index.ts';
import { orderPath } from '../orders/index.ts';
import { codQueueQueryOptions, useQueueTransition, useRefundCodAdvance } from './api/cod-trust.ts';
import { CodHistorySummary } from './components/cod-history.tsx';

/** The order's short number, as its text messages name it. */
const refOf = (id: string) => id.slice(0, 8).toUpperCase();

function QueueActions({ item }: { item: CodQueueItem }) {
  const { COD_QUEUE_TEXT: T } = useTexts('cod-trust');
  const errorText = useApiErrorText();
  const move = useQueueTransition();
  const ref = refOf(item.id);
  const run = (to: 'processing' | 'cancelled') =>
    move.mutate(
      { id: item.id, input: { to, note: to === 'processing' ? T.confirmNote : T.cancelNote } },
      {
        onSuccess: () => toast.success(to === 'processing' ? T.confirmed({ ref }) : T.cancelled({ ref })),
        onError: (e) => toast.error(T.failed({ reason: errorText.message(e, '') })),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={move.isPending}
        aria-label={T.confirmLabel({ ref })}
        onClick={() => run('processing')}
      >
        {T.confirm}
      </button>
      <button
        type="button"
        className="btn btn-outline btn-error btn-sm"
        disabled={move.isPending}
        aria-label={T.cancelLabel({ ref })}
        onClick={() => run('cancelled')}
      >
        {T.cancel}
      </button>
    </div>
  );
}

/** The delivery fee asked in advance (COD rules, rule b): due, or paid online. */
function AdvanceBadge({ item }: { item: CodQueueItem }) {
  const { COD_ADVANCE_TEXT: A } = useTexts('cod-trust');
  if (item.advance === null) return null;
  return item.advancePaid ? (
    <span className="badge badge-success badge-sm whitespace-nowrap">{A.advancePaid({ advance: item.advance })}</span>
  ) : (
    <span className="badge badge-warning badge-sm whitespace-nowrap">{A.advanceDue({ advance: item.advance })}</span>
  );
}

/** Closed orders whose advance was paid online: each refunded with one click, through the provider that took it. */
function AdvanceRefunds({ refunds }: { refunds: readonly CodAdvanceRefundItem[] }) {
  const { COD_ADVANCE_TEXT: A } = useTexts('cod-trust');
  const errorText = useApiErrorText();
  const refund = useRefundCodAdvance();
  if (refunds.length === 0) return null;
  return (
    <section className="mt-6" aria-labelledby="cod-advance-refunds">
      <h3 id="cod-advance-refunds" className="mb-1 text-lg font-semibold">
        {A.refundsTitle}
      </h3>
      <p className="mb-2 text-sm">{A.refundsIntro}</p>
      <ul className="flex flex-col gap-2">
        {refunds.map((r) => {
          const ref = refOf(r.id);
          return (
            <li key={r.id} className="flex flex-wrap items-center gap-2 rounded-box border border-base-300 p-2">
              <Link to={orderPath(r.id)} className="link font-mono" translate="no">
                {ref}
              </Link>
              <span className="wrap-anywhere">{A.refundItem({ advance: r.advance, provider: r.provider ?? '' })}</span>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={refund.isPending}
                aria-label={A.refundLabel({ ref })}
                onClick={() =>
                  refund.mutate(r.id, {
                    onSuccess: () => toast.success(A.refunded({ ref })),
                    onError: (e) => toast.error(errorText.message(e, A.refundsTitle)),
                  })
                }
              >
                {A.refund}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function CodQueuePage() {
  const { COD_QUEUE_TEXT: T } = useTexts('cod-trust');
  const { taka, date } = useFormat();
  usePageTitle(T.title);
  const queue = useQuery(codQueueQueryOptions());

  if (queue.isPending) return <Spinner />;
  if (queue.isError) return <LoadError onRetry={() => void queue.refetch()} />;
  const { items, advanceRefunds } = queue.data;

  return (
    <div>
      <h2 className="mb-2 text-2xl font-bold">{T.title}</h2>
      <p className="mb-4 text-sm">{T.intro}</p>
      {items.length === 0 ? (
        <p>{T.empty}</p>
      ) : (
        <CardTable
          rows={items}
          rowKey={(item) => item.id}
          columns={[
            {
              label: T.colOrder,
              isRowHeader: true,
              cell: (item) => (
                <Link to={orderPath(item.id)} className="link font-mono" translate="no">
                  {refOf(item.id)}
                </Link>
              ),
            },
            { label: T.colBuyer, className: 'wrap-anywhere', isData: true, cell: (item) => item.buyerName ?? '' },
            {
              label: T.colPhone,
              className: 'whitespace-nowrap',
              cell: (item) => (
                <a
                  href={`tel:${item.phone.replace(/[^\d+]/g, '')}`}
                  className="link"
                  translate="no"
                  aria-label={T.call({ phone: displayBdMobile(item.phone) })}
                >
                  {displayBdMobile(item.phone)}
                </a>
              ),
            },
            {
              label: T.colTotal,
              className: 'whitespace-nowrap',
              cell: (item) => (
                <div className="flex flex-col items-start gap-1">
                  {taka(item.total)}
                  <AdvanceBadge item={item} />
                </div>
              ),
            },
            { label: T.colZone, isData: true, cell: (item) => item.shippingZone ?? T.noZone },
            {
              label: T.colPlaced,
              cell: (item) => <time dateTime={item.createdAt}>{date(item.createdAt, 'dateTime')}</time>,
            },
            { label: T.colHistory, cell: (item) => <CodHistorySummary history={item.history} /> },
            { label: T.colActions, isUnlabelled: true, cell: (item) => <QueueActions item={item} /> },
          ]}
        />
      )}
      <AdvanceRefunds refunds={advanceRefunds} />
    </div>
  );
}
