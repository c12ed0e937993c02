// /dashboard/inbox/quotes (admin only): the inbox's second tab, the quote requests by state. Opening one shows
// the requester, the lines with their list price, stock and minimum, the quote form, the versions sent and
// close or reopen. A table on wide screens, cards on a phone.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { poishaToTaka } from '@store/shared/money';
import { type Quote, QUOTE_STATUSES, type QuoteStatus } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { CardTable, FilterButtons } from '../dashboard/index.ts';
import { adminQuoteQueryOptions, adminQuotesQueryOptions, useQuoteChange } from './api/quotes.ts';
import { InboxTabs } from './components/inbox-tabs.tsx';
import { linesSummaryOf } from './components/lines-summary.ts';
import { QuoteForm } from './components/quote-form.tsx';
import { QuoteStatusBadge } from './components/quote-status-badge.tsx';
import { QuoteVersionView } from './components/quote-version-view.tsx';

const isStatus = (value: string | null): value is QuoteStatus =>
  (QUOTE_STATUSES as readonly string[]).includes(value ?? '');

export function QuoteInboxPage() {
  const { QUOTE_INBOX_TEXT: T, QUOTE_STATUS, MY_QUOTES_TEXT } = useTexts('quotes-ui');
  const { date } = useFormat();
  usePageTitle(T.title);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('status');
  const status = isStatus(asked) ? asked : 'all';
  const quotes = useQuery(adminQuotesQueryOptions(status));
  const [openId, setOpenId] = useState<string | null>(null);

  let list;
  if (quotes.isPending) list = <Spinner />;
  else if (quotes.isError) list = <LoadError onRetry={() => void quotes.refetch()} />;
  else if (quotes.data.length === 0) list = <p>{T.empty}</p>;
  else
    list = (
      <CardTable
        rows={quotes.data}
        rowKey={(q) => q.id}
        columns={[
          { label: T.colReceived, className: 'whitespace-nowrap', cell: (q) => date(q.createdAt, 'dateTime') },
          {
            label: T.colFrom,
            isRowHeader: true,
            isData: true,
            className: 'font-normal [overflow-wrap:anywhere]',
            // One element: a card's cell is a grid of its label and one value.
            cell: (q) => (
              <div>
                {q.name}
                <br />
                <span className="text-sm">{q.phone || q.email}</span>
              </div>
            ),
          },
          {
            label: T.colLines,
            className: '[overflow-wrap:anywhere]',
            cell: (q) => <span translate="no">{MY_QUOTES_TEXT.lines(linesSummaryOf(q))}</span>,
          },
          { label: T.colStatus, cell: (q) => <QuoteStatusBadge status={q.status} /> },
          {
            label: T.open,
            isLabelHidden: true,
            isUnlabelled: true,
            cell: (q) => (
              <button
                type="button"
                className="btn btn-sm btn-outline"
                aria-expanded={q.id === openId}
                aria-label={T.openRequest({ name: q.name })}
                onClick={() => setOpenId(q.id === openId ? null : q.id)}
              >
                {T.open}
              </button>
            ),
          },
        ]}
      />
    );

  return (
    <div>
      <InboxTabs />
      <h2 className="mb-2 text-2xl font-bold">{T.title}</h2>
      <p className="mb-4 text-sm">{T.intro}</p>
      <FilterButtons
        label={T.filterLabel}
        options={['all', ...QUOTE_STATUSES] as const}
        value={status}
        labelOf={(s) => (s === 'all' ? T.filterAll : QUOTE_STATUS[s])}
        onChange={(s) => {
          setOpenId(null);
          setSearchParams(s === 'all' ? {} : { status: s });
        }}
      />
      {list}
      {openId ? <QuoteDesk key={openId} id={openId} /> : null}
    </div>
  );
}

