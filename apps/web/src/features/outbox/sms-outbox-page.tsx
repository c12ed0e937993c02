// /dashboard/sms-outbox (admin only): every text message the store wrote to buyers, newest first, as
// sent (its text, its SMS parts) and where it stands. A table on wide screens, cards on a phone.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { displayBdMobile } from '@store/shared/schemas/phone';
import type { SmsOutboxEntry } from '@store/shared/sms';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { CardTable, capitalize } from '../dashboard/index.ts';
import { smsOutboxQueryOptions } from './api/sms-outbox.ts';

const BADGE: Record<SmsOutboxEntry['status'], string> = {
  queued: 'badge-warning',
  sent: 'badge-success',
  failed: 'badge-error',
  held: 'badge-neutral',
};

function StateBadge({ entry }: { entry: SmsOutboxEntry }) {
  const { SMS_OUTBOX_TEXT } = useTexts('sms');
  const label = SMS_OUTBOX_TEXT[`states${capitalize(entry.status)}`];
  return <span className={`badge ${BADGE[entry.status]} whitespace-nowrap`}>{label}</span>;
}

export function SmsOutboxPage() {
  const { SMS_OUTBOX_TEXT } = useTexts('sms');
  const { date, number } = useFormat();
  const at = (iso: string | null) => (iso ? date(iso, 'dateTime') : '');
  usePageTitle(SMS_OUTBOX_TEXT.title);
  const [page, setPage] = useState(1);
  const outbox = useQuery(smsOutboxQueryOptions(page));

  if (outbox.isPending) return <Spinner />;
  if (outbox.isError) return <LoadError onRetry={() => void outbox.refetch()} />;
  const { items, pageCount, delivering } = outbox.data;

  return (
    <div>
      <h2 className="mb-2 text-2xl font-bold">{SMS_OUTBOX_TEXT.title}</h2>
      <p className="mb-2 text-sm">{SMS_OUTBOX_TEXT.intro}</p>
      {delivering ? null : (
        <p role="note" className="alert alert-info mb-4 text-sm break-words">
          {SMS_OUTBOX_TEXT.notConfigured}
        </p>
      )}
      {items.length === 0 ? (
        <p>{SMS_OUTBOX_TEXT.empty}</p>
      ) : (
        <>
          <CardTable
            rows={items}
            rowKey={(entry) => entry.id}
            columns={[
              {
                label: SMS_OUTBOX_TEXT.colTo,
                className: 'whitespace-nowrap',
                isData: true,
                cell: (e) => displayBdMobile(e.to),
              },
              // The text is written in its buyer's language, whatever this page's; a long link in it wraps
              // anywhere, and the times wrap too, so that eight columns fit beside the menu at 1280 px.
              {
                label: SMS_OUTBOX_TEXT.colText,
                isRowHeader: true,
                isData: true,
                className: 'min-w-32 font-normal [overflow-wrap:anywhere]',
                cell: (e) => e.body,
              },
              { label: SMS_OUTBOX_TEXT.colSegments, cell: (e) => number(e.segments) },
              { label: SMS_OUTBOX_TEXT.colState, cell: (e) => <StateBadge entry={e} /> },
              { label: SMS_OUTBOX_TEXT.colAttempts, cell: (e) => number(e.attempts) },
              {
                label: SMS_OUTBOX_TEXT.colLastError,
                className: 'max-w-40 text-xs [overflow-wrap:anywhere]',
                isData: true,
                cell: (e) => e.lastError ?? '',
              },
              { label: SMS_OUTBOX_TEXT.colCreated, cell: (e) => at(e.createdAt) },
              { label: SMS_OUTBOX_TEXT.colSent, cell: (e) => at(e.sentAt) },
            ]}
          />
          <div className="mt-4 flex justify-center text-sm">
            <Pager
              page={page}
              pages={pageCount}
              onPage={setPage}
              label={SMS_OUTBOX_TEXT.title}
              texts={{
                previous: SMS_OUTBOX_TEXT.previous,
                next: SMS_OUTBOX_TEXT.next,
                pageOf: SMS_OUTBOX_TEXT.page({ n: page, of: pageCount }),
              }}
            />
          </div>
        </>
      )}
    </div>
  );
}
