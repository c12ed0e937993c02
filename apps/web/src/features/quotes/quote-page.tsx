// /quotes/:id (?key=… for a guest's link): a quote request, its latest version prominently and the earlier
// ones folded, and what the buyer can do: accept (signed in) and pay, or decline. Every other state is
// explained: waiting, expired, declined, accepted (with its order), closed.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { Quote } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useSession } from '../../lib/auth.ts';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { quoteQueryOptions, useDeclineQuote } from './api/quotes.ts';
import { AcceptQuote } from './components/accept-quote.tsx';
import { QuoteStatusBadge } from './components/quote-status-badge.tsx';
import { QuoteVersionView } from './components/quote-version-view.tsx';

export function QuotePage() {
  const { QUOTE_PAGE_TEXT: T } = useTexts('quotes-ui');
  usePageTitle(T.title);
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const key = searchParams.get('key');
  const quote = useQuery(quoteQueryOptions(id, key));

  let body;
  if (quote.isPending) body = <Spinner />;
  else if (quote.isError)
    body =
      quote.error instanceof ApiError && quote.error.status === 404 ? (
        <p className="alert mt-6">{T.notFound}</p>
      ) : (
        <LoadError onRetry={() => void quote.refetch()} />
      );
  else body = <QuoteBody quote={quote.data} linkKey={key} />;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{T.title}</h1>
      {body}
    </div>
  );
}

function QuoteBody({ quote, linkKey }: { quote: Quote; linkKey: string | null }) {
  const { QUOTE_PAGE_TEXT: T, QUOTE_REQUEST_TEXT } = useTexts('quotes-ui');
  const { date, number } = useFormat();
  const latest = quote.versions.at(-1);
  const older = quote.versions.slice(0, -1).reverse();
  // When the page was opened: a quote still "quoted" past its validity is shown as expired.
  const [openedAt] = useState(() => Date.now());
  const isPast = latest !== undefined && Date.parse(latest.validUntil) <= openedAt;
  return (
    <>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <span>{T.requested({ date: date(quote.createdAt, 'dateTime') })}</span>
        <QuoteStatusBadge status={quote.status} />
      </p>
      {latest ? (
        <section aria-labelledby="latest-heading" className="rounded-box bg-base-200 mt-6 p-4 sm:p-6">
          <h2 id="latest-heading" className="text-2xl font-bold">
            {T.latest({ version: latest.version })}
          </h2>
          <div className="mt-3">
            <QuoteVersionView quote={quote} version={latest} />
          </div>
          {quote.status === 'quoted' && !isPast ? (
            <QuoteActions quote={quote} version={latest.version} linkKey={linkKey} />
          ) : null}
        </section>
      ) : null}
      <StateNote quote={quote} isPast={isPast} />
      {older.length > 0 ? (
        <details className="rounded-box border-base-300 mt-6 border p-4">
          <summary className="cursor-pointer font-semibold">{T.older({ count: older.length })}</summary>
          {older.map((v) => (
            <section key={v.version} aria-label={T.versionOf({ version: v.version, date: date(v.createdAt) })}>
              <h3 className="mt-4 font-semibold">{T.versionOf({ version: v.version, date: date(v.createdAt) })}</h3>
              <QuoteVersionView quote={quote} version={v} />
            </section>
          ))}
        </details>
      ) : null}
      <section aria-labelledby="requested-heading" className="mt-6">
        <h2 id="requested-heading" className="text-xl font-bold">
          {T.requestedLines}
        </h2>
        <ul className="mt-2 grid gap-1">
          {quote.lines.map((l) => (
            <li key={l.variantId} className="[overflow-wrap:anywhere]">
              <span translate="no">{l.name}</span> × {number(l.quantity)}
            </li>
          ))}
        </ul>
        {quote.note ? (
          <>
            <p className="mt-3 font-semibold">{T.yourNote}</p>
            <p className="whitespace-pre-wrap [overflow-wrap:anywhere]" translate="no">
              {quote.note}
            </p>
          </>
        ) : null}
      </section>
      <p className="mt-6">
        <Link className="link" to="/quote">
          {QUOTE_REQUEST_TEXT.another}
        </Link>
      </p>
    </>
  );
}

/** Why nothing can be done now, in words. */
function StateNote({ quote, isPast }: { quote: Quote; isPast: boolean }) {
  const { QUOTE_PAGE_TEXT: T } = useTexts('quotes-ui');
  const { date } = useFormat();
  const latest = quote.versions.at(-1);
  let note = null;
  if (quote.status === 'requested') note = <p>{T.waiting}</p>;
  else if (latest && (quote.status === 'expired' || (quote.status === 'quoted' && isPast)))
    note = <p>{T.expired({ date: date(latest.validUntil, 'dateTime') })}</p>;
  else if (quote.status === 'declined') note = <p>{T.declined}</p>;
  else if (quote.status === 'closed') note = <p>{T.closed}</p>;
  else if (quote.status === 'accepted')
    note = (
      <p>
        {T.accepted}{' '}
        {quote.orderId ? (
          <Link className="link font-semibold" to={`/dashboard/orders/${encodeURIComponent(quote.orderId)}`}>
            {T.openOrder}
          </Link>
        ) : null}
      </p>
    );
  return note ? <div className="alert mt-6 block">{note}</div> : null;
}

interface QuoteActionsProps {
  quote: Quote;
  version: number;
  linkKey: string | null;
}

/** Accept or decline, while the latest version holds. */
function QuoteActions({ quote, version, linkKey }: QuoteActionsProps) {
  const { QUOTE_PAGE_TEXT: T } = useTexts('quotes-ui');
  const apiText = useApiErrorText();
  const location = useLocation();
  const { user, isLoading } = useSession();
  const decline = useDeclineQuote(quote.id);
  const [isAccepting, setAccepting] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  if (isLoading) return null;
  return (
    <div className="mt-4">
      <div className="flex flex-wrap gap-2">
        {user ? (
          <button
            type="button"
            className="btn btn-primary"
            aria-expanded={isAccepting}
            onClick={() => setAccepting(!isAccepting)}
          >
            {T.accept}
          </button>
        ) : (
          <Link to="/login" state={{ from: location }} className="btn btn-primary">
            {T.signInToAccept}
          </Link>
        )}
        <button
          type="button"
          className="btn btn-outline"
          aria-expanded={isConfirming}
          onClick={() => setConfirming(!isConfirming)}
        >
          {T.decline}
        </button>
      </div>
      {user ? null : <p className="mt-2 text-sm">{T.signInHint}</p>}
      {isConfirming ? (
        <div className="rounded-box border-base-300 bg-base-100 mt-3 border p-3">
          <p>{T.declineConfirm}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-error btn-sm"
              disabled={decline.isPending}
              onClick={() => decline.mutate(linkKey, { onSuccess: () => setConfirming(false) })}
            >
              {T.declineYes}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirming(false)}>
              {T.keep}
            </button>
          </div>
        </div>
      ) : null}
      <div role="alert">
        {decline.isError ? <p className="text-error mt-2">{apiText.message(decline.error, T.declineFailed)}</p> : null}
      </div>
      {isAccepting && user ? <AcceptQuote quoteId={quote.id} version={version} linkKey={linkKey} /> : null}
    </div>
  );
}