/** One request as the owner works on it. */
function QuoteDesk({ id }: { id: string }) {
  const { QUOTE_INBOX_TEXT: T, QUOTE_PAGE_TEXT } = useTexts('quotes-ui');
  const { date, taka, number } = useFormat();
  const quote = useQuery(adminQuoteQueryOptions(id));
  const change = useQuoteChange();
  const [said, setSaid] = useState('');

  if (quote.isPending) return <Spinner />;
  if (quote.isError) return <LoadError onRetry={() => void quote.refetch()} />;
  const q = quote.data;

  async function run(input: Parameters<typeof change.mutateAsync>[0], done: (updated: Quote) => string) {
    setSaid('');
    try {
      setSaid(done(await change.mutateAsync(input)));
    } catch (error) {
      setSaid(T.failed);
      throw error;
    }
  }

  return (
    <section aria-labelledby={`quote-${q.id}`} className="rounded-box bg-base-200 mt-6 p-4 sm:p-6">
      <h3 id={`quote-${q.id}`} className="text-xl font-bold [overflow-wrap:anywhere]" translate="no">
        {q.name}
      </h3>
      <p className="mt-1 text-sm [overflow-wrap:anywhere]" translate="no">
        {[q.email, q.phone ? T.phone({ phone: q.phone }) : ''].filter(Boolean).join(' · ')}
      </p>
      <p className="mt-1 text-sm">
        {date(q.createdAt, 'dateTime')} <QuoteStatusBadge status={q.status} />
        {q.orderId ? (
          <>
            {' '}
            <Link className="link" to={`/dashboard/orders/${encodeURIComponent(q.orderId)}`}>
              {T.orderLink}
            </Link>
          </>
        ) : null}
      </p>
      <p className="mt-3 whitespace-pre-wrap [overflow-wrap:anywhere]" translate="no">
        {q.note || T.noNote}
      </p>
      <div className="mt-3">
        <CardTable
          rows={q.lines}
          rowKey={(l) => l.variantId}
          columns={[
            {
              label: QUOTE_PAGE_TEXT.colProduct,
              isRowHeader: true,
              isData: true,
              className: 'font-normal [overflow-wrap:anywhere]',
              cell: (l) => l.name,
            },
            { label: T.colRequested, cell: (l) => number(l.quantity) },
            { label: T.colList, cell: (l) => taka(poishaToTaka(l.listPrice)) },
            { label: T.colStock, cell: (l) => number(l.stock) },
            { label: T.colMinimum, cell: (l) => number(l.minQuantity) },
          ]}
        />
      </div>
      {q.status === 'accepted' ? null : (
        <QuoteForm
          quote={q}
          busy={change.isPending}
          onSend={(version) =>
            run({ id: q.id, version }, (updated) => {
              const sent = updated.versions.at(-1);
              return sent
                ? T.sent({
                    version: sent.version,
                    total: taka(poishaToTaka(sent.total)),
                    date: date(sent.validUntil, 'dateTime'),
                  })
                : '';
            })
          }
        />
      )}
      <div role="status" aria-live="polite" className="mt-3">
        {said ? <p className="alert">{said}</p> : null}
      </div>
      <h4 className="mt-4 text-lg font-bold">{T.versions}</h4>
      {q.versions.length === 0 ? <p>{T.noVersions}</p> : null}
      {[...q.versions].reverse().map((v) => (
        <details key={v.version} className="rounded-box border-base-300 bg-base-100 mt-2 border p-3">
          <summary className="cursor-pointer font-semibold">
            {QUOTE_PAGE_TEXT.versionOf({ version: v.version, date: date(v.createdAt, 'dateTime') })}
          </summary>
          <QuoteVersionView quote={q} version={v} />
        </details>
      ))}
      {q.status === 'accepted' ? null : (
        <div className="mt-4">
          {q.status === 'closed' ? (
            <button
              type="button"
              className="btn btn-outline"
              disabled={change.isPending}
              onClick={() => void run({ id: q.id, status: 'requested' }, () => T.reopened).catch(() => undefined)}
            >
              {T.reopen}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-outline"
              disabled={change.isPending}
              onClick={() => void run({ id: q.id, status: 'closed' }, () => T.closedDone).catch(() => undefined)}
            >
              {T.close}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
