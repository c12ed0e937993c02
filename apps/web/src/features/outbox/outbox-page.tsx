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
import { capitalize, Detail } from '../dashboard/index.ts';
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

  const previewButton = (entry: OutboxEntry) => (
    <button
      type="button"
      className="btn btn-sm btn-outline"
      onClick={() => setPreviewId(entry.id)}
      // Named "Preview: <subject>" (the subject is data, shown in the row, in its recipient's language).
      aria-label={`${OUTBOX_TEXT.preview}: ${entry.subject}`}
    >
      {OUTBOX_TEXT.preview}
    </button>
  );

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
        // The table when its box is 48rem or wider, cards below (a phone, the dashboard at 1024 px).
        <div className="@container">
          <div className="hidden rounded-box border border-base-300 @3xl:block">
            <table className="table">
              <thead className="text-base-content">
                {/* NOTE: daisyUI's muted header colour is just under 4.5:1 on this background. */}
                <tr className="text-base-content">
                  <th scope="col">{OUTBOX_TEXT.colTo}</th>
                  <th scope="col">{OUTBOX_TEXT.colSubject}</th>
                  <th scope="col">{OUTBOX_TEXT.colState}</th>
                  <th scope="col">{OUTBOX_TEXT.colAttempts}</th>
                  <th scope="col">{OUTBOX_TEXT.colLastError}</th>
                  <th scope="col">{OUTBOX_TEXT.colCreated}</th>
                  <th scope="col">
                    <span className="sr-only">{OUTBOX_TEXT.preview}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((entry) => (
                  <tr key={entry.id}>
                    <td className="min-w-40 wrap-anywhere" translate="no">
                      {entry.to}
                    </td>
                    {/* The subject is written in its recipient's language, whatever this page's. */}
                    <td translate="no">{entry.subject}</td>
                    <td>
                      <StateBadge entry={entry} />
                    </td>
                    <td>{number(entry.attempts)}</td>
                    <td className="max-w-48 text-xs break-words" translate="no">
                      {entry.lastError ?? ''}
                    </td>
                    <td className="whitespace-nowrap">{written(entry.createdAt)}</td>
                    <td>{previewButton(entry)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 @3xl:hidden">
            {items.map((entry) => (
              <li key={entry.id} className="rounded-box border border-base-300 p-3">
                <p className="font-semibold break-words" translate="no">
                  {entry.subject}
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <Detail term={OUTBOX_TEXT.colTo} data={entry.to} className="wrap-anywhere" />
                  <Detail term={OUTBOX_TEXT.colState}>
                    <StateBadge entry={entry} />
                  </Detail>
                  <Detail term={OUTBOX_TEXT.colAttempts}>{number(entry.attempts)}</Detail>
                  <Detail term={OUTBOX_TEXT.colLastError} data={entry.lastError} className="text-xs break-words" />
                  <Detail term={OUTBOX_TEXT.colCreated}>{written(entry.createdAt)}</Detail>
                </dl>
                <div className="mt-2">{previewButton(entry)}</div>
              </li>
            ))}
          </ul>
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
        </div>
      )}
      {previewId ? <Preview id={previewId} onClose={() => setPreviewId(null)} /> : null}
    </div>
  );
}
