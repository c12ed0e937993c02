// /dashboard/outbox (ours, admin only): every email the store wrote, newest first, and a preview of
// one in a sandboxed frame. A table on wide screens, cards on a phone.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OutboxEntry } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { CardTable, capitalize } from '../dashboard/index.ts';
import { outboxMessageQueryOptions, outboxQueryOptions } from './api/outbox.ts';

const BADGE: Record<OutboxEntry['status'], string> = {
  queued: 'badge-warning',
  sent: 'badge-success',
  failed: 'badge-error',
  held: 'badge-neutral',
};

function StateBadge({ entry }: { entry: OutboxEntry }) {
  const { OUTBOX_TEXT } = useTexts('mail');
  const label = OUTBOX_TEXT[`states${capitalize(entry.status)}`];
  return <span className={`badge ${BADGE[entry.status]} whitespace-nowrap`}>{label}</span>;
}

function Preview({ id, onClose }: { id: string; onClose: () => void }) {
  const { OUTBOX_TEXT } = useTexts('mail');
  const message = useQuery(outboxMessageQueryOptions(id));
  if (message.isPending) return <Spinner />;
  if (message.isError) return <LoadError onRetry={() => void message.refetch()} />;
  return (
    <section aria-labelledby="outbox-preview-title" className="mt-6 rounded-box border border-base-300 p-3">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id="outbox-preview-title" className="font-semibold break-words">
          {OUTBOX_TEXT.previewTitle({ subject: message.data.subject })}
        </h3>
        <button type="button" className="btn btn-sm" onClick={onClose}>
          {OUTBOX_TEXT.closePreview}
        </button>
      </div>
      {/* NOTE: an empty sandbox: the email's HTML runs no script and cannot reach this page. */}
      <iframe
        title={OUTBOX_TEXT.previewTitle({ subject: message.data.subject })}
        sandbox=""
        srcDoc={message.data.html}
        className="h-[32rem] w-full rounded border border-base-300 bg-white"
      />
    </section>
  );
}

export function OutboxPage() {
  const { OUTBOX_TEXT } = useTexts('mail');
  const { date, number } = useFormat();
  const written = (iso: string) => date(iso, 'dateTime');
  usePageTitle(OUTBOX_TEXT.title);
  const [page, setPage] = useState(1);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const outbox = useQuery(outboxQueryOptions(page));

  if (outbox.isPending) return <Spinner />;
  if (outbox.isError) return <LoadError onRetry={() => void outbox.refetch()} />;
  const { items, pageCount, delivering } = outbox.data;

  return (
    <div>
      <h2 className="mb-2 text-2xl font-bold">{OUTBOX_TEXT.title}</h2>
      <p className="mb-2 text-sm">{OUTBOX_TEXT.intro}</p>
      {delivering ? null : (
        <p role="note" className="alert alert-info mb-4 text-sm">
          {OUTBOX_TEXT.notConfigured}
        </p>
      )}
      {items.length === 0 ? (
        <p>{OUTBOX_TEXT.empty}</p>
      ) : (
        // A table when its box is 48rem or wider, cards below (a phone, the dashboard at 1024 px).
        <>
          <CardTable
            rows={items}
            rowKey={(entry) => entry.id}
            columns={[
              { label: OUTBOX_TEXT.colTo, className: 'min-w-40 wrap-anywhere', isData: true, cell: (e) => e.to },
              // The subject is written in its recipient's language, whatever this page's.
              { label: OUTBOX_TEXT.colSubject, isRowHeader: true, isData: true, cell: (e) => e.subject },
              { label: OUTBOX_TEXT.colState, cell: (e) => <StateBadge entry={e} /> },
              { label: OUTBOX_TEXT.colAttempts, cell: (e) => number(e.attempts) },
              {
                label: OUTBOX_TEXT.colLastError,
                className: 'max-w-48 text-xs break-words',
                isData: true,
                cell: (e) => e.lastError ?? '',
              },
              { label: OUTBOX_TEXT.colCreated, className: 'whitespace-nowrap', cell: (e) => written(e.createdAt) },
              {
                label: OUTBOX_TEXT.preview,
                isLabelHidden: true,
                isUnlabelled: true,
                cell: (entry) => (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    onClick={() => setPreviewId(entry.id)}
                    // Named "Preview: <subject>" (the subject is data, shown in the row, in its recipient's language).
                    aria-label={`${OUTBOX_TEXT.preview}: ${entry.subject}`}
                  >
                    {OUTBOX_TEXT.preview}
                  </button>
                ),
              },
            ]}
          />
          <div className="mt-4 flex justify-center text-sm">
            <Pager
              page={page}
              pages={pageCount}
              onPage={setPage}
              label={OUTBOX_TEXT.title}
              texts={{
                previous: OUTBOX_TEXT.previous,
                next: OUTBOX_TEXT.next,
                pageOf: OUTBOX_TEXT.page({ n: page, of: pageCount }),
              }}
            />
          </div>
        </>
      )}
      {previewId ? <Preview id={previewId} onClose={() => setPreviewId(null)} /> : null}
    </div>
  );
}
