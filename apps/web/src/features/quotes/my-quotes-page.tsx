// /dashboard/quotes: the quotes a signed-in buyer requested, newest first: when, what, the state, the latest
// version's total and until when it holds, and a link to each. A table on wide screens, cards on a phone.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { poishaToTaka } from '@store/shared/money';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { CardTable, OwnListPage } from '../dashboard/index.ts';
import { myQuotesQueryOptions } from './api/quotes.ts';
import { linesSummaryOf } from './components/lines-summary.ts';
import { QuoteStatusBadge } from './components/quote-status-badge.tsx';

export function MyQuotesPage() {
  const { MY_QUOTES_TEXT: T } = useTexts('quotes-ui');
  const { date, taka } = useFormat();
  const quotes = useQuery(myQuotesQueryOptions());
  return (
    <OwnListPage
      title={T.title}
      intro={T.intro}
      query={quotes}
      empty={{ text: T.empty, link: T.request, to: '/quote' }}
    >
      {(items) => (
        <CardTable
          rows={items}
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
      )}
    </OwnListPage>
  );
}
