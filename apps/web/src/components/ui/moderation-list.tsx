// The admin's review moderation, for product reviews and store reviews alike: all or only the hidden
// ones, a page at a time, each review a card with a reason form (hide or show again, both logged).
// Cards, so it reads the same at 360 px. Each page brings its texts and its query.
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTexts } from '../../lib/i18n.tsx';
import { LoadError } from './load-error.tsx';
import { Pager } from './pager.tsx';
import { Spinner } from './spinner.tsx';
import { Stars } from './star-rating.tsx';
import { TextField } from './text-field.tsx';

interface ModerationListProps<T extends { _id: string }> {
  heading: string;
  intro: string;
  texts: { state: string; filterAll: string; filterHidden: string; empty: string };
  /** This page's reviews (all, or only the hidden ones). */
  useReviews: (page: number, hiddenOnly: boolean) => UseQueryResult<{ items: T[]; total: number; limit: number }>;
  renderReview: (review: T) => ReactNode;
  /** Between the filter and the list (a status line). */
  children?: ReactNode;
}

export function ModerationList<T extends { _id: string }>({
  heading,
  intro,
  texts,
  useReviews,
  renderReview,
  children,
}: ModerationListProps<T>) {
  const { CATALOG_TEXT } = useTexts('catalog');
  const [page, setPage] = useState(1);
  const [hiddenOnly, setHiddenOnly] = useState(false);
  const reviews = useReviews(page, hiddenOnly);
  const headingId = useId();
  const pages = reviews.data ? Math.max(1, Math.ceil(reviews.data.total / reviews.data.limit)) : 1;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold">
        {heading}
      </h2>
      <p className="max-w-prose">{intro}</p>
      <div role="group" aria-label={texts.state} className="join">
        {[false, true].map((hidden) => (
          <button
            key={String(hidden)}
            type="button"
            className={`btn join-item ${hiddenOnly === hidden ? 'btn-primary' : 'btn-outline'}`}
            aria-pressed={hiddenOnly === hidden}
            onClick={() => {
              setHiddenOnly(hidden);
              setPage(1);
            }}
          >
            {hidden ? texts.filterHidden : texts.filterAll}
          </button>
        ))}
      </div>
      {children}
      {reviews.isPending ? (
        <Spinner />
      ) : reviews.isError ? (
        <LoadError onRetry={() => void reviews.refetch()} />
      ) : reviews.data.items.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {reviews.data.items.map((review) => (
            <li key={review._id}>{renderReview(review)}</li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={pages}
        onPage={setPage}
        texts={{
          previous: CATALOG_TEXT.previousPage,
          next: CATALOG_TEXT.nextPage,
          pageOf: CATALOG_TEXT.pageOf({ page, pages }),
        }}
      />
    </section>
  );
}

interface ModerationCardProps {
  id: string;
  title: string;
  rating: number;
  /** The rating in words, for a screen reader. */
  ratingLabel: string;
  /** The state badge. */
  isHidden: boolean;
  stateLabel: string;
  text: string;
  /** The review's facts (a <dl>'s terms and details). */
  details: ReactNode;
  /** The reason form and any other action. */
  children: ReactNode;
  /** What the last action did (a status line). */
  done: string;
}

export function ModerationCard(card: ModerationCardProps) {
  return (
    <article className="card border border-base-300 bg-base-100" aria-labelledby={`moderated-${card.id}`}>
      <div className="card-body gap-2">
        <h3 id={`moderated-${card.id}`} className="font-semibold break-words" translate="no">
          {card.title}
        </h3>
        <p className="flex flex-wrap items-center gap-2">
          <Stars value={card.rating} />
          <span className="sr-only">{card.ratingLabel}</span>
          <span className={`badge badge-sm ${card.isHidden ? 'badge-neutral' : 'badge-ghost'}`}>{card.stateLabel}</span>
        </p>
        <p className="break-words whitespace-pre-line" translate="no">
          {card.text}
        </p>
        <dl className="grid gap-x-3 text-sm sm:grid-cols-[auto_1fr]">{card.details}</dl>
        {card.children}
        <p role="status" aria-live="polite" className="text-sm">
          {card.done}
        </p>
      </div>
    </article>
  );
}

interface ReasonFormProps {
  label: string;
  /** The button's text, its accessible name (with the review's name) and its classes. */
  action: string;
  actionName: string;
  buttonClass: string;
  disabled: boolean;
  /** Hides or shows with the reason: the error text when it failed. */
  onSubmit: (reason: string) => Promise<string | undefined>;
}

export function ReasonForm({ label, action, actionName, buttonClass, disabled, onSubmit }: ReasonFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        void onSubmit(reason).then((failure) => {
          setError(failure);
          if (!failure) setReason('');
        });
      }}
    >
      <div className="grow">
        <TextField label={label} value={reason} onChange={(event) => setReason(event.target.value)} error={error} />
      </div>
      <button type="submit" className={`btn ${buttonClass}`} disabled={disabled} aria-label={actionName}>
        {action}
      </button>
    </form>
  );
}
