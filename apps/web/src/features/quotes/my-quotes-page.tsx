// /dashboard/quotes: the quotes a signed-in buyer requested, newest first: when, what, the state, the latest
// version's total and until when it holds, and a link to each. A table on wide screens, cards on a phone.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { poishaToTaka } from '@store/shared/money';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { CardTable } from '../dashboard/index.ts';
import { myQuotesQueryOptions } from './api/quotes.ts';
import { linesSummaryOf } from './components/lines-summary.ts';
import { QuoteStatusBadge } from './components/quote-status-badge.tsx';

export function MyQuotesPage() {
  const { MY_QUOTES_TEXT: T } = useTexts('quotes-ui');
  const { date, taka } = useFormat();
  usePageTitle(T.title);
  const quotes = useQuery(myQuotesQueryOptions());

  let body;
  if (quotes.isPending) body = <Spinner />;
  else if (quotes.isError) body = <LoadError onRetry={() => void quotes.refetch()} />;
  else if (quotes.data.length === 0)
    body = (
      <p>
        {T.empty}{' '}
        <Link className="link" to="/quote">
          {T.request}
        </Link>
      </p>
    );
  else
    body = (
      <CardTable
        rows={quotes.data}
        rowKey={(q) => q.id}
        columns={[
          { label: T.colDate, className: 'whitespace-nowrap', cell: (q) => date(q.createdAt) },
          {
            label: T.colLines,
            isRowHeader: true,
            className: 'font-normal [overflow-wrap:anywhere]',
            cell: (q) => <span translate="no">{T.lines(linesSummaryOf(q))}</span>,
          },
          { label: T.colStatus, cell: (q) => <QuoteStatusBadge status={q.status} /> },
          {
            label: T.colTotal,
            cell: (q) => {
              const latest = q.versions.at(-1);
              return latest ? taka(poishaToTaka(latest.total)) : '—';
            },
          },
          {
            label: T.colValid,
            cell: (q) => {
              const latest = q.versions.at(-1);
              return latest ? date(latest.validUntil, 'dateTime') : '—';
            },
          },
          {
            label: T.open,
            isLabelHidden: true,
            isUnlabelled: true,
            cell: (q) => (
              <Link
                className="btn btn-sm btn-outline"
                to={`/quotes/${encodeURIComponent(q.id)}${q.key ? `?key=${encodeURIComponent(q.key)}` : ''}`}
                aria-label={T.openQuote({ date: date(q.createdAt, 'dateTime') })}
              >
                {T.open}
              </Link>
            ),
          },
        ]}
      />
    );

  return (
    <div>
      <h2 className="mb-2 text-2xl font-bold">{T.title}</h2>
      <p className="mb-4 text-sm">{T.intro}</p>
      {body}
    </div>
  );
}
