// The admin's review moderation, for product reviews and store reviews alike: all or only the hidden
// ones, a page at a time, as cards (so it reads the same at 360 px). Each page brings its texts and query.
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { ModeratedReview } from '@store/shared/schemas';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { LoadError } from './load-error.tsx';
import { Pager } from './pager.tsx';
import { Spinner } from './spinner.tsx';
import { Stars } from './star-rating.tsx';
import { TextField } from './fields.tsx';

type ReviewPage = { items: { _id: string }[]; total: number; limit: number };

interface ModerationListProps<P extends ReviewPage, K extends QueryKey> {
  texts: Record<'moderationHeading' | 'moderationIntro', string>;
  query: (page: number, hiddenOnly: boolean) => UseQueryOptions<P, Error, P, K>;
  renderReview: (review: P['items'][number]) => ReactNode;
  /** Between the filter and the list (a status line). */
  children?: ReactNode;
}

export function ModerationList<P extends ReviewPage, K extends QueryKey>({
  texts,
  query,
  renderReview,
  children,
}: ModerationListProps<P, K>) {
  const { CATALOG_TEXT, MODERATION_TEXT } = useTexts('catalog');
  usePageTitle(texts.moderationHeading);
  const [page, setPage] = useState(1);
  const [hiddenOnly, setHiddenOnly] = useState(false);
  const reviews = useQuery(query(page, hiddenOnly));
  const headingId = useId();
  const pages = reviews.data ? Math.max(1, Math.ceil(reviews.data.total / reviews.data.limit)) : 1;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold">
        {texts.moderationHeading}
      </h2>
      <p className="max-w-prose">{texts.moderationIntro}</p>
      <div role="group" aria-label={MODERATION_TEXT.state} className="join">
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
            {hidden ? MODERATION_TEXT.filterHidden : MODERATION_TEXT.filterAll}
          </button>
        ))}
      </div>
      {children}
      {reviews.isPending ? (
        <Spinner />
      ) : reviews.isError ? (
        <LoadError onRetry={() => void reviews.refetch()} />
      ) : reviews.data.items.length === 0 ? (
        <p>{MODERATION_TEXT.noReviewsToModerate}</p>
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
  review: Pick<ModeratedReview, '_id' | 'hiddenAt' | 'hiddenReason' | 'title' | 'rating' | 'text'>;
  ratingLabel: string;
  /** The message when hiding or showing failed without one of the server's. */
  failed: string;
  /** The action button's accessible name, with the review's name. */
  actionName: string;
  hideClass: string;
  /** The review's facts (a <dl>'s terms and details); the reason it was hidden follows them. */
  details: ReactNode;
  moderate: {
    mutateAsync: (change: { id: string; action: 'hide' | 'show'; reason: string }) => Promise<unknown>;
    isPending: boolean;
  };
  /** Other actions; `say` writes the card's status line. */
  actions?: (say: (text: string) => void) => ReactNode;
}

/** A review with its reason form: hiding and showing again both take a reason, and are logged. */
export function ModerationCard({ review, ...card }: ModerationCardProps) {
  const { MODERATION_TEXT: texts } = useTexts('catalog');
  const errorText = useApiErrorText();
  const [done, setDone] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const isHidden = review.hiddenAt !== null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    setError(undefined);
    try {
      await card.moderate.mutateAsync({ id: review._id, action: isHidden ? 'show' : 'hide', reason });
      setDone(isHidden ? texts.reviewShown : texts.reviewHidden);
      setReason('');
    } catch (e) {
      setError(errorText.field(e, 'reason') ?? errorText.message(e, card.failed));
    }
  };
  return (
    <article className="card border border-base-300 bg-base-100" aria-labelledby={`moderated-${review._id}`}>
      <div className="card-body gap-2">
        <h3 id={`moderated-${review._id}`} className="font-semibold break-words" translate="no">
          {review.title}
        </h3>
        <p className="flex flex-wrap items-center gap-2">
          <Stars value={review.rating} />
          <span className="sr-only">{card.ratingLabel}</span>
          <span className={`badge badge-sm ${isHidden ? 'badge-neutral' : 'badge-ghost'}`}>
            {isHidden ? texts.hidden : texts.shown}
          </span>
        </p>
        <p className="break-words whitespace-pre-line" translate="no">
          {review.text}
        </p>
        <dl className="grid gap-x-3 text-sm sm:grid-cols-[auto_1fr]">
          {card.details}
          {isHidden ? (
            <>
              <dt className="font-semibold">{texts.reason}</dt>
              <dd className="break-words" translate="no">
                {review.hiddenReason}
              </dd>
            </>
          ) : null}
        </dl>
        <form noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={(e) => void submit(e)}>
          <div className="grow">
            <TextField
              label={texts.reason}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={error}
            />
          </div>
          <button
            type="submit"
            className={`btn ${isHidden ? 'btn-outline' : card.hideClass}`}
            disabled={card.moderate.isPending}
            aria-label={card.actionName}
          >
            {isHidden ? texts.show : texts.hide}
          </button>
        </form>
        {card.actions?.((text) => setDone(text))}
        <p role="status" aria-live="polite" className="text-sm">
          {done}
        </p>
      </div>
    </article>
  );
}
